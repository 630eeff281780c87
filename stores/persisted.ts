import { z } from 'zod';
import { currencies } from '@/lib/commerce/currencies';
import { greetingSpecSchema } from '@/lib/greeting/spec';
import { ivrSetSpecSchema } from '@/lib/ivr/set-spec';

const line = { id: z.string().min(1).max(64), addedAt: z.string().max(40) };
/** A stored cart line: an IVR set, or a greeting (stored before sets existed, so without `kind`). */
const storedLineSchema = z.union([
  z.object({ ...line, spec: ivrSetSpecSchema }),
  z.object({ ...line, spec: greetingSpecSchema }),
]);

/** What survives a reload: the cart, the currency and the cookie choice. */
export const persistedStateSchema = z.object({
  items: z.array(storedLineSchema).max(50),
  currency: z.enum(currencies).nullable(),
  consent: z.object({ analytics: z.boolean(), decidedAt: z.string().max(40) }).nullable(),
});

export type PersistedState = z.infer<typeof persistedStateSchema>;

/**
 * Read what the browser stored: the persist envelope `{ state, version }` with a valid state, or
 * null for anything corrupt or tampered (dropped, never trusted).
 */
export function parseStoredState(raw: string): { state: PersistedState; version: number } | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const envelope = z.object({ state: persistedStateSchema, version: z.number().int() }).safeParse(value);
  return envelope.success ? envelope.data : null;
}

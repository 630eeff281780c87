import { z } from 'zod';
import { currencies } from '../lib/commerce/currencies';
import { greetingSpecSchema } from '../lib/greeting/spec';

/** What survives a reload: the cart, the currency and the cookie choice. */
export const persistedStateSchema = z.object({
  items: z
    .array(z.object({ id: z.string().min(1).max(64), spec: greetingSpecSchema, addedAt: z.string().max(40) }))
    .max(50),
  currency: z.enum(currencies).nullable(),
  consent: z.object({ analytics: z.boolean(), decidedAt: z.string().max(40) }).nullable(),
});

export type PersistedState = z.infer<typeof persistedStateSchema>;

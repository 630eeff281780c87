import * as z from 'zod/mini';
import { currencies } from '@/lib/commerce/currencies';
import { limits } from '@/lib/greeting/spec-values';
import { greetingSpecSchema, voiceSettingsSchema } from '@/lib/greeting/spec';
import { templateFieldIds, templateStyles } from '@/lib/greeting/templates/types';
import { ivrSetSpecSchema } from '@/lib/ivr/set-spec';
import { industries } from '@/lib/ivr/industries';
import { ivrTreeShape } from '@/lib/ivr/tree';

/** The version written now; older envelopes are brought up to it by migrateStoredState. */
export const storedStateVersion = 2;

/** The studio's template state (stores/slices/greeting.ts StudioScript), as stored. */
export const studioScriptSchema = z.object({
  template: z.nullable(z.enum(templateStyles)),
  // Unknown field ids (a template of a later release) are dropped, not fatal.
  values: z.pipe(
    z.record(z.string(), z.string().check(z.maxLength(200))),
    z.transform((values: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(values).filter(([k]) => (templateFieldIds as readonly string[]).includes(k)),
      ),
    ),
  ),
  // A template filled with long field values may run past the text limit; the editor says so.
  filled: z.nullable(z.string().check(z.maxLength(limits.textMaxChars * 4))),
});

/**
 * The greeting being edited (item 6 of #21): spec, template state and the cart line it came
 * from. The spec schema strips keys it does not know and its own optional fields stay optional,
 * so a draft written by a newer or older release still reads.
 */
export const draftSchema = z.object({
  // The voice may still be unchosen (the list had not arrived): the studio picks one, as on a first visit.
  spec: z.extend(greetingSpecSchema, {
    voice: z.extend(voiceSettingsSchema, { id: z.string().check(z.maxLength(80)) }),
  }),
  script: studioScriptSchema,
  editingItemId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
});

/**
 * The IVR menu builder's draft: the set as the builder would add it (tree, shared voice, music and
 * phone system), the template it started from and the cart line it was opened from. The tree may
 * still have problems the builder shows (so the cart's cross-field rules do not apply here).
 */
export const ivrDraftSchema = z.object({
  set: z.extend(ivrSetSpecSchema, { tree: ivrTreeShape }),
  industry: z.enum(industries),
  company: z.string().check(z.maxLength(120)),
  editingItemId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
});

const cartItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  spec: greetingSpecSchema,
  addedAt: z.string().check(z.maxLength(40)),
  // Lines added before version 2 have no template state; a bad one only loses the fields.
  script: z.catch(z.optional(studioScriptSchema), undefined),
});

/** An IVR set from the menu builder, one cart line. */
const ivrSetLineSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  spec: ivrSetSpecSchema,
  addedAt: z.string().check(z.maxLength(40)),
});

/** What survives a reload: the cart, the currency, the cookie choice and the studio's and IVR builder's drafts. */
export const persistedStateSchema = z.object({
  // An IVR set line first (its spec has kind 'ivr-set'); lines without a kind are greetings.
  items: z.array(z.union([ivrSetLineSchema, cartItemSchema])).check(z.maxLength(50)),
  currency: z.nullable(z.enum(currencies)),
  consent: z.nullable(z.object({ analytics: z.boolean(), decidedAt: z.string().check(z.maxLength(40)) })),
  // A draft that does not validate is dropped on its own: the cart and the consent stay.
  draft: z.catch(z.optional(z.nullable(draftSchema)), null),
  // Optional since version 2 needs no migration for it; a bad one is dropped alone, like draft.
  ivrDraft: z.catch(z.optional(z.nullable(ivrDraftSchema)), null),
});

export type PersistedState = z.infer<typeof persistedStateSchema>;
export type StoredDraft = z.infer<typeof draftSchema>;
export type StoredIvrDraft = z.input<typeof ivrDraftSchema>;

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
  const envelope = z
    .object({ state: persistedStateSchema, version: z.number().check(z.int()) })
    .safeParse(value);
  return envelope.success ? envelope.data : null;
}

/**
 * Bring a validated state of an older version up to date. Version 1 (cart, currency, consent)
 * had no draft; a version from the future is read as far as it validates.
 */
export function migrateStoredState(state: PersistedState, version: number): PersistedState {
  if (version < 2) return { ...state, draft: null };
  return state;
}

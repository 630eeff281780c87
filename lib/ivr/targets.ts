// Where the buyer's phone system sends a call the menu routed: an extension per department, one
// for the operator and the voicemail box. Each is optional; what the buyer leaves empty stays a
// placeholder in the generated dialplan, and the file says so at its top.
import * as z from 'zod/mini';

/** An extension or queue number as a keypad dials it. */
export const extensionSchema = z.string().check(z.trim(), z.regex(/^\d{2,10}$/, 'extension'));
/** A voicemail box: its number, optionally "@context" ("100@default"). */
export const voicemailBoxSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{2,10}(@[a-z0-9_-]{1,32})?$/, 'voicemail-box'));

export const ivrTargetsSchema = z.object({
  /** Per department prompt id ("department-1"). */
  departments: z.optional(z.record(z.string().check(z.maxLength(32)), extensionSchema)),
  operator: z.optional(extensionSchema),
  voicemailBox: z.optional(voicemailBoxSchema),
});
export type IvrTargets = z.input<typeof ivrTargetsSchema>;

/** The placeholders the dialplan uses where the buyer entered nothing. */
export const placeholderTargets = { operator: '100', firstDepartment: 101, voicemailBox: '100@default' };

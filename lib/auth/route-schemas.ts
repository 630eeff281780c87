// The bodies of POST /api/auth/sign-up/ and /api/auth/reset/ (client-safe: the browser's
// fetchers are typed from them).
import * as z from 'zod/mini';
import { locales } from '../i18n/locales';

const email = z.pipe(z.string().check(z.trim(), z.maxLength(320)), z.email());
const botToken = z.optional(z.string().check(z.maxLength(4096)));

export const signUpBodySchema = z.object({
  email,
  // Length rules are the password policy's (checked by the route); this only bounds the input.
  password: z.string().check(z.minLength(1), z.maxLength(4096)),
  displayName: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(120))),
    z.transform((name: string | undefined) => name || undefined),
  ),
  locale: z.enum(locales),
  botToken,
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const resetBodySchema = z.object({ email, locale: z.enum(locales), botToken });
export type ResetBody = z.input<typeof resetBodySchema>;

/** Which code a refused field answers with (the rest are `validation`). */
export const authFieldCodes = {
  email: 'invalid-email',
  password: 'password-does-not-meet-requirements',
} as const;

export const signUpResponseSchema = z.object({ ok: z.literal(true) });
export const resetResponseSchema = z.object({ ok: z.literal(true) });

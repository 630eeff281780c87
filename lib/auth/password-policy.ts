// Password policy: what the identity provider requires (fetched via the SDK's /v2/passwordPolicy)
// or the provider's default when no policy is configured (or the emulator, which has none).
// Pure and client-safe: the live hints and the submit gate use the same check.
import * as z from 'zod/mini';

export type PasswordPolicy = {
  minLength: number;
  maxLength: number | null;
  lowercase: boolean;
  uppercase: boolean;
  numeric: boolean;
  nonAlphanumeric: boolean;
  /** Characters that count as non-alphanumeric; null = anything that is not a letter or digit. */
  allowedNonAlphanumeric: string | null;
};

export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  lowercase: false,
  uppercase: false,
  numeric: false,
  nonAlphanumeric: false,
  allowedNonAlphanumeric: null,
};

const length = z.number().check(z.int(), z.gte(1), z.lte(4096));

// The shape of the SDK's PasswordPolicy (validatePassword(...).passwordPolicy); every field optional.
// Field names as the SDK spells them (singular: containsLowercaseLetter, …).
const sdkPolicySchema = z.object({
  customStrengthOptions: z._default(
    z.object({
      minPasswordLength: z.optional(length),
      maxPasswordLength: z.optional(length),
      containsLowercaseLetter: z.optional(z.boolean()),
      containsUppercaseLetter: z.optional(z.boolean()),
      containsNumericCharacter: z.optional(z.boolean()),
      containsNonAlphanumericCharacter: z.optional(z.boolean()),
    }),
    {},
  ),
  allowedNonAlphanumericCharacters: z.optional(z.string()),
});

/** Our policy from the SDK's; anything unreadable falls back to the default. */
export function policyFromSdk(raw: unknown): PasswordPolicy {
  const parsed = sdkPolicySchema.safeParse(raw);
  if (!parsed.success) return defaultPasswordPolicy;
  const o = parsed.data.customStrengthOptions;
  return {
    minLength: o.minPasswordLength ?? defaultPasswordPolicy.minLength,
    maxLength: o.maxPasswordLength ?? null,
    lowercase: o.containsLowercaseLetter ?? false,
    uppercase: o.containsUppercaseLetter ?? false,
    numeric: o.containsNumericCharacter ?? false,
    nonAlphanumeric: o.containsNonAlphanumericCharacter ?? false,
    allowedNonAlphanumeric: parsed.data.allowedNonAlphanumericCharacters || null,
  };
}

// The REST answer of GET /v2/passwordPolicy, which the SDK turns into the shape above: other
// field names (…Character) and the allowed symbols as a list.
const restPolicySchema = z.object({
  customStrengthOptions: z._default(
    z.object({
      minPasswordLength: z.optional(length),
      maxPasswordLength: z.optional(length),
      containsLowercaseCharacter: z.optional(z.boolean()),
      containsUppercaseCharacter: z.optional(z.boolean()),
      containsNumericCharacter: z.optional(z.boolean()),
      containsNonAlphanumericCharacter: z.optional(z.boolean()),
    }),
    {},
  ),
  allowedNonAlphanumericCharacters: z.optional(z.array(z.string())),
});

/** The server's reading of the provider's policy: the same policy the browser's SDK shows. */
export function policyFromRest(raw: unknown): PasswordPolicy {
  const parsed = restPolicySchema.safeParse(raw);
  if (!parsed.success) return defaultPasswordPolicy;
  const o = parsed.data.customStrengthOptions;
  return policyFromSdk({
    customStrengthOptions: {
      minPasswordLength: o.minPasswordLength,
      maxPasswordLength: o.maxPasswordLength,
      containsLowercaseLetter: o.containsLowercaseCharacter,
      containsUppercaseLetter: o.containsUppercaseCharacter,
      containsNumericCharacter: o.containsNumericCharacter,
      containsNonAlphanumericCharacter: o.containsNonAlphanumericCharacter,
    },
    allowedNonAlphanumericCharacters: parsed.data.allowedNonAlphanumericCharacters?.join(''),
  });
}

export type PasswordRequirement =
  'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';
export type RequirementCheck = { id: PasswordRequirement; met: boolean; value?: number };

/** Every requirement the policy sets, in display order, with whether the password meets it. */
export function checkPassword(policy: PasswordPolicy, password: string): RequirementCheck[] {
  // Counted and classified exactly as the SDK and the provider do (UTF-16 length, ASCII classes),
  // so a password the hints accept is never refused by the server.
  const length = password.length;
  const checks: RequirementCheck[] = [
    { id: 'minLength', met: length >= policy.minLength, value: policy.minLength },
  ];
  if (policy.maxLength !== null)
    checks.push({ id: 'maxLength', met: length <= policy.maxLength, value: policy.maxLength });
  if (policy.lowercase) checks.push({ id: 'lowercase', met: /[a-z]/.test(password) });
  if (policy.uppercase) checks.push({ id: 'uppercase', met: /[A-Z]/.test(password) });
  if (policy.numeric) checks.push({ id: 'numeric', met: /[0-9]/.test(password) });
  if (policy.nonAlphanumeric) {
    const special = policy.allowedNonAlphanumeric;
    const met = special ? [...password].some((c) => special.includes(c)) : /[^A-Za-z0-9]/.test(password);
    checks.push({ id: 'nonAlphanumeric', met });
  }
  return checks;
}

export function meetsPolicy(policy: PasswordPolicy, password: string): boolean {
  return checkPassword(policy, password).every((c) => c.met);
}

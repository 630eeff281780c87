// When the provider's password policy is unknown (the emulator, a project without one, or the
// policy request failed), the provider only asks for 6 characters and "123456" passes. Sign-up then
// asks a little more on its own: 8 characters, not digits alone and not one of the most common
// passwords. That is stricter than the provider's default, so the server (which applies the
// provider's policy) accepts every password it lets through; a configured policy replaces it.
import {
  checkPassword,
  defaultPasswordPolicy,
  type PasswordPolicy,
  type RequirementCheck,
} from '@/lib/auth/password-policy';

export const baselinePasswordPolicy: PasswordPolicy = { ...defaultPasswordPolicy, minLength: 8 };

// The most used passwords of 8+ characters in public breach lists (compared lower-cased).
const common: ReadonlySet<string> = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'aa123456',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'admin123',
  'administrator',
  'changeme',
  'computer',
  'whatever',
  'michelle',
  'jennifer',
  'passwort',
  'hallo123',
]);

export type BaselineCheck = { id: 'notCommon'; met: boolean };

/** The baseline's own requirement (the length is in the policy): not digits alone, not common. */
export function baselineCheck(password: string): BaselineCheck {
  const met = password.length > 0 && !/^\d+$/.test(password) && !common.has(password.toLowerCase());
  return { id: 'notCommon', met };
}

/** Every requirement to show and gate on: the provider's, or the baseline when it has none. */
export function passwordChecks(
  policy: PasswordPolicy | null,
  password: string,
): (RequirementCheck | BaselineCheck)[] {
  if (policy) return checkPassword(policy, password);
  return [...checkPassword(baselinePasswordPolicy, password), baselineCheck(password)];
}

import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  defaultPasswordPolicy,
  meetsPolicy,
  policyFromRest,
  policyFromSdk,
} from './password-policy';

describe('password policy', () => {
  it('defaults to a minimum of 6 characters', () => {
    expect(checkPassword(defaultPasswordPolicy, 'abc')).toEqual([{ id: 'minLength', met: false, value: 6 }]);
    expect(meetsPolicy(defaultPasswordPolicy, 'abcdef')).toBe(true);
  });

  it('reads the SDK policy and checks every requirement it sets', () => {
    const policy = policyFromSdk({
      customStrengthOptions: {
        minPasswordLength: 8,
        maxPasswordLength: 12,
        containsLowercaseLetter: true,
        containsUppercaseLetter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: true,
      },
      allowedNonAlphanumericCharacters: '!@#',
    });
    const ids = (pw: string) =>
      checkPassword(policy, pw)
        .filter((c) => !c.met)
        .map((c) => c.id);
    expect(ids('')).toEqual(['minLength', 'lowercase', 'uppercase', 'numeric', 'nonAlphanumeric']);
    expect(ids('abcdefgh')).toEqual(['uppercase', 'numeric', 'nonAlphanumeric']);
    expect(ids('Abcdefg1?')).toEqual(['nonAlphanumeric']);
    expect(ids('Abcdefg1!')).toEqual([]);
    expect(ids('Abcdefg1!xyzw')).toEqual(['maxLength']);
    // Like the SDK: ASCII classes, so an accented letter is not "lowercase".
    expect(checkPassword(policy, 'é').find((c) => c.id === 'lowercase')?.met).toBe(false);
  });

  it('falls back to the default for anything unreadable', () => {
    expect(policyFromSdk(undefined)).toEqual(defaultPasswordPolicy);
    expect(policyFromSdk({ customStrengthOptions: { minPasswordLength: -3 } })).toEqual(
      defaultPasswordPolicy,
    );
    expect(policyFromSdk({})).toEqual(defaultPasswordPolicy);
  });

  it('reads the REST answer of /v2/passwordPolicy like the SDK does', () => {
    const rest = policyFromRest({
      customStrengthOptions: {
        minPasswordLength: 10,
        containsUppercaseCharacter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: true,
      },
      allowedNonAlphanumericCharacters: ['!', '?'],
      enforcementState: 'ENFORCE',
      schemaVersion: 1,
    });
    expect(rest).toEqual({
      minLength: 10,
      maxLength: null,
      lowercase: false,
      uppercase: true,
      numeric: true,
      nonAlphanumeric: true,
      allowedNonAlphanumeric: '!?',
    });
    // The SDK's reading of the same policy is the same policy: server and hints agree.
    expect(
      policyFromSdk({
        customStrengthOptions: {
          minPasswordLength: 10,
          containsUppercaseLetter: true,
          containsNumericCharacter: true,
          containsNonAlphanumericCharacter: true,
        },
        allowedNonAlphanumericCharacters: '!?',
      }),
    ).toEqual(rest);
    expect(meetsPolicy(rest, 'Password12#')).toBe(false);
    expect(meetsPolicy(rest, 'Password12?')).toBe(true);
    expect(policyFromRest({ customStrengthOptions: { minPasswordLength: 'x' } })).toEqual(
      defaultPasswordPolicy,
    );
  });
});

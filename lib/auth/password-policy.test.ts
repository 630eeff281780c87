import { describe, expect, it } from 'vitest';
import { checkPassword, defaultPasswordPolicy, meetsPolicy, policyFromSdk } from './password-policy';

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
        containsLowercaseLetters: true,
        containsUppercaseLetters: true,
        containsNumericCharacters: true,
        containsNonAlphanumericCharacters: true,
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
});

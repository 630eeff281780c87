import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorCodes, authErrorMessageKey, presentAuthError } from './errors';

describe('auth error catalogue', () => {
  it('reads codes from SDK errors, API errors and strings', () => {
    expect(authErrorCode({ code: 'auth/invalid-credential', message: 'x' })).toBe('invalid-credential');
    expect(authErrorCode({ code: 'requires-recent-login' })).toBe('requires-recent-login');
    expect(authErrorCode('auth/user-disabled')).toBe('user-disabled');
    expect(authErrorCode({ code: 'auth/weak-password' })).toBe('password-does-not-meet-requirements');
    expect(authErrorCode(new Error('boom'))).toBeNull();
    expect(authErrorCode(null)).toBeNull();
    expect(authErrorCode({ code: 'auth/something-new' })).toBeNull();
  });

  it('reads a failed load of Google’s script (host unreachable) as a network failure', () => {
    const scriptError = { type: 'error', target: { src: 'https://apis.google.com/js/api.js' } };
    expect(authErrorCode({ code: 'auth/internal-error', customData: scriptError })).toBe(
      'network-request-failed',
    );
    expect(presentAuthError({ code: 'auth/internal-error', customData: scriptError })).toMatchObject({
      key: 'networkRequestFailed',
    });
    // A genuine internal error (no failed script behind it) stays what it is.
    expect(authErrorCode({ code: 'auth/internal-error', customData: { appName: '[DEFAULT]' } })).toBe(
      'internal-error',
    );
  });

  it('keeps a closed popup quiet and never shows a raw code', () => {
    expect(presentAuthError({ code: 'auth/popup-closed-by-user' })).toEqual({ kind: 'quiet' });
    expect(presentAuthError({ code: 'auth/cancelled-popup-request' })).toEqual({ kind: 'quiet' });
    expect(presentAuthError({ code: 'auth/brand-new-code' })).toEqual({
      kind: 'message',
      key: 'generic',
      code: null,
    });
    expect(presentAuthError({ code: 'auth/account-exists-with-different-credential' })).toMatchObject({
      key: 'accountExistsWithDifferentCredential',
    });
  });

  it('gives every code a distinct camelCase key', () => {
    const keys = authErrorCodes.map(authErrorMessageKey);
    expect(new Set(keys).size).toBe(authErrorCodes.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-zA-Z]+$/);
  });
});

describe('auth error messages', () => {
  it('has a message for every catalogue code and the generic fallback in all 7 languages', async () => {
    const { readFileSync } = await import('node:fs');
    for (const locale of ['en', 'de', 'el', 'es', 'fr', 'it', 'pt']) {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as {
        auth: { errors: Record<string, string> };
      };
      for (const key of [...authErrorCodes.map(authErrorMessageKey), 'generic']) {
        expect(messages.auth.errors[key], `${locale} ${key}`).toMatch(/\S{3}/);
      }
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { identityToolkitBase, sendPasswordResetEmail, ToolkitError } from './identity-toolkit';
import { requestPasswordReset } from './password-reset';
import { defaultPasswordPolicy } from './password-policy';
import { routeErrorMessage } from './route-errors';
import { projectPasswordPolicy, resetPasswordPolicyCache } from './server-password-policy';

const real = { FIREBASE_API_KEY: 'key/1', FIREBASE_AUTH_EMULATOR_HOST: undefined };
const emulated = { FIREBASE_API_KEY: 'demo', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

type Call = { url: string; init: RequestInit };
function recorder(answer: () => Response) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return Promise.resolve(answer());
  };
  return { calls, fetch };
}
const toolkitError = (message: string, status = 400) =>
  Response.json({ error: { code: status, message } }, { status });

afterEach(() => resetPasswordPolicyCache());

describe('identity toolkit', () => {
  it('talks to the emulator under its host, or to the real API with the key', () => {
    expect(identityToolkitBase(emulated)).toBe('http://127.0.0.1:9099/identitytoolkit.googleapis.com');
    expect(identityToolkitBase(real)).toBe('https://identitytoolkit.googleapis.com');
  });

  it('sendOobCode: PASSWORD_RESET with the locale header; an unknown email is not an error', async () => {
    const ok = recorder(() => Response.json({ email: 'a@example.com' }));
    await sendPasswordResetEmail('a@example.com', 'fr', { env: real, fetch: ok.fetch });
    expect(ok.calls[0]?.url).toBe(
      'https://identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=key%2F1',
    );
    expect(new Headers(ok.calls[0]?.init.headers).get('x-firebase-locale')).toBe('fr');
    expect(JSON.parse(String(ok.calls[0]?.init.body))).toEqual({
      requestType: 'PASSWORD_RESET',
      email: 'a@example.com',
    });
    const notFound = recorder(() => toolkitError('EMAIL_NOT_FOUND'));
    await expect(
      sendPasswordResetEmail('b@example.com', 'en', { env: real, fetch: notFound.fetch }),
    ).resolves.toBe(undefined);
  });

  it('maps provider refusals to route codes and never reveals a disabled account', async () => {
    const reset = (answer: () => Response) =>
      requestPasswordReset('c@example.com', 'en', { env: real, fetch: recorder(answer).fetch });
    expect(await reset(() => toolkitError('TOO_MANY_ATTEMPTS_TRY_LATER : slow down'))).toEqual({
      ok: false,
      status: 429,
      code: 'too-many-requests',
    });
    expect(await reset(() => toolkitError('USER_DISABLED'))).toEqual({ ok: true });
    expect(await reset(() => new Response('gateway', { status: 502 }))).toEqual({
      ok: false,
      status: 502,
      code: 'internal-error',
    });
    const offline: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(
      sendPasswordResetEmail('d@example.com', 'en', { env: real, fetch: offline }),
    ).rejects.toEqual(new ToolkitError('UNAVAILABLE', 0));
  });

  it("reads the project's password policy once, and falls back to the default when it has none", async () => {
    const strict = recorder(() =>
      Response.json({
        customStrengthOptions: { minPasswordLength: 12, containsNumericCharacter: true },
        allowedNonAlphanumericCharacters: ['!'],
        enforcementState: 'ENFORCE',
      }),
    );
    const policy = await projectPasswordPolicy({ env: real, fetch: strict.fetch, now: 0 });
    expect(policy).toMatchObject({ minLength: 12, numeric: true, lowercase: false });
    expect(strict.calls[0]?.url).toBe('https://identitytoolkit.googleapis.com/v2/passwordPolicy?key=key%2F1');
    await projectPasswordPolicy({ env: real, fetch: strict.fetch, now: 1000 });
    expect(strict.calls).toHaveLength(1);

    resetPasswordPolicyCache();
    const none = recorder(() => toolkitError('CONFIGURATION_NOT_FOUND', 404));
    expect(await projectPasswordPolicy({ env: emulated, fetch: none.fetch, now: 0 })).toEqual(
      defaultPasswordPolicy,
    );
  });
});

describe('route error messages', () => {
  it('give the seconds to wait, tell the bot-check outcomes apart and hide unknown codes', () => {
    expect(routeErrorMessage({ code: 'rate-limited', status: 429, retryAfterSeconds: 42.2 })).toEqual({
      key: 'rateLimited',
      values: { seconds: 43 },
    });
    expect(routeErrorMessage({ code: 'rate-limited', status: 429, retryAfterSeconds: null })).toEqual({
      key: 'tooManyRequests',
    });
    expect(routeErrorMessage({ code: 'bot-check', status: 403 }).key).toBe('botCheckFailed');
    expect(routeErrorMessage({ code: 'bot-check', status: 503 }).key).toBe('botCheckUnavailable');
    expect(routeErrorMessage({ code: 'email-already-in-use', status: 409 }).key).toBe('emailAlreadyInUse');
    expect(routeErrorMessage({ code: 'http-500', status: 500 }).key).toBe('generic');
  });
});

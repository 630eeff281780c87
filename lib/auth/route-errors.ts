// The errors of our own auth routes (POST /api/auth/sign-up/, /api/auth/reset/) and how each reads
// to a visitor: a message key in `auth.errors` plus its values. The server localizes the `message`
// of its answer with it and the browser shows the same text, so both always agree.
// Client-safe: no server imports.
import type { Messages } from '../i18n/messages';
import { HttpError, NetworkError } from '../http/client';
import { authErrorCode, authErrorMessageKey, presentAuthError, type AuthErrorCode } from './errors';

export type AuthErrorMessageKey = keyof Messages['auth']['errors'];

/** Codes the routes answer besides the catalogue's; `invalid-email` is sharper than the SDK's alias. */
export type AuthRouteErrorCode =
  | AuthErrorCode
  | 'rate-limited'
  | 'bot-check'
  | 'invalid-email'
  | 'validation'
  | 'invalid-json'
  | 'payload-too-large';

export type ErrorMessage = { key: AuthErrorMessageKey; values?: { seconds: number } };

/** The keys our routes add to the catalogue's (message-keys.ts accepts them). */
export const routeErrorMessageKeys = [
  'rateLimited',
  'botCheckFailed',
  'botCheckUnavailable',
  'invalidEmail',
  /** Shown by the sign-up form: the route answers a taken address like a new one (no 409). */
  'signUpExisting',
] as const satisfies readonly AuthErrorMessageKey[];

export function routeErrorMessage(failure: {
  code: string;
  status: number;
  retryAfterSeconds?: number | null;
}): ErrorMessage {
  const { code, status, retryAfterSeconds } = failure;
  if (code === 'rate-limited') {
    return retryAfterSeconds && retryAfterSeconds > 0
      ? { key: 'rateLimited', values: { seconds: Math.ceil(retryAfterSeconds) } }
      : { key: 'tooManyRequests' };
  }
  if (code === 'bot-check') return { key: status === 503 ? 'botCheckUnavailable' : 'botCheckFailed' };
  if (code === 'invalid-email') return { key: 'invalidEmail' };
  const known = authErrorCode(code);
  // Only the codes a route really answers with; anything else reads as the generic message.
  return { key: known ? (authErrorMessageKey(known) as AuthErrorMessageKey) : 'generic' };
}

export type FailurePresentation =
  { kind: 'quiet' } | { kind: 'message'; message: ErrorMessage; code: string | null };

/** Any failure of an auth operation: our API's answer, no answer at all, or the SDK's error. */
export function presentAuthFailure(error: unknown): FailurePresentation {
  if (error instanceof HttpError) {
    return { kind: 'message', message: routeErrorMessage(error), code: error.code };
  }
  if (error instanceof NetworkError) {
    return { kind: 'message', message: { key: 'networkRequestFailed' }, code: 'network-request-failed' };
  }
  const shown = presentAuthError(error);
  if (shown.kind === 'quiet') return shown;
  return { kind: 'message', message: { key: shown.key as AuthErrorMessageKey }, code: shown.code };
}

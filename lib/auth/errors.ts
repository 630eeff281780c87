// The identity provider's client error codes, each with a localized message (messages: auth.errors).
// Firebase raises them as `auth/<code>`; our own API answers with the same codes where they apply.
// Client-safe: no SDK import, so the catalogue costs nothing on pages that never sign in.

export const authErrorCodes = [
  'email-already-in-use',
  'wrong-password',
  'user-not-found',
  'invalid-credential',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'user-disabled',
  'user-token-expired',
  'requires-recent-login',
  'network-request-failed',
  'code-expired',
  'user-mismatch',
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'invalid-api-key',
  'account-exists-with-different-credential',
  'multi-factor-auth-required',
  'invalid-continue-uri',
  'missing-recaptcha-token',
  'password-does-not-meet-requirements',
  'internal-error',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

/** Codes that mean "the visitor changed their mind": no message. */
export const quietAuthErrorCodes: ReadonlySet<AuthErrorCode> = new Set([
  'popup-closed-by-user',
  'cancelled-popup-request',
]);

/** Codes after which the session is gone: sign out locally and say why. */
export const forcedSignOutCodes: ReadonlySet<AuthErrorCode> = new Set([
  'user-disabled',
  'user-token-expired',
]);

// The SDK also raises a few near-synonyms; they read the same to a visitor.
const aliases: Record<string, AuthErrorCode> = {
  'invalid-login-credentials': 'invalid-credential',
  'invalid-email': 'invalid-credential',
  timeout: 'network-request-failed',
  'operation-not-allowed': 'internal-error',
  'credential-already-in-use': 'account-exists-with-different-credential',
  'weak-password': 'password-does-not-meet-requirements',
};

const known: ReadonlySet<string> = new Set(authErrorCodes);

/**
 * The SDK loads Google's script (apis.google.com) before the popup; when that host cannot be
 * reached the load fails with `internal-error`, the script's error event as `customData`. To the
 * visitor it is a connection problem, not a fault on our side.
 */
function isScriptLoadFailure(error: object): boolean {
  const data = 'customData' in error ? error.customData : null;
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'error';
}

/** The catalogue code of any thrown value (a FirebaseError, an API error body, a string), or null. */
export function authErrorCode(error: unknown): AuthErrorCode | null {
  const code = rawAuthErrorCode(error);
  if (code === 'internal-error' && typeof error === 'object' && error !== null && isScriptLoadFailure(error))
    return 'network-request-failed';
  return code;
}

function rawAuthErrorCode(error: unknown): AuthErrorCode | null {
  const raw =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
        ? error.code
        : null;
  if (!raw) return null;
  const code = raw.startsWith('auth/') ? raw.slice(5) : raw;
  if (known.has(code)) return code as AuthErrorCode;
  return aliases[code] ?? null;
}

/** camelCase message key for a code: messages cannot use '-' reliably in every tool. */
export function authErrorMessageKey(code: AuthErrorCode): string {
  return code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

export type AuthErrorPresentation =
  { kind: 'quiet' } | { kind: 'message'; key: string; code: AuthErrorCode | null };

/** What the UI does with an error: nothing for a closed popup, else a message (generic when unknown). */
export function presentAuthError(error: unknown): AuthErrorPresentation {
  const code = authErrorCode(error);
  if (code && quietAuthErrorCodes.has(code)) return { kind: 'quiet' };
  return { kind: 'message', key: code ? authErrorMessageKey(code) : 'generic', code };
}

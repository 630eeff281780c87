import 'server-only';
// Server side: send the password-reset email. The answer never tells whether the address has an
// account (no enumeration): unknown emails succeed silently, like the provider's own protection.
import { env } from '../env';
import { sendPasswordResetEmail, ToolkitError, type ToolkitOptions } from './identity-toolkit';
import type { AuthRouteErrorCode } from './route-errors';

export type ResetResult = { ok: true } | { ok: false; status: number; code: AuthRouteErrorCode };

export async function requestPasswordReset(
  email: string,
  locale: string,
  options: Partial<ToolkitOptions> = {},
): Promise<ResetResult> {
  try {
    await sendPasswordResetEmail(email, locale, { ...options, env: options.env ?? env() });
    return { ok: true };
  } catch (error) {
    const reason = error instanceof ToolkitError ? error.reason : 'UNKNOWN';
    if (reason === 'TOO_MANY_ATTEMPTS_TRY_LATER' || reason === 'RESET_PASSWORD_EXCEED_LIMIT')
      return { ok: false, status: 429, code: 'too-many-requests' };
    if (reason === 'INVALID_EMAIL') return { ok: false, status: 400, code: 'invalid-email' };
    // A disabled account is still an account: saying so would reveal it.
    if (reason === 'USER_DISABLED') return { ok: true };
    console.error('password reset: sendOobCode failed', error);
    return { ok: false, status: 502, code: 'internal-error' };
  }
}

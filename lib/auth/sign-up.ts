import 'server-only';
// Server side: create an email-and-password account with firebase-admin, after checking the
// password against the same policy the browser shows. The browser then signs in with the SDK.
import { adminAuth } from './admin';
import { meetsPolicy } from './password-policy';
import type { AuthRouteErrorCode } from './route-errors';
import { projectPasswordPolicy, resetPasswordPolicyCache } from './server-password-policy';

export type SignUpInput = { email: string; password: string; displayName?: string };

/** `existing`: the address already has an account (answered like a new one; see the route). */
export type SignUpResult =
  | { ok: true; uid: string }
  | { ok: true; existing: true }
  | { ok: false; status: number; code: AuthRouteErrorCode };

// firebase-admin's codes for what the visitor can fix; anything else is our problem (500).
const refusals: Record<string, { status: number; code: AuthRouteErrorCode }> = {
  'auth/invalid-email': { status: 400, code: 'invalid-email' },
  'auth/invalid-password': { status: 400, code: 'password-does-not-meet-requirements' },
  'auth/password-does-not-meet-requirements': { status: 400, code: 'password-does-not-meet-requirements' },
  'auth/invalid-display-name': { status: 400, code: 'validation' },
  'auth/too-many-requests': { status: 429, code: 'too-many-requests' },
};

export async function createAccount(input: SignUpInput): Promise<SignUpResult> {
  const policy = await projectPasswordPolicy();
  if (!meetsPolicy(policy, input.password))
    return { ok: false, status: 400, code: 'password-does-not-meet-requirements' };
  try {
    const user = await adminAuth().createUser({
      email: input.email,
      password: input.password,
      emailVerified: false,
      ...(input.displayName ? { displayName: input.displayName } : {}),
    });
    return { ok: true, uid: user.uid };
  } catch (error) {
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    if (code === 'auth/email-already-exists') return { ok: true, existing: true };
    const refusal = refusals[code];
    if (refusal?.code === 'password-does-not-meet-requirements') resetPasswordPolicyCache();
    if (refusal) return { ok: false, ...refusal };
    console.error('sign-up: createUser failed', error);
    return { ok: false, status: 500, code: 'internal-error' };
  }
}

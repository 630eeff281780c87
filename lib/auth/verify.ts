import 'server-only';
// Server only: verify a Firebase ID token or a session cookie and mint session cookies.
// Every failure (forged, expired, revoked, disabled, malformed) reads the same to callers: null.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './admin';

export type AuthUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /** When the user last signed in with a credential (s since epoch), for "recent login" checks. */
  authTime: number;
  /** How the request proved who it is. */
  via: 'bearer' | 'cookie';
};

export type VerifyOptions = { checkRevoked?: boolean };

/** Session cookies last five days; the client renews them while the visitor stays signed in. */
export const sessionMaxAgeSeconds = 5 * 24 * 60 * 60;
/** A sign-in counts as recent for this long (deleting the account needs one). */
export const recentLoginSeconds = 5 * 60;

function toUser(token: DecodedIdToken, via: AuthUser['via']): AuthUser {
  return {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified ?? false,
    name: typeof token.name === 'string' ? token.name : null,
    picture: token.picture ?? null,
    authTime: token.auth_time,
    via,
  };
}

export async function verifyIdToken(idToken: string, options: VerifyOptions = {}): Promise<AuthUser | null> {
  if (!idToken || idToken.length > 8192) return null;
  try {
    return toUser(await adminAuth().verifyIdToken(idToken, options.checkRevoked ?? false), 'bearer');
  } catch {
    return null;
  }
}

export async function verifySessionCookie(
  cookie: string,
  options: VerifyOptions = {},
): Promise<AuthUser | null> {
  if (!cookie || cookie.length > 8192) return null;
  try {
    return toUser(await adminAuth().verifySessionCookie(cookie, options.checkRevoked ?? false), 'cookie');
  } catch {
    return null;
  }
}

/** A session cookie for a freshly verified (and not revoked) ID token, or null. */
export async function createSessionCookie(idToken: string): Promise<string | null> {
  const user = await verifyIdToken(idToken, { checkRevoked: true });
  if (!user) return null;
  try {
    return await adminAuth().createSessionCookie(idToken, { expiresIn: sessionMaxAgeSeconds * 1000 });
  } catch {
    return null;
  }
}

export function isRecentLogin(user: AuthUser, nowMs = Date.now()): boolean {
  return nowMs / 1000 - user.authTime <= recentLoginSeconds;
}

/** The uid behind a session cookie value (revocation checked), for code that only needs the id. */
export async function userIdFromSessionCookie(value: string | undefined): Promise<string | null> {
  return value ? ((await verifySessionCookie(value, { checkRevoked: true }))?.uid ?? null) : null;
}

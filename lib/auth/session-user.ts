import 'server-only';
import { cookies } from 'next/headers';
import { sessionCookieName } from './cookie';
import { verifySessionCookie, type AuthUser, type VerifyOptions } from './verify';

/** The signed-in user of the current request for server components and pages, or null. */
export async function getSessionUser(options: VerifyOptions = {}): Promise<AuthUser | null> {
  const value = (await cookies()).get(sessionCookieName)?.value;
  return value ? verifySessionCookie(value, options) : null;
}

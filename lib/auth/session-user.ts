import 'server-only';
import { cookies } from 'next/headers';
import { env } from '../env';
import { sessionCookieNameFor, siteIsHttps } from './cookie';
import { verifySessionCookie, type AuthUser, type VerifyOptions } from './verify';

/** The signed-in user of the current request for server components and pages, or null. */
export async function getSessionUser(options: VerifyOptions = {}): Promise<AuthUser | null> {
  const value = (await cookies()).get(sessionCookieNameFor(siteIsHttps(env().SITE_URL)))?.value;
  return value ? verifySessionCookie(value, options) : null;
}

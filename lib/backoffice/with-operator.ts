import 'server-only';
// Server only: the one gate of the back office. Every /api/admin/ route is wrapped by
// withOperator() and every /admin/ page calls operatorFromCookie(); neither ever parses a token.
// Only the session cookie counts (no bearer tokens: the back office is a browser app), its
// revocation is checked, and the role is read from the user record itself rather than from the
// claims frozen into the cookie, so granting or revoking takes effect on the very next request.
import { adminAuth } from '../auth/admin';
import { readCookie, sessionCookieNameFor, siteIsHttps } from '../auth/cookie';
import { verifySessionCookie } from '../auth/verify';
import { env } from '../env';
import { apiError } from '../http/api-error';
import { getRateLimiter } from '../rate-limit';
import { comesFromOwnOrigin } from '../security/origin-check';
import { hasOperatorClaim } from './operator-claim';

export type Operator = { uid: string; email: string | null };

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const noStore = { 'Cache-Control': 'no-store' };

type Resolution = { kind: 'anonymous' } | { kind: 'not-operator' } | { kind: 'operator'; operator: Operator };

async function resolve(cookie: string | null | undefined): Promise<Resolution> {
  const user = cookie ? await verifySessionCookie(cookie, { checkRevoked: true }) : null;
  if (!user) return { kind: 'anonymous' };
  try {
    const record = await adminAuth().getUser(user.uid);
    if (record.disabled || !hasOperatorClaim(record.customClaims)) return { kind: 'not-operator' };
    return { kind: 'operator', operator: { uid: user.uid, email: record.email ?? user.email } };
  } catch {
    return { kind: 'not-operator' };
  }
}

/** The operator behind a session cookie value, or null (no cookie, forged, revoked, disabled, no role). */
export async function operatorFromCookie(cookie: string | null | undefined): Promise<Operator | null> {
  const found = await resolve(cookie);
  return found.kind === 'operator' ? found.operator : null;
}

/** The session cookie's value on a request (the https name only on https sites). */
export function sessionCookieOf(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), sessionCookieNameFor(siteIsHttps(env().SITE_URL)));
}

type Handler<C> = (request: Request, ctx: { operator: Operator; context: C }) => Response | Promise<Response>;

/**
 * Wraps an admin route: 401 without a valid session, 404 for a signed-in non-operator (the back
 * office does not admit it exists), 403 for a cross-origin mutation, 429 past the admin bucket.
 */
export function withOperator<C = unknown>(handler: Handler<C>) {
  return async (request: Request, context: C): Promise<Response> => {
    const mutation = !safeMethods.has(request.method.toUpperCase());
    if (mutation && !comesFromOwnOrigin(request, env().SITE_URL)) {
      return apiError(403, 'forbidden-origin', 'Cross-origin request refused.', { headers: noStore });
    }
    const found = await resolve(sessionCookieOf(request));
    if (found.kind === 'anonymous') return apiError(401, 'unauthorized', 'Sign in to continue.', { headers: noStore });
    if (found.kind === 'not-operator') return apiError(404, 'not-found', 'Not found.', { headers: noStore });
    const { operator } = found;
    if (mutation) {
      const limit = await getRateLimiter().check('admin', request, operator.uid);
      if (!limit.allowed) {
        return apiError(429, 'rate-limited', 'Too many requests.', {
          headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) },
        });
      }
    }
    const response = await handler(request, { operator, context });
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}

import 'server-only';
// Server only: the one place route handlers learn who is calling. A handler wrapped by
// withUser() receives a verified user (bearer ID token or session cookie) and never parses tokens.
import { env } from '../env';
import { apiError } from '../http/api-error';
import { comesFromOwnOrigin } from '../security/origin-check';
import { readCookie, sessionCookieNameFor, siteIsHttps } from './cookie';
import { verifyIdToken, verifySessionCookie, type AuthUser, type VerifyOptions } from './verify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Same-origin check for cookie-authenticated mutations (cookies ride along on cross-site requests).
 * The rule lives in lib/security/origin-check.ts, which proxy.ts also applies to every /api/ mutation.
 */
export function isSameOrigin(request: Request, siteUrl = env().SITE_URL): boolean {
  return comesFromOwnOrigin(request, siteUrl);
}

/**
 * The verified user behind a request, or null. A bearer token wins over the cookie; a cookie only
 * counts for a mutation when the request comes from our own origin.
 */
export async function requestUser(request: Request, options: VerifyOptions = {}): Promise<AuthUser | null> {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return verifyIdToken(bearer, options);
  const cookie = readCookie(request.headers.get('cookie'), sessionCookieNameFor(siteIsHttps(env().SITE_URL)));
  if (!cookie) return null;
  if (!safeMethods.has(request.method.toUpperCase()) && !isSameOrigin(request)) return null;
  return verifySessionCookie(cookie, options);
}

export type WithUserOptions = {
  /** Answer 401 when nobody is signed in (default true). */
  required?: boolean;
  /** Also ask the provider whether the session was revoked or the account disabled (sensitive actions). */
  checkRevoked?: boolean;
};

type Handler<C, U> = (request: Request, ctx: { user: U; context: C }) => Response | Promise<Response>;

export function withUser<C = unknown>(
  handler: Handler<C, AuthUser>,
  options?: WithUserOptions & { required?: true },
): (request: Request, context: C) => Promise<Response>;
export function withUser<C = unknown>(
  handler: Handler<C, AuthUser | null>,
  options: WithUserOptions & { required: false },
): (request: Request, context: C) => Promise<Response>;
export function withUser<C>(
  handler: Handler<C, AuthUser> | Handler<C, AuthUser | null>,
  options: WithUserOptions = {},
) {
  const required = options.required ?? true;
  return async (request: Request, context: C): Promise<Response> => {
    const user = await requestUser(request, { checkRevoked: options.checkRevoked ?? false });
    if (!user && required) {
      return apiError(401, 'unauthorized', 'Sign in to continue.', {
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    // Sound: a handler typed for AuthUser only runs when required (the overloads tie the two).
    return (handler as Handler<C, AuthUser | null>)(request, { user, context });
  };
}

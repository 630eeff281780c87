// Cross-site request forgery guard for cookie-authenticated API mutations. The session cookie is
// SameSite=Lax, which already keeps it off most cross-site POSTs, but not off requests from a
// sibling subdomain ("same-site") or from browsers that ignore SameSite; so every mutation that
// carries the cookie must also prove it comes from our own pages. proxy.ts runs this for every
// /api/ request that has the cookie (its matcher), so no route can forget it.
import { readCookie, sessionCookieNames } from '../auth/cookie';
import { apiError } from '../http/api-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Paths called server to server, authenticated by their own signature and never by our cookie;
 * a cookie that happens to ride along must not make the provider's retries fail.
 */
const exemptPrefixes = ['/api/webhooks/'];

/**
 * The origin the browser addressed: its Host header with the request's scheme. Next builds
 * `request.url` from the server's own host name (serve.mjs: localhost), so a visitor on
 * http://127.0.0.1:3000/ would otherwise look cross-site to a page of the very same origin. A
 * forged request cannot borrow this: the victim's browser sends our Host with the forger's Origin.
 */
export function addressedOrigin(request: Request): string | null {
  const host = request.headers.get('host');
  if (!host) return null;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const scheme =
    forwarded === 'http' || forwarded === 'https' ? `${forwarded}:` : new URL(request.url).protocol;
  try {
    return new URL(`${scheme}//${host}`).origin;
  } catch {
    return null; // a malformed Host header adds nothing
  }
}

/** Origins a mutation may come from: the configured public origin and the one the request reached. */
export function allowedOrigins(request: Request, siteUrl: string): Set<string> {
  const origins = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  const addressed = addressedOrigin(request);
  if (addressed) origins.add(addressed);
  return origins;
}

/**
 * True when a state-changing request proves it was sent by our own pages: an `Origin` header equal
 * to an allowed origin, or (browsers that leave Origin out) `Sec-Fetch-Site: same-origin`.
 * An Origin that is present but foreign, or the opaque "null", is never outweighed by other headers.
 */
export function comesFromOwnOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return allowedOrigins(request, siteUrl).has(origin);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/** Whether the request is a mutation authenticated by the session cookie (and so forgeable). */
export function isCookieMutation(request: Request): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return false;
  const { pathname } = new URL(request.url);
  if (exemptPrefixes.some((prefix) => pathname.startsWith(prefix))) return false;
  const header = request.headers.get('cookie');
  return sessionCookieNames.some((name) => readCookie(header, name) !== null);
}

/** The 403 for a cookie-carrying mutation from elsewhere, or null when the request may proceed. */
export function forbiddenOriginResponse(request: Request, siteUrl: string): Response | null {
  if (!isCookieMutation(request) || comesFromOwnOrigin(request, siteUrl)) return null;
  return apiError(403, 'forbidden-origin', 'Cross-site request refused: send it from the site itself.', {
    headers: { 'Cache-Control': 'no-store', Vary: 'Origin' },
  });
}

import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { sessionCookieNames } from './lib/auth/cookie';
import { parseOrderQuery } from './lib/commerce/order-query';
import { detectLocale } from './lib/i18n/detect';
import { localeCookie } from './lib/i18n/locales';
import { isEnglishOnly, localePath, splitLocale } from './lib/i18n/paths';
import { routing } from './lib/i18n/routing';
import { env } from './lib/env';
import { forbiddenOriginResponse } from './lib/security/origin-check';
import { withContentSecurityPolicy } from './lib/security/proxy-security';

const intl = createIntlMiddleware(routing);

/**
 * A rewrite target no route matches. Unmatched URLs get the global 404 page, which Next renders
 * fully on the server; notFound() thrown from a page only sends an empty shell (vercel/next.js#62228),
 * so requests we can already tell are 404 are answered here.
 */
const NOT_FOUND_PATH = '/_not-found-page/';

/** Pages outside the locale tree whose query we validate before rendering. */
const queryValidators: Record<string, (params: URLSearchParams) => boolean> = {
  '/order/': (params) => parseOrderQuery(params) !== null,
  '/invoice/': (params) => parseOrderQuery(params) !== null,
};

function route(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Forwarded so the render sees the CSP nonce the security wrapper put on the request.
  const forward = { request: { headers: request.headers } };

  // The tools pages have no locale; they only pass through for their security headers.
  if (pathname.startsWith('/tools/')) return NextResponse.next(forward);

  // The back office has no locale either. Without any session cookie it cannot be an operator:
  // answered with the full 404 page here; with one, the page checks the role itself.
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    const signedIn = sessionCookieNames.some((name) => request.cookies.has(name));
    return signedIn ? NextResponse.next(forward) : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), forward);
  }

  const validate = queryValidators[pathname];
  if (validate) {
    return validate(request.nextUrl.searchParams)
      ? NextResponse.next(forward)
      : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), forward);
  }

  // Locale detection on the root only; the spec asks for 302 (next-intl would answer 307).
  if (pathname === '/') {
    const locale = detectLocale(request.cookies.get(localeCookie.name)?.value, request.headers.get('accept-language'));
    if (locale !== routing.defaultLocale) {
      const response = NextResponse.redirect(new URL(`${localePath(locale, '/')}${search}`, request.url), 302);
      response.headers.set('Vary', 'Cookie, Accept-Language');
      return response;
    }
  }

  const { locale, rest } = splitLocale(pathname);
  // /en/help/ is the same page as /help/.
  if (locale === routing.defaultLocale) {
    return NextResponse.redirect(new URL(`${rest}${search}`, request.url), 308);
  }
  // English-only landing pages have no translated variant.
  if (locale && isEnglishOnly(rest)) {
    return intl(withPath(request, `/${locale}${NOT_FOUND_PATH}`));
  }
  return intl(request);
}

/** Every page response carries the Content-Security-Policy (nonce per request, hashes for static pages). */
const secured = withContentSecurityPolicy(route);

export default function proxy(request: NextRequest) {
  // API requests reach the proxy only when they carry the session cookie (see the matcher):
  // cookie-authenticated mutations must come from our own origin.
  if (request.nextUrl.pathname.startsWith('/api/')) {
    return forbiddenOriginResponse(request, env().SITE_URL) ?? NextResponse.next();
  }
  return secured(request);
}

function withPath(request: NextRequest, pathname: string): NextRequest {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return new NextRequest(url, request);
}

export const config = {
  // Everything but API routes, Next internals and files.
  matcher: [
    '/((?!api|_next|_vercel|.*\\..*).*)',
    // API requests only with the session cookie, for the origin check (others skip the proxy).
    { source: '/api/:path*', has: [{ type: 'cookie', key: '__session' }] },
    // The https name (lib/auth/cookie.ts); the matcher must be a literal, so both are spelled out.
    { source: '/api/:path*', has: [{ type: 'cookie', key: '__Host-session' }] },
  ],
};

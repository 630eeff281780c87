import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy from '../../proxy';
import { comesFromOwnOrigin, forbiddenOriginResponse, isCookieMutation } from './origin-check';

// next-intl's middleware cannot load under Vitest (it imports "next/server" without an extension);
// the API branch never reaches it, and a page request would show up as this marker.
vi.mock('next-intl/middleware', () => ({
  default: () => () => NextResponse.next({ headers: { 'x-test-intl': '1' } }),
}));

const site = 'https://greeting.studio';

function request(
  url: string,
  init: { method?: string; cookie?: string | null; origin?: string; fetchSite?: string } = {},
): Request {
  const headers = new Headers();
  if (init.cookie !== null) headers.set('cookie', init.cookie ?? 'i18n_redirected=de; __session=abc.def');
  if (init.origin) headers.set('origin', init.origin);
  if (init.fetchSite) headers.set('sec-fetch-site', init.fetchSite);
  return new Request(url, { method: init.method ?? 'POST', headers });
}

describe('origin check for cookie-authenticated mutations', () => {
  it('accepts our configured origin and the origin the request reached', () => {
    expect(comesFromOwnOrigin(request(`${site}/api/orders/`, { origin: site }), site)).toBe(true);
    // Behind a proxy that keeps the Host header, or a local run on another port.
    const local = request('http://localhost:3430/api/orders/', { origin: 'http://localhost:3430' });
    expect(comesFromOwnOrigin(local, site)).toBe(true);
  });

  it('accepts a page of the host name the visitor used, whatever SITE_URL names (127.0.0.1 vs localhost)', () => {
    // Next hands the proxy a URL built from its own host name, not the one the browser used.
    const local = 'http://localhost:3000';
    const at = (host: string, origin: string, extra: Record<string, string> = {}) =>
      new Request(`${local}/api/auth/session/`, {
        method: 'POST',
        headers: { host, origin, cookie: '__session=abc', ...extra },
      });
    expect(comesFromOwnOrigin(at('127.0.0.1:3000', 'http://127.0.0.1:3000'), local)).toBe(true);
    expect(forbiddenOriginResponse(at('127.0.0.1:3000', 'http://127.0.0.1:3000'), local)).toBeNull();
    expect(comesFromOwnOrigin(at('[::1]:3000', 'http://[::1]:3000'), local)).toBe(true);
    // Behind a TLS-terminating proxy that keeps the Host header.
    const proxied = at('shop.example', 'https://shop.example', { 'x-forwarded-proto': 'https' });
    expect(comesFromOwnOrigin(proxied, 'https://greeting.studio')).toBe(true);
    // The Host names the page's own origin only: a foreign Origin stays foreign.
    expect(comesFromOwnOrigin(at('127.0.0.1:3000', 'http://localhost:3001'), local)).toBe(false);
    expect(comesFromOwnOrigin(at('127.0.0.1:3000', 'https://evil.example'), local)).toBe(false);
    expect(comesFromOwnOrigin(at('127.0.0.1:3000', 'https://127.0.0.1:3000'), local)).toBe(false);
    expect(comesFromOwnOrigin(at('not a host/', 'http://127.0.0.1:3000'), local)).toBe(false);
  });

  it('accepts Sec-Fetch-Site: same-origin when the browser sent no Origin', () => {
    expect(comesFromOwnOrigin(request(`${site}/api/orders/`, { fetchSite: 'same-origin' }), site)).toBe(true);
  });

  it('refuses foreign, look-alike and opaque origins, whatever Sec-Fetch-Site says', () => {
    for (const origin of [
      'https://evil.example',
      'https://greeting.studio.evil.example',
      'http://greeting.studio', // the same host over http is another origin
      'https://shop.greeting.studio', // same site, other origin
      'https://greeting.studio:8443',
      'null',
    ]) {
      const r = request(`${site}/api/orders/`, { origin, fetchSite: 'same-origin' });
      expect(comesFromOwnOrigin(r, site), origin).toBe(false);
    }
    expect(comesFromOwnOrigin(request(`${site}/api/orders/`, { fetchSite: 'same-site' }), site)).toBe(false);
    expect(comesFromOwnOrigin(request(`${site}/api/orders/`, { fetchSite: 'cross-site' }), site)).toBe(false);
    expect(comesFromOwnOrigin(request(`${site}/api/orders/`), site)).toBe(false);
  });

  it('applies to cookie-carrying POST, PUT, PATCH and DELETE only', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post'])
      expect(isCookieMutation(request(`${site}/api/auth/account/`, { method })), method).toBe(true);
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(isCookieMutation(request(`${site}/api/orders/`, { method })), method).toBe(false);
    // No session cookie: nothing for a forger to borrow (bearer tokens are not sent automatically).
    expect(isCookieMutation(request(`${site}/api/cart/quote/`, { cookie: 'i18n_redirected=de' }))).toBe(
      false,
    );
    expect(isCookieMutation(request(`${site}/api/cart/quote/`, { cookie: null }))).toBe(false);
    // The https session cookie (lib/auth/cookie.ts) is checked the same way.
    expect(
      isCookieMutation(request(`${site}/api/auth/account/`, { method: 'POST', cookie: '__Host-session=x' })),
    ).toBe(true);
  });

  it('exempts the payment webhooks, which providers call server to server', () => {
    expect(forbiddenOriginResponse(request(`${site}/api/webhooks/stripe/`), site)).toBeNull();
  });

  it('answers 403 { error: { code: "forbidden-origin" } } to a forged mutation', async () => {
    const response = forbiddenOriginResponse(
      request(`${site}/api/auth/account/`, { method: 'DELETE', origin: 'https://evil.example' }),
      site,
    );
    expect(response?.status).toBe(403);
    expect(response?.headers.get('cache-control')).toBe('no-store');
    const body = (await response?.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('forbidden-origin');
    expect(body.error.message).toMatch(/cross-site/i);
    expect(forbiddenOriginResponse(request(`${site}/api/auth/account/`, { origin: site }), site)).toBeNull();
  });
});

describe('proxy on /api/', () => {
  // The test environment's SITE_URL is the default http://localhost:3000.
  it('refuses a cross-site mutation with the session cookie before any route runs', async () => {
    const forged = new NextRequest('http://localhost:3000/api/checkout/', {
      method: 'POST',
      headers: { cookie: '__session=abc', origin: 'https://evil.example' },
    });
    const response = await proxy(forged);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden-origin');
  });

  it('passes our own mutations and safe requests through untouched', async () => {
    const own = new NextRequest('http://localhost:3000/api/checkout/', {
      method: 'POST',
      headers: { cookie: '__session=abc', origin: 'http://localhost:3000' },
    });
    const read = new NextRequest('http://localhost:3000/api/orders/', {
      headers: { cookie: '__session=abc', origin: 'https://evil.example' },
    });
    for (const r of [own, read]) {
      const response = await proxy(r);
      // NextResponse.next(): continue to the route, no CSP rewrite or locale redirect on the API.
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-test-intl')).toBeNull();
    }
  });
});

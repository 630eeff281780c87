import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { withContentSecurityPolicy } from './proxy-security';
import type { PrerenderedPages } from './static-script-hashes';

const pages: PrerenderedPages = {
  scriptHashes: (path) => (path === '/en/help/' || path === '/en/help' ? ["'sha256-HELP'"] : null),
};

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('withContentSecurityPolicy', () => {
  it('hands the render a request whose CSP carries the nonce the response announces', async () => {
    let seen: string | null = null;
    const proxy = withContentSecurityPolicy((request) => {
      seen = request.headers.get('content-security-policy');
      return NextResponse.next({ request: { headers: request.headers } });
    }, pages);
    const response = await proxy(new NextRequest('http://localhost/order/?id=abcdefgh'));
    const policy = response.headers.get('content-security-policy');
    expect(nonceOf(seen)).toBeTruthy();
    expect(nonceOf(policy)).toBe(nonceOf(seen));
    // A dynamic page: no hashes needed.
    expect(policy).not.toContain('sha256-');
  });

  it('adds the hashes of the prerendered page the proxy rewrote to', async () => {
    const proxy = withContentSecurityPolicy(
      (request) => NextResponse.rewrite(new URL('/en/help/', request.url)),
      pages,
    );
    const policy = (await proxy(new NextRequest('http://localhost/help/'))).headers.get(
      'content-security-policy',
    );
    expect(policy).toContain("'sha256-HELP'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-HELP'/);
  });

  it('uses a fresh nonce per request and also covers redirects', async () => {
    const proxy = withContentSecurityPolicy(
      (request) => NextResponse.redirect(new URL('/help/', request.url), 308),
      pages,
    );
    const a = await proxy(new NextRequest('http://localhost/en/help/'));
    const b = await proxy(new NextRequest('http://localhost/en/help/'));
    expect(a.status).toBe(308);
    expect(nonceOf(a.headers.get('content-security-policy'))).not.toBe(
      nonceOf(b.headers.get('content-security-policy')),
    );
  });
});

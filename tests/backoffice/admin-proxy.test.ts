// /admin/ in the proxy: never locale-rewritten (no /en/admin/, no next-intl), answered with the
// full 404 page when no session cookie could possibly belong to an operator, and the admin API
// still gets the site's origin check for cookie-carrying mutations.
import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';

vi.mock('next-intl/middleware', () => ({
  default: () => () => NextResponse.next({ headers: { 'x-test-intl': '1' } }),
}));

const page = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

describe('proxy on /admin/', () => {
  it('rewrites an anonymous visitor to the 404 page', async () => {
    for (const path of ['/admin/', '/admin/orders/', '/admin']) {
      const response = await proxy(page(path));
      expect(response.headers.get('x-middleware-rewrite'), path).toContain('/_not-found-page/');
      expect(response.headers.get('x-test-intl')).toBeNull();
    }
  });

  it('passes a signed-in visitor to the page (which checks the role) without the locale middleware', async () => {
    const response = await proxy(page('/admin/orders/', '__session=abc'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-test-intl')).toBeNull();
  });

  it('refuses a cross-site admin mutation carrying the cookie (CSRF)', async () => {
    const forged = new NextRequest('http://localhost:3000/api/admin/orders/x/refund/', {
      method: 'POST',
      headers: { cookie: '__session=abc', origin: 'https://evil.example' },
    });
    expect((await proxy(forged)).status).toBe(403);
  });
});

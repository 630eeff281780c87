// The gate of the back office: only a verified, non-revoked session of a user whose record carries
// `operator: true` passes; everyone else learns nothing (401 / 404), cross-origin mutations and
// floods are refused before the handler runs.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const records = new Map<string, { disabled: boolean; customClaims?: Record<string, unknown>; email?: string }>();
const revoked = new Set<string>();

vi.mock('@/lib/auth/verify', () => ({
  // "uid:<id>" stands for a valid session cookie of <id>; revoked ones fail like Firebase's check.
  verifySessionCookie: (cookie: string, options: { checkRevoked?: boolean }) => {
    const uid = cookie.startsWith('uid:') ? cookie.slice(4) : null;
    if (!uid || (options.checkRevoked && revoked.has(uid))) return Promise.resolve(null);
    return Promise.resolve({ uid, email: null, emailVerified: true, name: null, picture: null, authTime: 0, via: 'cookie' });
  },
}));
vi.mock('@/lib/auth/admin', () => ({
  adminAuth: () => ({
    getUser: (uid: string) => {
      const record = records.get(uid);
      return record ? Promise.resolve(record) : Promise.reject(new Error('auth/user-not-found'));
    },
  }),
}));

const { withOperator } = await import('./with-operator');

const handler = withOperator((_request, { operator }) => Response.json({ uid: operator.uid }));

function request(cookie: string | null, init: { method?: string; origin?: string } = {}) {
  const headers = new Headers({ host: 'localhost:3000' });
  if (cookie) headers.set('cookie', `__session=${encodeURIComponent(cookie)}`);
  if (init.origin) headers.set('origin', init.origin);
  return new Request('http://localhost:3000/api/admin/ping/', { method: init.method ?? 'GET', headers });
}

beforeEach(() => {
  records.clear();
  revoked.clear();
  records.set('op', { disabled: false, customClaims: { operator: true }, email: 'op@example.com' });
  records.set('customer', { disabled: false, customClaims: {} });
  records.set('stringy', { disabled: false, customClaims: { operator: 'true' } });
  records.set('gone', { disabled: true, customClaims: { operator: true } });
});

describe('withOperator', () => {
  it('lets an operator through with no-store', async () => {
    const response = await handler(request('uid:op'), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: 'op' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 to an anonymous visitor and to a forged cookie', async () => {
    expect((await handler(request(null), undefined)).status).toBe(401);
    expect((await handler(request('forged.jwt.value'), undefined)).status).toBe(401);
  });

  it('answers 404 to a customer, a non-boolean claim and a disabled operator', async () => {
    for (const uid of ['customer', 'stringy', 'gone', 'unknown']) {
      const response = await handler(request(`uid:${uid}`), undefined);
      expect(response.status, uid).toBe(404);
    }
  });

  it('reads the role from the user record, not the cookie: revoking bites on the next request', async () => {
    expect((await handler(request('uid:op'), undefined)).status).toBe(200);
    records.set('op', { disabled: false, customClaims: {} });
    revoked.add('op');
    expect((await handler(request('uid:op'), undefined)).status).toBe(401);
    revoked.clear();
    expect((await handler(request('uid:op'), undefined)).status).toBe(404);
  });

  it('refuses a cross-origin mutation (CSRF) and accepts a same-origin one', async () => {
    const forged = await handler(request('uid:op', { method: 'POST', origin: 'https://evil.example' }), undefined);
    expect(forged.status).toBe(403);
    const bare = await handler(request('uid:op', { method: 'POST' }), undefined);
    expect(bare.status).toBe(403);
    const own = await handler(request('uid:op', { method: 'POST', origin: 'http://localhost:3000' }), undefined);
    expect(own.status).toBe(200);
  });

  it('rate-limits mutations per operator', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await handler(request('uid:op', { method: 'POST', origin: 'http://localhost:3000' }), undefined);
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  });
});

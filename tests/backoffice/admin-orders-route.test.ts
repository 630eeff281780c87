// GET /api/admin/orders/ through its real route module: operators get the search as JSON; no
// session, a forged token carrying `operator: true`, and a customer's session learn nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, orders } from '@/lib/db/schema';

const opened = openDb({ inMemory: true });

vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => (await opened).db,
}));
vi.mock('@/lib/auth/verify', () => ({
  // Only "uid:<id>" is a session Firebase would accept; anything else (a self-signed JWT included) is not.
  verifySessionCookie: (cookie: string) =>
    Promise.resolve(cookie.startsWith('uid:') ? { uid: cookie.slice(4), email: null, emailVerified: true, name: null, picture: null, authTime: 0, via: 'cookie' } : null),
}));
vi.mock('@/lib/auth/admin', () => ({
  adminAuth: () => ({
    getUser: (uid: string) => Promise.resolve({ disabled: false, email: `${uid}@example.com`, customClaims: uid === 'op' ? { operator: true } : {} }),
  }),
}));

const { GET } = await import('@/app/api/admin/orders/route');
let db: Db;

beforeAll(async () => {
  db = (await opened).db;
  await db.insert(customers).values({ id: 'c1', email: 'find.me@example.com', name: 'Find Me', country: 'DE' });
  await db.insert(orders).values({
    id: 'o1', reference: 'ZZZZ-0001', status: 'ready', customerId: 'c1', email: 'find.me@example.com', locale: 'en', currency: 'EUR',
    country: 'DE', vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190, tokenHash: 'h', tokenSealed: 's',
  });
}, 120_000);
afterAll(async () => (await opened).close());

const get = (query: string, cookie?: string) =>
  GET(new Request(`http://localhost:3000/api/admin/orders/${query}`, { headers: cookie ? { cookie: `__session=${cookie}` } : {} }), undefined);

describe('GET /api/admin/orders/', () => {
  it('answers an operator with the matching orders', async () => {
    const response = await get('?q=FIND.ME@example.com', 'uid:op');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { rows: { reference: string; name: string }[]; next: string | null };
    expect(body.rows).toMatchObject([{ reference: 'ZZZZ-0001', name: 'Find Me' }]);
    expect(body.next).toBeNull();
  });

  it('refuses a bad parameter with 400', async () => {
    const response = await get('?status=shipped', 'uid:op');
    expect(response.status).toBe(400);
  });

  it('answers 401 without a session and to a forged token claiming operator', async () => {
    expect((await get('?q=find')).status).toBe(401);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'op', operator: true })}.`;
    const response = await get('?q=find', forged);
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain('ZZZZ');
  });

  it('answers 404 to a signed-in customer', async () => {
    const response = await get('?q=find', 'uid:customer');
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).not.toContain('ZZZZ');
  });
});

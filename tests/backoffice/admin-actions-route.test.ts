// The admin action routes through their real modules: an operator's same-origin POST works and is
// idempotent; a cross-origin POST (CSRF), a customer and a visitor without a session are refused
// before anything changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, orders } from '@/lib/db/schema';
import { orderAudit } from '@/lib/backoffice/audit';

const opened = openDb({ inMemory: true });
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => (await opened).db,
}));
vi.mock('@/lib/auth/verify', () => ({
  verifySessionCookie: (cookie: string) =>
    Promise.resolve(cookie.startsWith('uid:') ? { uid: cookie.slice(4), email: null, emailVerified: true, name: null, picture: null, authTime: 0, via: 'cookie' } : null),
}));
vi.mock('@/lib/auth/admin', () => ({
  adminAuth: () => ({
    getUser: (uid: string) => Promise.resolve({ disabled: false, email: `${uid}@example.com`, customClaims: uid === 'op' ? { operator: true } : {} }),
  }),
}));

const cancel = (await import('@/app/api/admin/orders/[id]/cancel/route')).POST;
const alert = (await import('@/app/api/admin/orders/[id]/alert/route')).POST;
const refund = (await import('@/app/api/admin/orders/[id]/refund/route')).POST;
let db: Db;

beforeAll(async () => {
  db = (await opened).db;
  await db.insert(customers).values({ id: 'c1', email: 'b@example.com', name: 'B', country: 'DE' });
  for (const [id, status, flag] of [['o1', 'pending', null], ['o2', 'ready', 'refund-failed']] as const) {
    await db.insert(orders).values({
      id, reference: `R-${id}`, status, customerId: 'c1', email: 'b@example.com', locale: 'en', currency: 'EUR', country: 'DE',
      vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190, tokenHash: `h-${id}`, tokenSealed: 's', alert: flag,
    });
  }
}, 120_000);
afterAll(async () => (await opened).close());

function post(path: string, init: { cookie?: string; origin?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000' };
  if (init.cookie) headers.cookie = `__session=${init.cookie}`;
  if (init.origin) headers.origin = init.origin;
  return new Request(`http://localhost:3000${path}`, { method: 'POST', headers, body: JSON.stringify(init.body ?? {}) });
}
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const own = 'http://localhost:3000';

describe('admin action routes', () => {
  it('refuses CSRF, customers and visitors without changing the order', async () => {
    expect((await cancel(post('/api/admin/orders/o1/cancel/', { cookie: 'uid:op', origin: 'https://evil.example' }), ctx('o1'))).status).toBe(403);
    expect((await cancel(post('/api/admin/orders/o1/cancel/', { cookie: 'uid:customer', origin: own }), ctx('o1'))).status).toBe(404);
    expect((await cancel(post('/api/admin/orders/o1/cancel/', { origin: own }), ctx('o1'))).status).toBe(401);
    expect((await db.select().from(orders).where(eq(orders.id, 'o1')))[0]?.status).toBe('pending');
  });

  it('cancels a pending order idempotently and refuses a paid one', async () => {
    const first = await cancel(post('/api/admin/orders/o1/cancel/', { cookie: 'uid:op', origin: own }), ctx('o1'));
    expect(await first.json()).toEqual({ outcome: 'done' });
    const second = await cancel(post('/api/admin/orders/o1/cancel/', { cookie: 'uid:op', origin: own }), ctx('o1'));
    expect(await second.json()).toEqual({ outcome: 'unchanged' });
    expect((await cancel(post('/api/admin/orders/o2/cancel/', { cookie: 'uid:op', origin: own }), ctx('o2'))).status).toBe(409);
    expect((await cancel(post('/api/admin/orders/x/cancel/', { cookie: 'uid:op', origin: own }), ctx('x'))).status).toBe(404);
    expect(await orderAudit(db, 'o1')).toHaveLength(1);
  });

  it('marks an alert handled only with a note', async () => {
    expect((await alert(post('/api/admin/orders/o2/alert/', { cookie: 'uid:op', origin: own, body: { note: ' ' } }), ctx('o2'))).status).toBe(400);
    const done = await alert(post('/api/admin/orders/o2/alert/', { cookie: 'uid:op', origin: own, body: { note: 'Refunded in Stripe by hand' } }), ctx('o2'));
    expect(await done.json()).toEqual({ outcome: 'done' });
    expect((await orderAudit(db, 'o2'))[0]).toMatchObject({ operatorUid: 'op', note: 'Refunded in Stripe by hand' });
  });

  it('answers an oversized body 413 before the session check, and a bad body 400 naming the field', async () => {
    const big = post('/api/admin/orders/o2/refund/', { origin: own, body: { pad: 'x'.repeat(2000) } });
    big.headers.set('content-length', '2100');
    expect((await refund(big, ctx('o2'))).status).toBe(413);
    const negative = await refund(post('/api/admin/orders/o2/refund/', { cookie: 'uid:op', origin: own, body: { amount: -5 } }), ctx('o2'));
    expect(negative.status).toBe(400);
    expect(await negative.json()).toEqual({
      error: { code: 'validation', message: 'The amount must be a whole number of cents above 0.', details: { field: 'amount' } },
    });
    const badId = await refund(post('/api/admin/orders/o2/refund/', { cookie: 'uid:op', origin: own, body: { requestId: 'x' } }), ctx('o2'));
    expect(await badId.json()).toMatchObject({ error: { details: { field: 'requestId' } } });
    const blank = await alert(post('/api/admin/orders/o2/alert/', { cookie: 'uid:op', origin: own, body: {} }), ctx('o2'));
    expect(await blank.json()).toEqual({
      error: { code: 'validation', message: 'A note saying what was done is required.', details: { field: 'note' } },
    });
  });
});

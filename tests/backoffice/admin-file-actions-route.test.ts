// The fresh-links and re-render routes through their real modules: a cross-origin POST, a
// customer and a visitor are refused before anything is signed or rendered; an operator gets
// absolute links to a ready order's files, and a bad re-render body is a 400.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb } from '@/lib/db/client';
import { customers, files, orderItems, orders } from '@/lib/db/schema';
import { testGreeting } from '@/lib/orders/paid-order.test-kit';

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
const render = vi.fn(async () => []);
vi.mock('@/lib/orders/storage/service', () => ({ downloadDeps: () => ({ store: { put: vi.fn(), get: vi.fn() }, render }) }));

const links = (await import('@/app/api/admin/orders/[id]/links/route')).POST;
const reRender = (await import('@/app/api/admin/orders/[id]/re-render/route')).POST;
const own = 'http://localhost:3000';

beforeAll(async () => {
  const { db } = await opened;
  await db.insert(customers).values({ id: 'c1', email: 'b@example.com', name: 'B', country: 'DE' });
  await db.insert(orders).values({
    id: 'o1', reference: 'R-o1', status: 'ready', customerId: 'c1', email: 'b@example.com', locale: 'en', currency: 'EUR', country: 'DE',
    vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190, tokenHash: 'h', tokenSealed: 's',
  });
  await db.insert(orderItems).values({ id: 'i1', orderId: 'o1', position: 0, spec: testGreeting as never, presets: ['universal-mp3'], words: 4, tier: 'standard', unitPrice: 1000, discount: 0, net: 1000, vat: 190, gross: 1190 } as never);
  await db.insert(files).values({ id: 'f1', orderId: 'o1', orderItemId: 'i1', preset: 'universal-mp3', name: 'greeting.mp3', mime: 'audio/mpeg', size: 3, storageKey: 'o1/f1-greeting.mp3', sha256: 'x' });
}, 120_000);
afterAll(async () => (await opened).close());

function post(path: string, init: { cookie?: string; origin?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000' };
  if (init.cookie) headers.cookie = `__session=${init.cookie}`;
  if (init.origin) headers.origin = init.origin;
  return new Request(`${own}${path}`, { method: 'POST', headers, body: JSON.stringify(init.body ?? {}) });
}
const ctx = { params: Promise.resolve({ id: 'o1' }) };

describe('admin file action routes', () => {
  it('refuses CSRF, customers and visitors before signing or rendering', async () => {
    for (const route of [links, reRender]) {
      expect((await route(post('/x', { cookie: 'uid:op', origin: 'https://evil.example' }), ctx)).status).toBe(403);
      expect((await route(post('/x', { cookie: 'uid:customer', origin: own }), ctx)).status).toBe(404);
      expect((await route(post('/x', { origin: own }), ctx)).status).toBe(401);
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('answers fresh absolute links to the operator', async () => {
    const response = await links(post('/api/admin/orders/o1/links/', { cookie: 'uid:op', origin: own }), ctx);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { outcome: string; links: { files: { name: string; url: string }[]; zip: string } };
    expect(body.outcome).toBe('done');
    expect(body.links.files).toEqual([{ name: 'greeting.mp3', url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/files\/f1\/\?expires=\d+&sig=/) }]);
    expect(body.links.zip).toMatch(/\/api\/orders\/o1\/zip\/\?expires=\d+&sig=/);
  });

  it('validates the re-render body and reports a render that gave nothing as a refusal', async () => {
    expect((await reRender(post('/api/admin/orders/o1/re-render/', { cookie: 'uid:op', origin: own, body: { fileId: 5 } }), ctx)).status).toBe(400);
    const refused = await reRender(post('/api/admin/orders/o1/re-render/', { cookie: 'uid:op', origin: own, body: { fileId: 'f1' } }), ctx);
    expect(refused.status).toBe(409);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

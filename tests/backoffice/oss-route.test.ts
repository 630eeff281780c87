// The OSS return through its routes on PGlite: documents of the quarter only, the USD sale
// counted once the operator has entered the ECB rate of the quarter's last day (audited).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { adminAudit, customers, invoices, orders } from '@/lib/db/schema';

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
  adminAuth: () => ({ getUser: (uid: string) => Promise.resolve({ disabled: false, email: `${uid}@example.com`, customClaims: uid === 'op' ? { operator: true } : {} }) }),
}));

const oss = (await import('@/app/api/admin/reports/oss/route')).GET;
const rates = (await import('@/app/api/admin/rates/route')).POST;
let db: Db;

async function sale(id: string, country: string, currency: string, net: number, vat: number, rateBp: number, issuedAt: string, kind: 'invoice' | 'credit-note' = 'invoice', part?: { net: number; vat: number; suffix: string }) {
  await db.insert(customers).values({ id: `c-${id}`, email: 'b@example.com', name: 'B', country }).onConflictDoNothing();
  await db.insert(orders).values({
    id, reference: `R-${id}`, status: 'ready', customerId: `c-${id}`, email: 'b@example.com', locale: 'en', currency, country,
    vatMode: 'standard', vatRateBp: rateBp, netTotal: net, vatTotal: vat, grossTotal: net + vat, tokenHash: `h-${id}`, tokenSealed: 's',
  }).onConflictDoNothing();
  const seq = Math.floor(Math.random() * 1e6);
  // A partial refund's credit note carries its own amounts; the others are written without (the whole order).
  const amounts = part ? { net: part.net, vat: part.vat, gross: part.net + part.vat } : {};
  await db.insert(invoices).values({ id: `${kind}-${id}${part?.suffix ?? ''}`, orderId: id, kind, number: `${kind}-${seq}`, year: 2026, sequence: seq, issuedAt: new Date(issuedAt), seller: {}, paymentMethod: 'card', ...amounts });
}

beforeAll(async () => {
  db = (await opened).db;
  await sale('de1', 'DE', 'EUR', 1000, 190, 1900, '2026-10-05T10:00:00Z');
  await sale('de2', 'DE', 'EUR', 2000, 380, 1900, '2026-11-05T10:00:00Z');
  await sale('de2', 'DE', 'EUR', 2000, 380, 1900, '2026-12-20T10:00:00Z', 'credit-note');
  // A partial refund of de1: 4.00 + 0.76 of its 10.00 + 1.90 go back.
  await sale('de1', 'DE', 'EUR', 1000, 190, 1900, '2026-12-21T10:00:00Z', 'credit-note', { net: 400, vat: 76, suffix: '-part' });
  await sale('fr1', 'FR', 'USD', 1100, 220, 2000, '2026-12-31T23:00:00Z');
  await sale('old', 'FR', 'EUR', 9999, 1999, 2000, '2026-09-30T23:59:59Z');
}, 120_000);
afterAll(async () => (await opened).close());

const cookie = { cookie: '__session=uid:op', host: 'localhost:3000' };
const report = async () => (await oss(new Request('http://localhost:3000/api/admin/reports/oss/?quarter=2026-Q4', { headers: cookie }), undefined)).json();

describe('OSS routes', () => {
  it('names the missing USD rate, then counts the sale once the rate is entered', async () => {
    expect(await report()).toMatchObject({ missingRates: ['USD'], lines: [{ country: 'DE', taxableEur: 600, vatEur: 114, documents: 4 }] });
    const euro = await rates(
      new Request('http://localhost:3000/api/admin/rates/', { method: 'POST', headers: { ...cookie, origin: 'http://localhost:3000' }, body: JSON.stringify({ day: '2026-12-31', currency: 'eur', rate: 1 }) }),
      undefined,
    );
    expect(await euro.json()).toEqual({ error: { code: 'validation', message: 'Invalid currency.', details: { field: 'currency' } } });
    const entered = await rates(
      new Request('http://localhost:3000/api/admin/rates/', { method: 'POST', headers: { ...cookie, origin: 'http://localhost:3000' }, body: JSON.stringify({ day: '2026-12-31', currency: 'usd', rate: 1.1 }) }),
      undefined,
    );
    expect(entered.status).toBe(200);
    expect(await report()).toMatchObject({
      rateDay: '2026-12-31',
      missingRates: [],
      lines: [{ country: 'DE', taxableEur: 600, vatEur: 114 }, { country: 'FR', taxableEur: 1000, vatEur: 200 }],
      totals: { taxableEur: 1600, vatEur: 314 },
    });
    expect((await db.select().from(adminAudit)).map((a) => a.action)).toContain('vat-rate-set');
  });

  it('refuses a bad quarter and a non-operator', async () => {
    expect((await oss(new Request('http://localhost:3000/api/admin/reports/oss/?quarter=2026-4', { headers: cookie }), undefined)).status).toBe(400);
    expect((await oss(new Request('http://localhost:3000/api/admin/reports/oss/?quarter=2026-Q4', { headers: { cookie: '__session=uid:c' } }), undefined)).status).toBe(404);
  });
});

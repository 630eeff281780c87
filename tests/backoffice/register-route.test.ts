// The register route on PGlite: who may read it, the period's rows and numbering gaps as JSON,
// the CSV download, and the ZIP holding each document's PDF under its number.
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, invoiceCounters, invoices, orders } from '@/lib/db/schema';

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

const register = (await import('@/app/api/admin/reports/register/route')).GET;
let db: Db;

async function document(id: string, kind: 'invoice' | 'credit-note', sequence: number, issuedAt: string, locale = 'en', part?: { net: number; vat: number }) {
  await db.insert(customers).values({ id: `c-${id}`, email: 'b@example.com', name: `Buyer ${id}`, country: 'DE' }).onConflictDoNothing();
  await db
    .insert(orders)
    .values({
      id, reference: `R-${id}`, status: 'ready', customerId: `c-${id}`, email: 'b@example.com', locale, currency: 'EUR', country: 'DE',
      vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190, tokenHash: `h-${id}`, tokenSealed: 's',
    })
    .onConflictDoNothing();
  const number = `${kind === 'invoice' ? 'GS' : 'GS-CN'}-2026-${String(sequence).padStart(6, '0')}`;
  // A partial refund's credit note carries its own amounts; the others are written without (the whole order).
  const amounts = part ? { net: part.net, vat: part.vat, gross: part.net + part.vat } : {};
  await db.insert(invoices).values({ id: `${kind}-${id}-${sequence}`, orderId: id, kind, number, year: 2026, sequence, issuedAt: new Date(issuedAt), seller: { name: 'Greeting Studio' }, paymentMethod: 'card', ...amounts });
}

beforeAll(async () => {
  db = (await opened).db;
  await document('a', 'invoice', 1, '2026-09-30T10:00:00Z');
  await document('b', 'invoice', 2, '2026-10-02T10:00:00Z', 'de');
  // Invoice 3 is missing: the gap shows in Q4, where invoice 4 was issued.
  await document('c', 'invoice', 4, '2026-11-02T10:00:00Z');
  await document('b', 'credit-note', 1, '2026-12-31T23:30:00Z', 'de');
  // Order c partly refunded: 4.00 + 0.76 of its 10.00 + 1.90.
  await document('c', 'credit-note', 2, '2026-12-31T23:45:00Z', 'en', { net: 400, vat: 76 });
  await db.insert(invoiceCounters).values([{ kind: 'invoice', year: 2026, last: 4 }, { kind: 'credit-note', year: 2026, last: 2 }]);
}, 120_000);
afterAll(async () => (await opened).close());

const get = (query: string, cookie: string | null = '__session=uid:op') =>
  register(new Request(`http://localhost:3000/api/admin/reports/register/?${query}`, { headers: cookie ? { cookie, host: 'localhost:3000' } : {} }), undefined);
const q4 = 'from=2026-10-01&to=2026-12-31';

describe('register route', () => {
  it('answers 401 without a session and 404 to a signed-in customer', async () => {
    expect((await get(q4, null)).status).toBe(401);
    expect((await get(q4, '__session=uid:customer')).status).toBe(404);
    expect((await get(`${q4}&format=zip`, '__session=uid:customer')).status).toBe(404);
  });

  it('refuses a malformed or reversed period', async () => {
    expect((await get('from=2026-10-01')).status).toBe(400);
    expect((await get('from=2026-12-31&to=2026-10-01')).status).toBe(400);
  });

  it('lists the period as JSON with its gap', async () => {
    const body = await (await get(q4)).json();
    expect(body.rows.map((r: { number: string; gross: number }) => [r.number, r.gross])).toEqual([
      ['GS-2026-000002', 1190],
      ['GS-2026-000004', 1190],
      ['GS-CN-2026-000001', -1190],
      ['GS-CN-2026-000002', -476],
    ]);
    expect(body.numbering.period.gaps).toMatchObject([{ kind: 'invoice', fromNumber: 'GS-2026-000003', toNumber: 'GS-2026-000003', after: 'GS-2026-000002', before: 'GS-2026-000004' }]);
    expect(body.numbering.overall.duplicates).toEqual([]);
    const q3 = await (await get('from=2026-07-01&to=2026-09-30')).json();
    expect(q3.numbering.period.gaps).toEqual([]);
    expect(q3.numbering.overall.gaps).toHaveLength(1);
  });

  it('downloads the CSV', async () => {
    const response = await get(`${q4}&format=csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="register-2026-10-01-2026-12-31.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('number,kind,date,order_reference,buyer_name,country,vat_id,currency,net,vat_rates,vat,gross,eur_gross,eur_rate');
    expect(lines[3]).toBe('GS-CN-2026-000001,credit-note,2026-12-31,R-b,Buyer b,DE,,EUR,-10.00,19.00,-1.90,-11.90,-11.90,');
    expect(lines[4]).toBe('GS-CN-2026-000002,credit-note,2026-12-31,R-c,Buyer c,DE,,EUR,-4.00,19.00,-0.76,-4.76,-4.76,');
  });

  it('streams a ZIP with one PDF per document of the period', async () => {
    const response = await get(`${q4}&format=zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['credit-notes/GS-CN-2026-000001.pdf', 'credit-notes/GS-CN-2026-000002.pdf', 'invoices/GS-2026-000002.pdf', 'invoices/GS-2026-000004.pdf']);
    for (const pdf of Object.values(entries)) expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
  }, 60_000);

  it('loads the one credit note asked for by id, with its own amounts (an order may have several)', async () => {
    const { loadInvoice } = await import('@/lib/orders/documents/invoice-data');
    const [order] = await db.select().from(orders).where(eq(orders.id, 'c'));
    const partial = await loadInvoice(db, order!, { id: 'credit-note-c-2' });
    expect(partial).toMatchObject({ kind: 'credit-note', number: 'GS-CN-2026-000002', correctsNumber: 'GS-2026-000004', net: -400, vat: -76, gross: -476 });
    const [whole] = await db.select().from(orders).where(eq(orders.id, 'b'));
    expect(await loadInvoice(db, whole!, { id: 'credit-note-b-1' })).toMatchObject({ net: -1000, vat: -190, gross: -1190 });
    expect(await loadInvoice(db, whole!, { id: 'credit-note-c-2' })).toBeNull();
    // The buyer's link names the credit note by kind and number.
    expect(await loadInvoice(db, order!, { kind: 'credit-note', number: 'GS-CN-2026-000002' })).toMatchObject({ gross: -476 });
    expect(await loadInvoice(db, order!, { kind: 'invoice', number: 'GS-CN-2026-000002' })).toBeNull();
    const { invoiceNumberFrom } = await import('@/lib/orders/access/page-access');
    expect(invoiceNumberFrom('GS-CN-2026-000002')).toBe('GS-CN-2026-000002');
    expect(invoiceNumberFrom('x%27 OR 1')).toBeUndefined();
    expect(invoiceNumberFrom(['GS-1'])).toBeUndefined();
  });
});

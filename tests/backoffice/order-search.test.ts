// The back office's order search on PGlite with the real migrations: free text (reference, any-case
// e-mail, name), every filter, both sort orders and keyset paging that neither skips nor repeats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, orders } from '@/lib/db/schema';
import { countOpenAlerts, orderSearchSchema, parseOrderSearch, searchOrders } from '@/lib/backoffice/order-search';
import { eq } from 'drizzle-orm';

let db: Db;
let close: () => Promise<void>;

type Seed = { id: string; ref: string; email: string; name: string; country: string; currency: string; status: 'paid' | 'ready' | 'pending'; method: 'stripe' | 'paypal' | null; at: string };
const seeds: Seed[] = [
  { id: 'o1', ref: 'AAAA-0001', email: 'anna@example.com', name: 'Anna Schmidt', country: 'DE', currency: 'EUR', status: 'ready', method: 'stripe', at: '2026-10-01T10:00:00Z' },
  { id: 'o2', ref: 'AAAA-0002', email: 'Bob@Example.com', name: 'Bob Stone', country: 'IE', currency: 'USD', status: 'paid', method: 'paypal', at: '2026-10-02T10:00:00Z' },
  { id: 'o3', ref: 'AAAA-0003', email: 'carla@shop.it', name: 'Carla Rossi', country: 'IT', currency: 'EUR', status: 'pending', method: null, at: '2026-10-03T10:00:00Z' },
  { id: 'o4', ref: 'AAAA-0004', email: 'anna@example.com', name: 'Anna Schmidt', country: 'DE', currency: 'EUR', status: 'ready', method: 'paypal', at: '2026-10-04T10:00:00Z' },
  { id: 'o5', ref: 'AAAA-0005', email: 'dora@example.com', name: '100%_Dora', country: 'FR', currency: 'EUR', status: 'ready', method: 'stripe', at: '2026-10-04T10:00:00Z' },
];

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  for (const s of seeds) {
    await db.insert(customers).values({ id: `c-${s.id}`, email: s.email, name: s.name, country: s.country });
    await db.insert(orders).values({
      id: s.id, reference: s.ref, status: s.status, customerId: `c-${s.id}`, email: s.email, locale: 'en', currency: s.currency,
      country: s.country, vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190,
      paymentProvider: s.method, tokenHash: `h-${s.id}`, tokenSealed: 's', createdAt: new Date(s.at),
    });
  }
}, 120_000);
afterAll(async () => close?.());

const search = (input: Record<string, unknown>) => searchOrders(db, orderSearchSchema.parse(input));
const ids = async (input: Record<string, unknown>) => (await search(input)).rows.map((r) => r.id);

describe('searchOrders', () => {
  it('finds by reference (any case), e-mail (any case, part) and name', async () => {
    expect(await ids({ q: 'aaaa-0003' })).toEqual(['o3']);
    expect(await ids({ q: 'BOB@example.COM' })).toEqual(['o2']);
    expect(await ids({ q: 'anna@' })).toEqual(['o4', 'o1']);
    expect(await ids({ q: 'rossi' })).toEqual(['o3']);
    // LIKE wildcards in the text are literal characters.
    expect(await ids({ q: '100%_' })).toEqual(['o5']);
    expect(await ids({ q: '%' })).toEqual(['o5']);
  });

  it('filters by status, country, currency, method and an inclusive date range', async () => {
    expect(await ids({ status: 'ready' })).toEqual(['o5', 'o4', 'o1']);
    expect(await ids({ country: 'de' })).toEqual(['o4', 'o1']);
    expect(await ids({ currency: 'usd' })).toEqual(['o2']);
    expect(await ids({ method: 'paypal' })).toEqual(['o4', 'o2']);
    expect(await ids({ from: '2026-10-02', to: '2026-10-03' })).toEqual(['o3', 'o2']);
    expect(await ids({ q: 'anna', method: 'stripe' })).toEqual(['o1']);
  });

  it('pages by keyset in both directions without skipping or repeating (ties on created_at)', async () => {
    for (const sort of ['newest', 'oldest'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page += 1) {
        const result = await search({ sort, limit: 2, cursor });
        seen.push(...result.rows.map((r) => r.id));
        if (!result.next) break;
        cursor = result.next;
      }
      const expected = sort === 'newest' ? ['o5', 'o4', 'o3', 'o2', 'o1'] : ['o1', 'o2', 'o3', 'o4', 'o5'];
      expect(seen, sort).toEqual(expected);
    }
  });

  it('lists and counts orders with an open alert (the alerts inbox)', async () => {
    expect(await countOpenAlerts(db)).toBe(0);
    await db.update(orders).set({ alert: 'payment-mismatch: paid 5.00, expected 11.90' }).where(eq(orders.id, 'o3'));
    expect(await countOpenAlerts(db)).toBe(1);
    expect(await ids({ alert: '1' })).toEqual(['o3']);
    await db.update(orders).set({ alert: null }).where(eq(orders.id, 'o3'));
  });

  it('reads query strings: empty fields mean any, bad values are refused', () => {
    expect(parseOrderSearch(new URLSearchParams('q=&status=&country=de')).data).toMatchObject({ q: '', country: 'DE', sort: 'newest', limit: 50 });
    expect(parseOrderSearch(new URLSearchParams('status=shipped')).success).toBe(false);
    expect(parseOrderSearch(new URLSearchParams('from=1.10.2026')).success).toBe(false);
  });
});

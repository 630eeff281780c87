// Migration 0010 on embedded PGlite and a real PostgreSQL server: the back office's order search
// (free text over reference, e-mail and name; filters; keyset paging that neither skips nor
// repeats rows created in the same microsecond-range), and the audit table refusing any change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, orders } from '@/lib/db/schema';
import { recordAudit, auditOfOrder } from '@/lib/backoffice/audit';
import { orderSearchSchema, searchOrders } from '@/lib/backoffice/order-search';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server';

vi.mock('server-only', () => ({}));

let server: PostgresServer | undefined;
const backends = [
  { name: 'PGlite', skip: false, open: () => openDb({ inMemory: true }) },
  {
    name: 'PostgreSQL',
    skip: !postgresAvailable,
    open: async () => {
      server ??= await startPostgres();
      return openDb({ databaseUrl: server.url });
    },
  },
];
afterAll(() => server?.stop());

const search = (input: Record<string, unknown>) => orderSearchSchema.parse(input);

describe.each(backends)('back office on $name', ({ open, skip }) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    ({ db, close } = await open());
    const base = Date.parse('2026-10-01T10:00:00Z');
    const people = [
      ['Hartley Dental', 'anna@hartley.example', 'DE', 'EUR', 'paid'],
      ['Berger Praxis', 'info@berger.example', 'AT', 'EUR', 'ready'],
      ['Sunrise Hotel', 'desk@sunrise.example', 'GB', 'GBP', 'refunded'],
      ['100%_Real Estate', 'sales@real.example', 'US', 'USD', 'pending'],
    ] as const;
    for (let i = 0; i < 12; i++) {
      const [name, email, country, currency, status] = people[i % people.length]!;
      await db.insert(customers).values({ id: `c-${i}`, email, name, country });
      await db.insert(orders).values({
        id: `o-${String(i).padStart(2, '0')}`,
        reference: `REF${String(i).padStart(2, '0')}-TEST`,
        status,
        customerId: `c-${i}`,
        email,
        locale: 'en',
        currency,
        country,
        vatMode: 'standard',
        vatRateBp: 2000,
        netTotal: 1000,
        vatTotal: 200,
        grossTotal: 1200,
        paymentProvider: i % 2 === 0 ? 'stripe' : 'paypal',
        tokenHash: 'h',
        tokenSealed: 's',
        // Three orders share each creation time, so paging must tie-break on the id.
        createdAt: new Date(base + Math.floor(i / 3) * 86_400_000),
      });
    }
  }, 180_000);
  afterAll(() => close?.());

  it.skipIf(skip)('finds by e-mail, name and reference, case-insensitively', async () => {
    expect((await searchOrders(db, search({ q: 'ANNA@HARTLEY' }))).orders.map((o) => o.id)).toEqual(['o-08', 'o-04', 'o-00']);
    expect((await searchOrders(db, search({ q: 'sunrise hotel' }))).orders).toHaveLength(3);
    expect((await searchOrders(db, search({ q: 'ref05-test' }))).orders.map((o) => o.id)).toEqual(['o-05']);
    // An operator's % and _ are letters, not wildcards.
    expect((await searchOrders(db, search({ q: '100%_' }))).orders).toHaveLength(3);
    expect((await searchOrders(db, search({ q: '%' }))).orders).toHaveLength(3);
  });

  it.skipIf(skip)('filters by status, country, currency, method and date range', async () => {
    const ids = async (input: Record<string, unknown>) => (await searchOrders(db, search(input))).orders.map((o) => o.id);
    expect(await ids({ status: 'refunded' })).toEqual(['o-10', 'o-06', 'o-02']);
    expect(await ids({ country: 'at', currency: 'eur' })).toEqual(['o-09', 'o-05', 'o-01']);
    expect(await ids({ method: 'paypal', currency: 'GBP' })).toEqual([]);
    expect(await ids({ from: '2026-10-02', to: '2026-10-02', sort: 'oldest' })).toEqual(['o-03', 'o-04', 'o-05']);
  });

  it.skipIf(skip)('pages with a keyset cursor, newest and oldest first, without gaps or repeats', async () => {
    for (const sort of ['newest', 'oldest'] as const) {
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = await searchOrders(db, search({ sort, limit: 5, after }));
        seen.push(...page.orders.map((o) => o.id));
        after = page.next ?? undefined;
      } while (after);
      const all = Array.from({ length: 12 }, (_, i) => `o-${String(i).padStart(2, '0')}`);
      expect(seen).toEqual(sort === 'oldest' ? all : [...all].reverse());
    }
  });

  it.skipIf(skip)('keeps the audit append-only', async () => {
    const actor = { uid: 'op-1', email: 'op@shop.example' };
    await recordAudit(db, actor, { action: 'resend-email', orderId: 'o-00', before: { a: 1 }, after: { a: 2 } });
    expect(await auditOfOrder(db, 'o-00')).toEqual([expect.objectContaining({ action: 'resend-email', actorUid: 'op-1' })]);
    await expect(db.execute(sql`UPDATE admin_audit SET action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM admin_audit`)).rejects.toThrow();
    expect(await auditOfOrder(db, 'o-00')).toHaveLength(1);
  });
});

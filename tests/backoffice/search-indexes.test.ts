// Migration 0013 (the back office at scale) on both databases: on PostgreSQL it creates pg_trgm
// and the trigram indexes the order search's substring arms use, and the search finds exactly what
// a plain scan finds in seeded orders; on the embedded PGlite, where pg_trgm cannot be created,
// the migration still applies (the other indexes exist) and the search still works by scanning.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '@/bench/seed-orders.mjs';
import { orderSearchSchema, searchOrders } from '@/lib/backoffice/order-search';
import { openDb, type Db } from '@/lib/db/client';
import { postgresAvailable, startPostgres, type PostgresServer } from '../db/postgres-server';

const added = ['orders_customer_idx', 'email_outbox_order_idx', 'orders_alert_updated_idx'];
const trigram = ['orders_email_trgm_idx', 'customers_name_trgm_idx'];

async function indexNames(
  query: (sql: string) => Promise<{ rows: { indexname: string }[] }>,
): Promise<string[]> {
  const { rows } = await query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`);
  return rows.map((r) => r.indexname);
}

describe('migration 0013 on the embedded PGlite', () => {
  it('applies without pg_trgm: the plain indexes exist, the trigram ones do not', async () => {
    const { db, close } = await openDb({ inMemory: true });
    try {
      const names = await indexNames((sql) => db.execute(sql) as never);
      expect(names).toEqual(expect.arrayContaining(added));
      for (const name of trigram) expect(names).not.toContain(name);
    } finally {
      await close();
    }
  });
});

describe.skipIf(!postgresAvailable)('migration 0013 and the order search on PostgreSQL', () => {
  let server: PostgresServer;
  let db: Db;
  let close: () => Promise<void>;
  let client: pg.Client;

  beforeAll(async () => {
    server = await startPostgres();
    ({ db, close } = await openDb({ databaseUrl: server.url, migrate: true }));
    await seedOrders(server.url, 2_000, () => undefined);
    client = new pg.Client({ connectionString: server.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await close?.();
    server?.stop();
  });

  it('creates pg_trgm and every index of the migration', async () => {
    expect(await indexNames((sql) => client.query(sql))).toEqual(
      expect.arrayContaining([...added, ...trigram]),
    );
  });

  it('finds by reference, e-mail part and name part exactly what a scan of all orders finds, newest first', async () => {
    const { rows: all } = await client.query<{
      id: string;
      reference: string;
      email: string;
      name: string;
      created_at: Date;
    }>(
      'SELECT o.id, o.reference, o.email, c.name, o.created_at FROM orders o JOIN customers c ON c.id = o.customer_id',
    );
    const sample = all[17];
    if (!sample) throw new Error('no seeded orders');
    const queries = [
      sample.reference,
      sample.email.toUpperCase(),
      sample.email.split('@')[0] ?? '',
      sample.name.split(' ')[1] ?? '',
      'zz',
    ];
    for (const q of queries) {
      const lower = q.toLowerCase();
      const expected = all
        .filter(
          (o) =>
            o.reference === q.toUpperCase() ||
            o.email.toLowerCase().includes(lower) ||
            o.name.toLowerCase().includes(lower),
        )
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, 200)
        .map((o) => o.id);
      const found = await searchOrders(db, orderSearchSchema.parse({ q, limit: 200 }));
      expect(
        found.rows.map((r) => r.id),
        q,
      ).toEqual(expected);
    }
  });
});

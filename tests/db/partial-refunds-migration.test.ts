// Migration 0012 on PGlite: an order keeps one invoice but may have several credit notes, and the
// backfill gives documents written before it (all for the whole order) their order's totals, and
// refunded payments their whole amount as refunded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, invoices, orders, payments } from '@/lib/db/schema';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  await db.insert(customers).values({ id: 'c-m', email: 'm@example.com', name: 'M', country: 'DE' });
  await db.insert(orders).values({
    id: 'om', reference: 'MMMM-0001', status: 'refunded', customerId: 'c-m', email: 'm@example.com', locale: 'en', currency: 'EUR', country: 'DE',
    vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190, tokenHash: 'hm', tokenSealed: 's',
  });
}, 120_000);
afterAll(async () => close?.());

const doc = (id: string, kind: 'invoice' | 'credit-note', sequence: number) => ({
  id, orderId: 'om', kind, number: `${kind}-m-${sequence}`, year: 2026, sequence: 7000 + sequence, seller: {}, paymentMethod: 'card',
});

describe('migration 0012 (partial refunds)', () => {
  it('allows several credit notes per order but still one invoice', async () => {
    await db.insert(invoices).values([doc('inv-m', 'invoice', 1), doc('cn-m-1', 'credit-note', 1), doc('cn-m-2', 'credit-note', 2)]);
    await expect(db.insert(invoices).values(doc('inv-m-2', 'invoice', 2))).rejects.toThrow();
    expect(await db.select().from(invoices).where(eq(invoices.orderId, 'om'))).toHaveLength(3);
  });

  it("backfills older documents with their order's totals and refunded payments with their amount", async () => {
    await db.insert(payments).values({ id: 'pm', orderId: 'om', provider: 'stripe', providerPaymentId: 'pi_m', status: 'refunded', amount: 1190, currency: 'EUR' });
    // Run the migration's backfill statements again over rows written without amounts.
    const source = readFileSync(path.join(process.cwd(), 'lib/db/migrations/0012_partial_refunds.sql'), 'utf8');
    const updates = source
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
      .filter((part) => part.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await db.execute(sql.raw(statement));
    const rows = await db.select().from(invoices).where(eq(invoices.orderId, 'om'));
    for (const row of rows) expect(row).toMatchObject({ net: 1000, vat: 190, gross: 1190 });
    expect((await db.select().from(payments).where(eq(payments.id, 'pm')))[0]?.refundedAmount).toBe(1190);
  });
});

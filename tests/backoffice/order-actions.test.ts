// Cancel and alert-handled on PGlite: each changes the order once, however often it is clicked
// (in parallel too), with exactly one audit entry; wrong states are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { customers, orders } from '@/lib/db/schema';
import { orderAudit } from '@/lib/backoffice/audit';
import { cancelPendingOrder, markAlertHandled } from '@/lib/backoffice/order-actions';

let db: Db;
let close: () => Promise<void>;
const operator = { uid: 'op', email: 'op@example.com' };

async function seed(id: string, status: 'pending' | 'ready', alert: string | null = null) {
  await db.insert(customers).values({ id: `c-${id}`, email: 'b@example.com', name: 'B', country: 'DE' });
  await db.insert(orders).values({
    id, reference: `REF-${id}`, status, customerId: `c-${id}`, email: 'b@example.com', locale: 'en', currency: 'EUR', country: 'DE',
    vatMode: 'standard', vatRateBp: 1900, netTotal: 1000, vatTotal: 190, grossTotal: 1190, tokenHash: `h-${id}`, tokenSealed: 's', alert,
  });
}
const statusOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  await seed('pend', 'pending');
  await seed('paid', 'ready', 'payment-mismatch');
}, 120_000);
afterAll(async () => close?.());

describe('cancelPendingOrder', () => {
  it('cancels once under a double click and audits once', async () => {
    const results = await Promise.all([cancelPendingOrder(db, operator, 'pend'), cancelPendingOrder(db, operator, 'pend')]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['done', 'unchanged']);
    expect((await statusOf('pend'))?.status).toBe('expired');
    const trail = await orderAudit(db, 'pend');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'cancel', before: { status: 'pending' }, after: { status: 'expired' } });
  });

  it('refuses a paid order and answers not-found for an unknown one', async () => {
    expect(await cancelPendingOrder(db, operator, 'paid')).toMatchObject({ outcome: 'refused' });
    expect((await statusOf('paid'))?.status).toBe('ready');
    expect(await cancelPendingOrder(db, operator, 'nope')).toEqual({ outcome: 'not-found' });
  });
});

describe('markAlertHandled', () => {
  it('clears the alert once, keeping what it said and the note in the audit', async () => {
    expect(await markAlertHandled(db, operator, 'paid', 'Refunded the difference by hand')).toEqual({ outcome: 'done' });
    expect(await markAlertHandled(db, operator, 'paid', 'again')).toEqual({ outcome: 'unchanged' });
    expect((await statusOf('paid'))?.alert).toBeNull();
    const trail = await orderAudit(db, 'paid');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'alert-handled', before: { alert: 'payment-mismatch' }, after: { alert: null }, note: 'Refunded the difference by hand' });
  });
});

// The operator's full refund on PGlite with orders placed and paid through the real checkout:
// money back at the provider (a Stripe stand-in), the order refunded with a credit note, one buyer
// mail and one audit row; a double click refunds once; a provider refusal changes nothing.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { invoices, orders, payments } from '@/lib/db/schema';
import { orderAudit } from '@/lib/backoffice/audit';
import { refundByOperator } from '@/lib/backoffice/refund';
import { payTestOrder, placeTestOrder, testSeller } from '@/lib/orders/paid-order.test-kit';

let db: Db;
let close: () => Promise<void>;
const operator = { uid: 'op', email: 'op@example.com' };
const secret = 'test-secret-0123456789';

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
}, 120_000);
afterAll(async () => close?.());

/** A paid order moved to Stripe, as if the card had paid it. */
async function paidByCard() {
  const created = await placeTestOrder(db, { secret });
  expect(await payTestOrder(db, created)).toBe('paid');
  await db.update(orders).set({ paymentProvider: 'stripe' }).where(eq(orders.id, created.orderId));
  await db.update(payments).set({ provider: 'stripe', providerPaymentId: `pi_${created.orderId}` }).where(eq(payments.orderId, created.orderId));
  return created;
}

function stripeStandIn(fail = false) {
  const create = vi.fn(async () => {
    if (fail) throw new Error('charge already disputed');
    return { id: 're_1', status: 'succeeded' };
  });
  return { stripe: { refunds: { create } } as unknown as Stripe, create };
}

describe('refundByOperator', () => {
  it('refunds at Stripe, issues the credit note, mails the buyer and audits, once under a double click', async () => {
    const { orderId, gross } = await paidByCard();
    const { stripe, create } = stripeStandIn();
    const notifyBuyer = vi.fn(async () => undefined);
    const deps = { db, seller: testSeller, stripe, paypal: null, notifyBuyer };
    expect(await refundByOperator(deps, operator, orderId)).toEqual({ outcome: 'done' });
    expect(await refundByOperator(deps, operator, orderId)).toEqual({ outcome: 'unchanged' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ payment_intent: `pi_${orderId}`, metadata: { orderId } }, { idempotencyKey: `refund-${orderId}` });
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('refunded');
    const kinds = (await db.select().from(invoices).where(eq(invoices.orderId, orderId))).map((i) => i.kind).sort();
    expect(kinds).toEqual(['credit-note', 'invoice']);
    expect(notifyBuyer).toHaveBeenCalledTimes(1);
    expect(notifyBuyer).toHaveBeenCalledWith(expect.objectContaining({ id: orderId }), { reason: 'operator', amount: gross });
    const trail = await orderAudit(db, orderId);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'refund', amount: gross, currency: 'EUR', after: { status: 'refunded' } });
  });

  it('leaves the order untouched when the provider refuses', async () => {
    const { orderId } = await paidByCard();
    const { stripe } = stripeStandIn(true);
    const notifyBuyer = vi.fn(async () => undefined);
    const result = await refundByOperator({ db, seller: testSeller, stripe, paypal: null, notifyBuyer }, operator, orderId);
    expect(result).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('charge already disputed') });
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('paid');
    expect(await orderAudit(db, orderId)).toHaveLength(0);
    expect(notifyBuyer).not.toHaveBeenCalled();
  });

  it('refuses a pending order', async () => {
    const { orderId } = await placeTestOrder(db, { secret });
    const deps = { db, seller: testSeller, stripe: null, paypal: null, notifyBuyer: async () => undefined };
    expect(await refundByOperator(deps, operator, orderId)).toMatchObject({ outcome: 'refused' });
  });
});

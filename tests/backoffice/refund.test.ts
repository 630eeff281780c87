// The operator's refund on PGlite with orders placed and paid through the real checkout: money
// back at the provider (Stripe and PayPal stand-ins), a credit note for the part refunded, one
// buyer mail and one audit row per refund; partial refunds keep the order's status until nothing
// is left; more than is left is refused; a double click refunds once; a provider refusal changes
// nothing; Stripe's charge.refunded for a partial refund does not refund the whole order.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { invoices, orders, payments } from '@/lib/db/schema';
import { orderAudit } from '@/lib/backoffice/audit';
import { refundByOperator } from '@/lib/backoffice/refund';
import { payTestOrder, placeTestOrder, testSeller } from '@/lib/orders/paid-order.test-kit';
import { loadInvoice } from '@/lib/orders/documents/invoice-data';
import { refundOrder } from '@/lib/orders/transitions';
import { createPaypal, type Paypal } from '@/lib/payments/paypal';
import { createStripe, interpretStripeEvent } from '@/lib/payments/stripe';
import { startPaypalStandIn, type PaypalStandIn } from '../db/stand-ins';
import { startStripeStandIn, type StripeStandIn } from '../stand-ins/stripe';

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
    expect(create).toHaveBeenCalledWith({ payment_intent: `pi_${orderId}`, amount: gross, metadata: { orderId } }, { idempotencyKey: `refund-${orderId}-0` });
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

describe('partial refunds', () => {
  let stripeServer: StripeStandIn;
  let paypalServer: PaypalStandIn;
  let stripe: Stripe;
  let paypal: Paypal;

  beforeAll(async () => {
    stripeServer = await startStripeStandIn();
    paypalServer = await startPaypalStandIn('pp-client', 'pp-secret');
    stripe = createStripe({ secretKey: 'sk_test_standin', apiBase: stripeServer.url });
    paypal = createPaypal({ clientId: 'pp-client', clientSecret: 'pp-secret', apiBase: paypalServer.url });
  });
  afterAll(async () => {
    await stripeServer?.close();
    await paypalServer?.close();
  });

  const deps = (notifyBuyer = vi.fn(async () => undefined)) => ({ db, seller: testSeller, stripe, paypal, notifyBuyer });
  const orderOf = async (orderId: string) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const creditNotes = async (orderId: string) =>
    (await db.select().from(invoices).where(eq(invoices.orderId, orderId))).filter((i) => i.kind === 'credit-note');

  it('refunds part at Stripe with that amount: one credit note for it, the order stays, the buyer is told the amount', async () => {
    const { orderId, gross } = await paidByCard();
    const notifyBuyer = vi.fn(async () => undefined);
    expect(await refundByOperator(deps(notifyBuyer), operator, orderId, { amount: 500 })).toEqual({ outcome: 'done' });
    expect(stripeServer.refunds.filter((r) => r.paymentIntent === `pi_${orderId}`)).toEqual([
      expect.objectContaining({ amount: 500, idempotencyKey: `refund-${orderId}-0` }),
    ]);
    const order = await orderOf(orderId);
    expect(order?.status).toBe('paid');
    expect(order?.refundedAt).toBeNull();
    const [note, ...more] = await creditNotes(orderId);
    expect(more).toHaveLength(0);
    expect(note?.gross).toBe(500);
    expect((note?.net ?? 0) + (note?.vat ?? 0)).toBe(500);
    // VAT in proportion to the order's: the order's VAT share of 500, rounded.
    expect(note?.vat).toBe(Math.round((500 * (order?.vatTotal ?? 0)) / gross));
    expect(notifyBuyer).toHaveBeenCalledWith(expect.objectContaining({ id: orderId }), { reason: 'operator', amount: 500 });
    expect((await orderAudit(db, orderId))[0]).toMatchObject({ amount: 500, after: { status: 'paid', refunded: 500 } });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ refundedAmount: 500, status: 'succeeded' });
  });

  it('refunds part of a PayPal capture with that amount', async () => {
    const { orderId } = await paidByCard();
    await db.update(orders).set({ paymentProvider: 'paypal' }).where(eq(orders.id, orderId));
    await db.update(payments).set({ provider: 'paypal', providerCaptureId: `CAP-${orderId}` }).where(eq(payments.orderId, orderId));
    expect(await refundByOperator(deps(), operator, orderId, { amount: 250, requestId: 'form-paypal-1' })).toEqual({ outcome: 'done' });
    expect(paypalServer.refunds.filter((r) => r.captureId === `CAP-${orderId}`)).toEqual([
      { captureId: `CAP-${orderId}`, amount: { value: '2.50', currency_code: 'EUR' }, requestId: `refund-${orderId}-form-paypal-1` },
    ]);
    expect((await orderOf(orderId))?.status).toBe('paid');
    expect((await creditNotes(orderId)).map((n) => n.gross)).toEqual([250]);
  });

  it('two partial refunds and then the rest: three credit notes adding up to the invoice, the order refunded', async () => {
    const { orderId, gross } = await paidByCard();
    const notifyBuyer = vi.fn(async () => undefined);
    expect(await refundByOperator(deps(notifyBuyer), operator, orderId, { amount: 333 })).toEqual({ outcome: 'done' });
    expect(await refundByOperator(deps(notifyBuyer), operator, orderId, { amount: 101 })).toEqual({ outcome: 'done' });
    expect((await orderOf(orderId))?.status).toBe('paid');
    expect(await refundByOperator(deps(notifyBuyer), operator, orderId)).toEqual({ outcome: 'done' });
    const order = await orderOf(orderId);
    expect(order?.status).toBe('refunded');
    const notes = await creditNotes(orderId);
    expect(notes.map((n) => n.gross).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([101, 333, gross - 434].sort((a, b) => a - b));
    expect(notes.reduce((sum, n) => sum + (n.net ?? 0), 0)).toBe(order?.netTotal);
    expect(notes.reduce((sum, n) => sum + (n.vat ?? 0), 0)).toBe(order?.vatTotal);
    expect(new Set(notes.map((n) => n.number)).size).toBe(3);
    // Each credit note's PDF data: its own amounts, spread over the order's lines to the cent.
    for (const note of notes) {
      const data = await loadInvoice(db, order!, { id: note.id });
      expect(data).toMatchObject({ kind: 'credit-note', gross: -(note.gross ?? 0), net: -(note.net ?? 0), vat: -(note.vat ?? 0) });
      expect(data?.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(-(note.gross ?? 0));
      expect(data?.lines.reduce((sum, line) => sum + line.vat, 0)).toBe(-(note.vat ?? 0));
    }
    expect(stripeServer.refunds.filter((r) => r.paymentIntent === `pi_${orderId}`).map((r) => r.amount)).toEqual([333, 101, gross - 434]);
    expect(notifyBuyer).toHaveBeenLastCalledWith(expect.objectContaining({ id: orderId }), { reason: 'operator', amount: gross - 434 });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ refundedAmount: gross, status: 'refunded' });
    expect(await refundByOperator(deps(notifyBuyer), operator, orderId, { amount: 1 })).toEqual({ outcome: 'unchanged' });
  });

  it('refuses more than is left, naming what is left, and changes nothing', async () => {
    const { orderId, gross } = await paidByCard();
    expect(await refundByOperator(deps(), operator, orderId, { amount: 500 })).toEqual({ outcome: 'done' });
    const before = stripeServer.refunds.length;
    const result = await refundByOperator(deps(), operator, orderId, { amount: gross });
    expect(result).toEqual({ outcome: 'refused', reason: expect.stringContaining(`€${((gross - 500) / 100).toFixed(2)}`) });
    expect(await refundByOperator(deps(), operator, orderId, { amount: 0 })).toMatchObject({ outcome: 'refused' });
    expect(stripeServer.refunds.length).toBe(before);
    expect(await creditNotes(orderId)).toHaveLength(1);
    // The check under the row lock refuses too (a refund that raced past the first check).
    const raced = await refundOrder(db, { orderId, provider: 'stripe', eventId: `raced-${orderId}`, seller: testSeller, paymentMethodLabel: 'Card', amount: gross });
    expect(raced).toBe('over-refund');
    expect(await creditNotes(orderId)).toHaveLength(1);
  });

  it('a double click (same form, at once and again later) refunds once', async () => {
    const { orderId } = await paidByCard();
    const notifyBuyer = vi.fn(async () => undefined);
    const request = { amount: 400, requestId: 'form-double-1' };
    const results = await Promise.all([
      refundByOperator(deps(notifyBuyer), operator, orderId, request),
      refundByOperator(deps(notifyBuyer), operator, orderId, request),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['done', 'unchanged']);
    expect(await refundByOperator(deps(notifyBuyer), operator, orderId, request)).toEqual({ outcome: 'unchanged' });
    expect(stripeServer.refunds.filter((r) => r.paymentIntent === `pi_${orderId}`)).toHaveLength(1);
    expect((await creditNotes(orderId)).map((n) => n.gross)).toEqual([400]);
    expect(notifyBuyer).toHaveBeenCalledTimes(1);
    expect(await orderAudit(db, orderId)).toHaveLength(1);
  });

  it("the rest refunded while Stripe's charge.refunded is recorded first: one credit note, still audited and mailed", async () => {
    const { orderId, gross } = await paidByCard();
    expect(await refundByOperator(deps(), operator, orderId, { amount: 300 })).toEqual({ outcome: 'done' });
    // Stripe answers the refund of the rest, and its webhook for the now wholly refunded charge
    // reaches the shop before the operator's request records it.
    const racing = {
      refunds: {
        create: async (...args: Parameters<Stripe['refunds']['create']>) => {
          const refund = await stripe.refunds.create(...args);
          expect(
            await refundOrder(db, { orderId, provider: 'stripe', eventId: `evt_race_${orderId}`, seller: testSeller, paymentMethodLabel: 'Card' }),
          ).toBe('refunded');
          return refund;
        },
      },
    } as unknown as Stripe;
    const notifyBuyer = vi.fn(async () => undefined);
    const result = await refundByOperator({ ...deps(notifyBuyer), stripe: racing }, operator, orderId);
    expect(result).toEqual({ outcome: 'done' });
    expect((await orderOf(orderId))?.status).toBe('refunded');
    expect((await creditNotes(orderId)).map((n) => n.gross ?? 0).sort((a, b) => a - b)).toEqual([300, gross - 300].sort((a, b) => a - b));
    expect(notifyBuyer).toHaveBeenCalledWith(expect.objectContaining({ id: orderId }), { reason: 'operator', amount: gross - 300 });
    const trail = (await orderAudit(db, orderId)).filter((a) => a.action === 'refund');
    expect(trail).toHaveLength(2);
    expect(trail.map((a) => a.amount).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([300, gross - 300].sort((a, b) => a - b));
  });

  it("Stripe's charge.refunded after a partial refund does not mark the order refunded", async () => {
    const { orderId, gross } = await paidByCard();
    expect(await refundByOperator(deps(), operator, orderId, { amount: 500 })).toEqual({ outcome: 'done' });
    const event = (refunded: boolean, amountRefunded: number) =>
      ({
        id: `evt_${orderId}`,
        type: 'charge.refunded',
        data: { object: { refunded, amount: gross, amount_refunded: amountRefunded, payment_intent: `pi_${orderId}`, metadata: { orderId } } },
      }) as unknown as Stripe.Event;
    expect(interpretStripeEvent(event(false, 500))).toEqual({ kind: 'ignored' });
    expect(interpretStripeEvent(event(true, 500))).toEqual({ kind: 'ignored' });
    expect(interpretStripeEvent(event(true, gross))).toMatchObject({ kind: 'refunded', orderId });
    expect((await orderOf(orderId))?.status).toBe('paid');
    // Were the rest refunded in Stripe's dashboard, the full event credits only what is left.
    expect(await refundOrder(db, { orderId, provider: 'stripe', eventId: `evt_full_${orderId}`, seller: testSeller, paymentMethodLabel: 'Card' })).toBe('refunded');
    expect((await creditNotes(orderId)).map((n) => n.gross).sort()).toEqual([500, gross - 500].sort());
  });
});

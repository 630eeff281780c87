import 'server-only';
// An order that still fails to render after its retries is refunded without anyone asking:
// the money goes back through the provider's API (Stripe refund, PayPal capture refund; the test
// method moved none), the order gets a credit note like every refund, the buyer an email, and the
// operator an alert on the order and in the log. Fulfilment (or a job) calls this; it is safe to
// call again — the provider request ids and the event id make a repeat change nothing.
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { Paypal } from '../../payments/paypal';
import { refundStripePayment } from '../../payments/stripe';
import type { RefundNotice } from '../delivery/refund-email';
import { paymentLabels } from './provider-flows';
import { creditedSoFar, refundOrder, type Seller } from '../transitions';

export type OrderRow = typeof orders.$inferSelect;

export type AutoRefundDeps = {
  db: Db;
  seller: Seller;
  stripe: Stripe | null;
  paypal: Paypal | null;
  /**
   * Tell the buyer (the outbox) what went back now; a failure here is logged, the refund stands.
   * After an operator's partial refunds that is the rest, not the order's total.
   */
  notifyBuyer: (order: OrderRow, refund: RefundNotice) => Promise<void>;
};

export type AutoRefundResult = 'refunded' | 'not-refundable' | 'refund-failed' | 'unknown-order';

async function setAlert(db: Db, orderId: string, alert: string) {
  await db
    .update(orders)
    .set({ alert: alert.slice(0, 300), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Give the money back at the provider; throws when it cannot. */
async function refundAtProvider(deps: AutoRefundDeps, order: OrderRow) {
  const provider = order.paymentProvider;
  if (provider === 'test' || provider === null) return;
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, order.id), eq(payments.provider, provider), eq(payments.status, 'succeeded')),
    );
  if (!payment) throw new Error(`no succeeded ${provider} payment recorded`);
  if (provider === 'stripe') {
    if (!deps.stripe) throw new Error('Stripe is not configured');
    await refundStripePayment(deps.stripe, payment.providerPaymentId, order.id);
    return;
  }
  if (!deps.paypal) throw new Error('PayPal is not configured');
  if (!payment.providerCaptureId) throw new Error('no PayPal capture id recorded');
  await deps.paypal.refundCapture(payment.providerCaptureId, order.id);
}

export async function refundUndeliverable(deps: AutoRefundDeps, orderId: string): Promise<AutoRefundResult> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return 'unknown-order';
  // Only an order whose render gave up: a paid or ready one is not ours to refund here.
  if (order.status !== 'failed') return 'not-refundable';
  const why = order.failureReason ?? 'render failed';
  // What an operator refunded already stays refunded: the provider gives back the rest (no amount
  // asked) and refundOrder credits the rest, so the mail and the log name the rest too.
  const rest = order.grossTotal - (await creditedSoFar(deps.db, order)).gross;
  try {
    await refundAtProvider(deps, order);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await setAlert(deps.db, orderId, `refund-failed: ${message}; render: ${why}`);
    console.error(
      `[alert] refund-failed order=${orderId} provider=${order.paymentProvider}: ${message} — refund by hand`,
    );
    return 'refund-failed';
  }
  const provider = order.paymentProvider ?? 'test';
  const result = await refundOrder(deps.db, {
    orderId,
    provider,
    eventId: `auto-refund_${orderId}`,
    seller: deps.seller,
    paymentMethodLabel: paymentLabels[provider],
  });
  // 'not-refundable' here means the provider's refund webhook got in first: still ours to report.
  // A duplicate event means another run of this function did it all already.
  if (result === 'duplicate-event' || result === 'unknown-order') return 'not-refundable';
  await setAlert(deps.db, orderId, `undeliverable: refunded after ${order.renderAttempts} renders; ${why}`);
  console.error(
    `[alert] undeliverable order=${orderId} renders=${order.renderAttempts} refunded ${rest} ${order.currency} via ${provider}: ${why}`,
  );
  await deps
    .notifyBuyer(order, { reason: 'undeliverable', amount: rest })
    .catch((error: unknown) => console.error(`[refund] email for ${orderId} failed`, error));
  return 'refunded';
}

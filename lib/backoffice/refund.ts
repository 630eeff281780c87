import 'server-only';
// An operator's refund, whole or partial: the money back through the order's provider (a Stripe
// refund / PayPal capture refund of that amount), then refundOrder — the same transition and
// credit note the automatic refund of undeliverable orders uses (lib/orders/payment/
// refund-undeliverable.ts), for the part refunded — the buyer's mail naming the amount, and one
// audit row. The amount is checked against what is left before the provider is asked and again
// under the order's row lock. Each refund's idempotency key and event id name what was refunded
// before it: a double click asks the provider once and records once (the second answers
// `unchanged`); a provider that refuses leaves the order as it was.
import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isCurrency } from '../commerce/currencies';
import type { Db } from '../db/client';
import { orders, payments, processedEvents } from '../db/schema';
import type { Paypal } from '../payments/paypal';
import { formatMoney } from '../payments/pricing';
import { refundStripePayment } from '../payments/stripe';
import type { RefundNotice } from '../orders/delivery/refund-email';
import { paymentLabels } from '../orders/payment/provider-flows';
import type { OrderRow } from '../orders/payment/refund-undeliverable';
import { creditedSoFar, refundOrder, type Seller } from '../orders/transitions';
import { appendAudit } from './audit';
import type { ActionResult } from './order-actions';
import type { Operator } from './with-operator';

export type OperatorRefundDeps = {
  db: Db;
  seller: Seller;
  stripe: Stripe | null;
  paypal: Paypal | null;
  /** The buyer's refund mail (reason 'operator': it names the amount, claims no failure). */
  notifyBuyer: (order: OrderRow, refund: RefundNotice) => Promise<void>;
};

const refundable = new Set(['paid', 'rendering', 'ready', 'failed']);

/** Whether this refund's event id was recorded already (refundOrder claims it). */
async function alreadyRecorded(db: Db, provider: string, eventId: string) {
  const rows = await db
    .select({ eventId: processedEvents.eventId })
    .from(processedEvents)
    .where(and(eq(processedEvents.provider, provider), eq(processedEvents.eventId, eventId)));
  return rows.length > 0;
}
const money = (minor: number, currency: string) => (isCurrency(currency) ? formatMoney(minor, currency, 'en') : `${minor / 100} ${currency}`);

async function isRefunded(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status === 'refunded';
}

export type RefundRequest = {
  /** Minor units of the order's currency; absent = all that is left. */
  amount?: number;
  /** The form's id for this one refund: a resubmission of it (double click, retry) refunds once. */
  requestId?: string;
};

export async function refundByOperator(
  deps: OperatorRefundDeps,
  operator: Operator,
  orderId: string,
  request: RefundRequest = {},
): Promise<ActionResult> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { outcome: 'not-found' };
  if (order.status === 'refunded') return { outcome: 'unchanged' };
  const provider = order.paymentProvider ?? 'test';
  if (request.requestId && (await alreadyRecorded(deps.db, provider, `admin-refund-${orderId}-${request.requestId}`)))
    return { outcome: 'unchanged' };
  if (!refundable.has(order.status)) return { outcome: 'refused', reason: `The order is ${order.status}; nothing was paid.` };
  const credited = (await creditedSoFar(deps.db, order)).gross;
  const left = order.grossTotal - credited;
  const amount = request.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
    return { outcome: 'refused', reason: `The refund must be more than 0 and at most ${money(left, order.currency)}, what is left to refund.` };
  // The form's id names this refund; without one, the state it refunds from does: a repeat of
  // this refund reuses the key (the provider answers the first refund again), the next cannot.
  const key = `refund-${orderId}-${request.requestId ?? credited}`;
  if (provider !== 'test') {
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), inArray(payments.status, ['succeeded', 'refunded'])));
    if (!payment) return { outcome: 'refused', reason: `No succeeded ${provider} payment is recorded.` };
    try {
      if (provider === 'stripe') {
        if (!deps.stripe) return { outcome: 'refused', reason: 'Stripe is not configured.' };
        await refundStripePayment(deps.stripe, payment.providerPaymentId, orderId, { amount, idempotencyKey: key });
      } else {
        if (!deps.paypal || !payment.providerCaptureId) return { outcome: 'refused', reason: 'PayPal is not configured or no capture is recorded.' };
        await deps.paypal.refundCapture(payment.providerCaptureId, orderId, { amount, currency: order.currency, requestId: key });
      }
    } catch (error) {
      return { outcome: 'refused', reason: `The provider refused the refund: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  const result = await refundOrder(deps.db, {
    orderId,
    provider,
    eventId: `admin-${key}`,
    seller: deps.seller,
    paymentMethodLabel: paymentLabels[provider],
    amount,
  });
  // The provider's own notice of this very refund can be recorded first: Stripe sends
  // charge.refunded once a charge is wholly refunded, and its webhook records that rest with a
  // credit note but tells nobody. The operator's refund of all that was left then finds the order
  // refunded: it is still this operator's refund, so it is audited and the buyer is told.
  const recordedByWebhook =
    result === 'not-refundable' && provider !== 'test' && amount === left && (await isRefunded(deps.db, orderId));
  if (result === 'over-refund')
    return { outcome: 'refused', reason: `Someone refunded this order meanwhile; at most ${money(left, order.currency)} was left.` };
  // A parallel click (same event id) recorded it first: nothing more to do.
  if (result !== 'refunded' && result !== 'partially-refunded' && !recordedByWebhook) return { outcome: 'unchanged' };
  const after = result === 'refunded' || recordedByWebhook ? 'refunded' : order.status;
  await appendAudit(deps.db, operator, {
    action: 'refund',
    orderId,
    amount,
    currency: order.currency,
    before: { status: order.status, refunded: credited },
    after: { status: after, refunded: credited + amount },
  });
  await deps
    .notifyBuyer(order, { reason: 'operator', amount })
    .catch((error: unknown) => console.error(`[refund] email for ${orderId} failed`, error));
  return { outcome: 'done' };
}

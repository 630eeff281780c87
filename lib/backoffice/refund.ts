import 'server-only';
// An operator's full refund: the money back through the order's provider (Stripe refund with the
// order's idempotency key, PayPal capture refund), then refundOrder — the same transition, credit
// note and buyer e-mail the automatic refund of undeliverable orders uses
// (lib/orders/payment/refund-undeliverable.ts) — and one audit row. A second click finds the
// order refunded and answers `unchanged`; a provider that refuses leaves the order as it was.
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import type { Paypal } from '../payments/paypal';
import { refundStripePayment } from '../payments/stripe';
import { paymentLabels } from '../orders/payment/provider-flows';
import type { RefundNotice } from '../orders/delivery/refund-email';
import type { OrderRow } from '../orders/payment/refund-undeliverable';
import { refundOrder, type Seller } from '../orders/transitions';
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

export async function refundByOperator(deps: OperatorRefundDeps, operator: Operator, orderId: string): Promise<ActionResult> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { outcome: 'not-found' };
  if (order.status === 'refunded') return { outcome: 'unchanged' };
  if (!refundable.has(order.status)) return { outcome: 'refused', reason: `The order is ${order.status}; nothing was paid.` };
  const provider = order.paymentProvider ?? 'test';
  if (provider !== 'test') {
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.status, 'succeeded')));
    if (!payment) return { outcome: 'refused', reason: `No succeeded ${provider} payment is recorded.` };
    try {
      if (provider === 'stripe') {
        if (!deps.stripe) return { outcome: 'refused', reason: 'Stripe is not configured.' };
        await refundStripePayment(deps.stripe, payment.providerPaymentId, orderId);
      } else {
        if (!deps.paypal || !payment.providerCaptureId) return { outcome: 'refused', reason: 'PayPal is not configured or no capture is recorded.' };
        await deps.paypal.refundCapture(payment.providerCaptureId, orderId);
      }
    } catch (error) {
      return { outcome: 'refused', reason: `The provider refused the refund: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  const result = await refundOrder(deps.db, {
    orderId,
    provider,
    eventId: `admin-refund_${orderId}`,
    seller: deps.seller,
    paymentMethodLabel: paymentLabels[provider],
  });
  // Someone (a parallel click, the provider's webhook) refunded it first: nothing more to do here.
  if (result !== 'refunded') return { outcome: 'unchanged' };
  await appendAudit(deps.db, operator, {
    action: 'refund',
    orderId,
    amount: order.grossTotal,
    currency: order.currency,
    before: { status: order.status },
    after: { status: 'refunded' },
  });
  await deps
    .notifyBuyer(order, { reason: 'operator', amount: order.grossTotal })
    .catch((error: unknown) => console.error(`[refund] email for ${orderId} failed`, error));
  return { outcome: 'done' };
}

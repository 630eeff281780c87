import 'server-only';
// refundByOperator composed from the environment (providers, seller, outbox), like the automatic
// refund of undeliverable orders (lib/orders/payment/refund-failed.ts), whose buyer mail it sends
// (with reason 'operator' and the amount refunded).
import { getDb } from '../db/client';
import { paypalClient, seller, stripeClient } from '../orders/payment/provider-clients';
import { sendRefundEmail } from '../orders/payment/refund-failed';
import type { ActionResult } from './order-actions';
import { refundByOperator, type RefundRequest } from './refund';
import type { Operator } from './with-operator';

export async function refundOrderAsOperator(operator: Operator, orderId: string, request: RefundRequest = {}): Promise<ActionResult> {
  const deps = {
    db: await getDb(),
    seller: seller(),
    stripe: stripeClient(),
    paypal: paypalClient(),
    notifyBuyer: sendRefundEmail,
  };
  return refundByOperator(deps, operator, orderId, request);
}

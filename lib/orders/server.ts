import 'server-only';
// The composition root for the commerce routes: database, providers, file store, job queue,
// outbox, all from the validated environment. Route handlers call these and nothing else.
import { getDb } from '../db/client';
import { env } from '../env';
import { checkoutConfig, paypalConfigured, stripeConfigured, testPaymentsEnabled } from '../payments/methods';
import { createPaypal, type Paypal } from '../payments/paypal';
import { createStripe } from '../payments/stripe';
import type { FlowDeps } from './flows';
import { STALE_RENDER_MS } from './fulfilment-job';
import { queueFulfilment } from './fulfilment-service';
import { requeueStaleRendering, type Seller } from './state';

export function seller(): Seller {
  const e = env();
  return {
    name: e.SELLER_NAME,
    address: e.SELLER_ADDRESS,
    country: e.SELLER_COUNTRY,
    vatId: e.SELLER_VAT_ID,
    email: e.SELLER_EMAIL,
  };
}

export { fileStore } from './file-store-service';
export { orderLink } from './fulfilment-service';
export { outboxDeps } from './outbox-service';

let paypal: Paypal | null | undefined;

export async function flowDeps(): Promise<FlowDeps> {
  const e = env();
  const db = await getDb();
  if (paypal === undefined) {
    paypal = paypalConfigured(e)
      ? createPaypal({
          clientId: e.PAYPAL_CLIENT_ID ?? '',
          clientSecret: e.PAYPAL_CLIENT_SECRET ?? '',
          apiBase: e.PAYPAL_API_BASE,
        })
      : null;
  }
  return {
    db,
    seller: seller(),
    secret: e.APP_SECRET,
    testPayments: testPaymentsEnabled(e),
    stripe: e.STRIPE_SECRET_KEY
      ? createStripe({ secretKey: e.STRIPE_SECRET_KEY, apiBase: e.STRIPE_API_BASE })
      : null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    paypal,
    // Queued inside the request that confirmed the payment: when it answers, a job exists.
    fulfil: (orderId) =>
      queueFulfilment(orderId).catch((error: unknown) =>
        console.error(`[fulfil] order ${orderId} paid but not queued (its page will queue it):`, error),
      ),
  };
}

export const publicCheckoutConfig = () => checkoutConfig(env());
export const stripeEnabled = () => stripeConfigured(env());

/**
 * Called when the order page asks. The job queue finishes every paid order on its own; this only
 * covers an order paid before its job could be queued (the database went away in between).
 */
export async function resumeFulfilment(order: { id: string; status: string }): Promise<void> {
  if (order.status === 'rendering') {
    const db = await getDb();
    if (!(await requeueStaleRendering(db, order.id, STALE_RENDER_MS))) return;
  } else if (order.status !== 'paid') return;
  await queueFulfilment(order.id);
}

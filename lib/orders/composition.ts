import 'server-only';
// The commerce composition: database, providers, file store, job queue, outbox, all from the
// validated environment. The job workers that instrumentation.ts starts refund through it
// (refundFailedOrder); route handlers import it through ./server.
import { getDb } from '../db/client';
import { env } from '../env';
import { isCurrency } from '../commerce/currencies';
import { isLocale, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { checkoutConfig, paypalConfigured, stripeConfigured, testPaymentsEnabled } from '../payments/methods';
import { createPaypal, type Paypal } from '../payments/paypal';
import { createStripe } from '../payments/stripe';
import { createViesClient, type ViesChecker } from '../payments/vies';
import { serverRenderCatalog } from '../render/deliverable';
import { appSecrets } from '../security/app-keys';
import { voiceTierLookup } from '../tts/catalog';
import type { FlowDeps } from './payment/provider-flows';
import { STALE_RENDER_MS } from './fulfilment/jobs';
import { queueFulfilment } from './fulfilment/job-queue';
import { ensureHousekeeping } from './housekeeping';
import { sendEmail } from './delivery/outbox';
import { outboxDeps } from './delivery/outbox-service';
import { refundEmail } from './delivery/refund-email';
import { refundUndeliverable, type OrderRow } from './payment/refund-undeliverable';
import { requeueStaleRendering, type Seller } from './transitions';

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

export { downloadDeps, fileStore } from './storage/service';
export { orderLink } from './delivery/order-link';
export { outboxDeps } from './delivery/outbox-service';

let paypal: Paypal | null | undefined;
// One client per process: it keeps VIES's definite answers for a while (the quote asks as the buyer types).
let vies: ViesChecker | undefined;

export function viesChecker(): ViesChecker {
  vies ??= createViesClient({ endpoint: env().VIES_ENDPOINT });
  return vies;
}

export async function flowDeps(): Promise<FlowDeps> {
  const e = env();
  const db = await getDb();
  ensureHousekeeping();
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
    secret: appSecrets(),
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
    voiceTier: voiceTierLookup(),
    catalog: serverRenderCatalog(),
    vies: viesChecker(),
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

/**
 * Fulfilment gave up on a paid order (every retry of its render job failed): nobody pays for what
 * we cannot make, so the payment goes back through its provider, with a credit note and a mail.
 */
export async function refundFailedOrder(orderId: string): Promise<void> {
  await refundUndeliverable({ ...(await flowDeps()), notifyBuyer: sendRefundEmail }, orderId);
}

/** Tells the buyer, in their language, that the order was refunded (outbox). */
async function sendRefundEmail(order: OrderRow): Promise<void> {
  const db = await getDb();
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const deps = outboxDeps();
  const { subject, body } = refundEmail({
    locale,
    messages: await loadMessages(locale),
    orderId: order.id,
    gross: order.grossTotal,
    currency: isCurrency(order.currency) ? order.currency : 'EUR',
  });
  await sendEmail(db, deps, { orderId: order.id, to: order.email, from: deps.from, subject, body });
}

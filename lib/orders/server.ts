import 'server-only';
// The composition root for the commerce routes: database, providers, file store, renderer,
// outbox, all from the validated environment. Route handlers call these and nothing else.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { isCurrency } from '../commerce/currencies';
import { getDb } from '../db/client';
import { orders } from '../db/schema';
import { env } from '../env';
import { isLocale, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { checkoutConfig, paypalConfigured, stripeConfigured, testPaymentsEnabled } from '../payments/methods';
import { createPaypal, type Paypal } from '../payments/paypal';
import { createStripe } from '../payments/stripe';
import { createViesClient, type ViesChecker } from '../payments/vies';
import { serverRenderCatalog } from '../render/deliverable';
import { confirmationEmail } from './confirmation-email';
import { LocalFileStore, type FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';
import type { FlowDeps } from './flows';
import { fulfilOrder } from './fulfil';
import { sendEmail } from './outbox';
import { ensureOutboxRetry, outboxDeps } from './outbox-service';
import { afterFailedRender } from './after-failed-render';
import { refundEmail } from './refund-email';
import { refundUndeliverable, type OrderRow } from './refund-undeliverable';
import { renderForOrder } from './render-adapter';
import { requeueFailed, requeueStaleRendering, type Seller } from './state';
import { unsealToken } from './tokens';
import { voiceTierLookup } from '../tts/catalog';

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

let store: FileStore | undefined;
/** The S3-compatible bucket when fully configured, else the local folder under DATA_DIR. */
export function fileStore(): FileStore {
  if (store) return store;
  const e = env();
  store =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? new S3FileStore({
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        })
      : new LocalFileStore(path.join(e.DATA_DIR, 'files'));
  return store;
}

export { ensureOutboxRetry, outboxDeps } from './outbox-service';

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
  ensureOutboxRetry();
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
    fulfil: (orderId) => void runFulfilment(orderId),
    voiceTier: voiceTierLookup(),
    catalog: serverRenderCatalog(),
    vies: viesChecker(),
  };
}

export const publicCheckoutConfig = () => checkoutConfig(env());
export const stripeEnabled = () => stripeConfigured(env());

export function orderLink(orderId: string, token: string): string {
  return `${env().SITE_URL.replace(/\/$/, '')}/order/?id=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;
}

const STALE_RENDER_MS = 10 * 60 * 1000;

/**
 * Render and store in the background; the order page polls the status. A failed render is
 * retried a few times with a growing pause (busy voice engines recover); after the last one the
 * order is refunded automatically (refund-undeliverable.ts) — nobody pays for what we cannot make.
 */
export async function runFulfilment(orderId: string): Promise<void> {
  try {
    const db = await getDb();
    const result = await fulfilOrder(db, orderId, {
      render: renderForOrder,
      store: fileStore(),
      onReady: sendConfirmation,
    });
    if (result !== 'failed') return;
    await afterFailedRender(db, orderId, {
      retry: (delayMs) =>
        void setTimeout(
          () => void requeueFailed(db, orderId).then((ok) => (ok ? runFulfilment(orderId) : undefined)),
          delayMs,
        ),
      refund: async () =>
        refundUndeliverable({ ...(await flowDeps()), notifyBuyer: sendRefundEmail }, orderId),
    });
  } catch (error) {
    console.error(`[fulfil] ${orderId}`, error);
  }
}

/** Called when the order page asks: picks up paid orders nobody renders (after a restart). */
export async function resumeFulfilment(order: { id: string; status: string }): Promise<void> {
  // A buyer looking at an order is also a good moment to make sure stuck mail gets retried.
  ensureOutboxRetry();
  if (order.status === 'rendering') {
    const db = await getDb();
    if (!(await requeueStaleRendering(db, order.id, STALE_RENDER_MS))) return;
  } else if (order.status !== 'paid') return;
  await runFulfilment(order.id);
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

/** The confirmation email, in the buyer's language, with the order link and its token, and the
 * confirmation of the buyer's consent to immediate delivery. */
async function sendConfirmation(orderId: string): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const e = env();
  const deps = outboxDeps();
  const { subject, body } = confirmationEmail({
    locale,
    messages: await loadMessages(locale),
    orderId,
    link: orderLink(orderId, unsealToken(e.APP_SECRET, order.tokenSealed) ?? ''),
    withdrawalConsentAt: order.withdrawalConsentAt,
  });
  await sendEmail(db, deps, { orderId, to: order.email, from: deps.from, subject, body });
}

import 'server-only';
// The commerce composition: database, providers, file store, job queue, outbox, all from the
// validated environment; route handlers import it through ./server. The job workers refund
// through payment/refund-failed.ts, which needs nothing of this module (no import loop).
import { getDb } from '../db/client';
import { env } from '../env';
import { checkoutConfig, stripeConfigured, testPaymentsEnabled } from '../payments/methods';
import { createViesClient, type ViesChecker } from '../payments/vies';
import { serverRenderCatalog } from '../render/deliverable';
import { appSecrets } from '../security/app-keys';
import { voiceTierLookup } from '../tts/catalog';
import type { FlowDeps } from './payment/provider-flows';
import { STALE_RENDER_MS } from './fulfilment/jobs';
import { queueFulfilment } from './fulfilment/job-queue';
import { ensureHousekeeping } from './housekeeping';
import { paypalClient, seller, stripeClient } from './payment/provider-clients';
import { requeueStaleRendering } from './transitions';

export { downloadDeps, fileStore } from './storage/service';
export { orderLink } from './delivery/order-link';
export { outboxDeps } from './delivery/outbox-service';

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
  return {
    db,
    seller: seller(),
    secret: appSecrets(),
    testPayments: testPaymentsEnabled(e),
    stripe: stripeClient(),
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    paypal: paypalClient(),
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

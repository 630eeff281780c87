import 'server-only';
// The purchase flows behind the checkout routes: start a checkout, pay with the test method,
// confirm a Stripe PaymentIntent, capture a PayPal order, handle a Stripe webhook. Each ends
// in confirmPayment(), so every path goes through the same state machine.
import type { SecretRing } from '../../security/app-keys';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Paypal } from '../../payments/paypal';
import type { VoiceTierLookup } from '../../payments/pricing';
import { cardCountry, createPaymentIntent, interpretStripeEvent } from '../../payments/stripe';
import { viesCheckFor, type ViesChecker } from '../../payments/vies';
import { serverRenderCatalog, type RenderCatalog, type UndeliverableReason } from '../../render/deliverable';
import { findAccessibleOrder, type Viewer } from '../access/find-order';
import { expandCartLines, firstUndeliverableLine } from '../checkout/cart-lines';
import type { CheckoutRequest } from '../checkout/input';
import { createOrder } from '../checkout/create-order';
import {
  confirmPayment,
  recordPaymentFailure,
  refundOrder,
  type PaymentConfirmation,
  type Seller,
} from '../transitions';
import { newId } from '../access/tokens';

export type FlowDeps = {
  db: Db;
  seller: Seller;
  secret: SecretRing;
  testPayments: boolean;
  stripe: Stripe | null;
  stripeWebhookSecret: string | null;
  paypal: Paypal | null;
  /**
   * Queue fulfilment as a job (the order page polls for the result). Never throws: an order whose
   * job could not be queued is queued again when its page is opened.
   */
  fulfil: (orderId: string) => Promise<void>;
  /** Voice tiers from the TTS catalog, for the neural surcharge; absent: no surcharge (tests). */
  voiceTier?: VoiceTierLookup;
  /** The voices and tracks the render knows; the running server's by default. */
  catalog?: RenderCatalog;
  /** The VIES client; without one a VAT id cannot be confirmed and VAT is charged. */
  vies?: ViesChecker | null;
};

/** A cart line the server cannot render: refused before any order or charge exists. */
export class UndeliverableCartError extends Error {
  constructor(readonly found: { index: number; reason: UndeliverableReason }) {
    super(`Cart line ${found.index + 1} cannot be rendered: ${found.reason}`);
  }
}

export class FlowError extends Error {
  constructor(
    readonly code: 'not-found' | 'method-unavailable' | 'payment-failed' | 'bad-signature',
    message: string,
  ) {
    super(message);
  }
}

export const paymentLabels = { stripe: 'card', paypal: 'paypal', test: 'test' } as const;

export type StartedCheckout = {
  orderId: string;
  token: string;
  gross: number;
  currency: string;
  payment:
    | { method: 'test' }
    | { method: 'stripe'; clientSecret: string }
    | { method: 'paypal'; paypalOrderId: string };
};

export async function startCheckout(
  deps: FlowDeps,
  request: CheckoutRequest,
  userId: string | null,
  clientAddress: string | null = null,
): Promise<StartedCheckout> {
  const { method } = request;
  if (
    (method === 'test' && !deps.testPayments) ||
    (method === 'stripe' && !deps.stripe) ||
    (method === 'paypal' && !deps.paypal)
  ) {
    throw new FlowError('method-unavailable', `Payment method ${method} is not available.`);
  }
  // The render's own check: nothing it would refuse is ever charged.
  const catalog = deps.catalog ?? serverRenderCatalog();
  const found = firstUndeliverableLine(expandCartLines(request.items), catalog);
  if (found) throw new UndeliverableCartError(found);
  const vies = await viesCheckFor(deps.vies ?? null, {
    country: request.buyer.country,
    vatId: request.buyer.vatId,
    sellerCountry: deps.seller.country,
  });
  const order = await createOrder(deps.db, request, {
    userId,
    sellerCountry: deps.seller.country,
    secret: deps.secret,
    voiceTier: deps.voiceTier,
    vies,
    clientAddress,
  });
  const base = { orderId: order.orderId, token: order.token, gross: order.gross, currency: order.currency };
  if (method === 'stripe' && deps.stripe) {
    const intent = await createPaymentIntent(deps.stripe, {
      id: order.orderId,
      gross: order.gross,
      currency: order.currency,
      email: request.buyer.email,
    });
    await recordCreatedPayment(deps.db, order.orderId, 'stripe', intent.id, order.gross, order.currency);
    return { ...base, payment: { method: 'stripe', clientSecret: intent.clientSecret } };
  }
  if (method === 'paypal' && deps.paypal) {
    const paypalOrderId = await deps.paypal.createOrder({
      id: order.orderId,
      gross: order.gross,
      currency: order.currency,
    });
    await recordCreatedPayment(deps.db, order.orderId, 'paypal', paypalOrderId, order.gross, order.currency);
    return { ...base, payment: { method: 'paypal', paypalOrderId } };
  }
  return { ...base, payment: { method: 'test' } };
}

async function recordCreatedPayment(
  db: Db,
  orderId: string,
  provider: 'stripe' | 'paypal',
  providerPaymentId: string,
  amount: number,
  currency: string,
) {
  await db
    .insert(payments)
    .values({ id: newId(), orderId, provider, providerPaymentId, amount, currency })
    .onConflictDoNothing();
}

async function accessible(deps: FlowDeps, orderId: string, viewer: Viewer) {
  const order = await findAccessibleOrder(deps.db, orderId, viewer, deps.secret);
  if (!order) throw new FlowError('not-found', 'Order not found.');
  return order;
}

/** Every confirmed payment: recorded (the invoice under our seller and the method's label), then fulfilled. */
async function confirmAndFulfil(deps: FlowDeps, payment: Omit<PaymentConfirmation, 'seller' | 'paymentMethodLabel'>) {
  const result = await confirmPayment(deps.db, {
    ...payment,
    seller: deps.seller,
    paymentMethodLabel: paymentLabels[payment.provider],
  });
  if (result === 'paid') await deps.fulfil(payment.orderId);
  return result;
}

/** The clearly labelled test method: pays the order's own amount, only where enabled. */
export async function payWithTestMethod(deps: FlowDeps, orderId: string, viewer: Viewer) {
  if (!deps.testPayments) throw new FlowError('method-unavailable', 'Test payments are disabled.');
  const order = await accessible(deps, orderId, viewer);
  return confirmAndFulfil(deps, {
    orderId: order.id,
    provider: 'test',
    providerPaymentId: `test_${order.id}`,
    amount: order.grossTotal,
    currency: order.currency,
    eventId: `test_${order.id}`,
    eventType: 'test.payment_succeeded',
  });
}

async function orderOfPayment(db: Db, provider: 'stripe' | 'paypal', paymentId: string) {
  const [row] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, paymentId)));
  return row?.orderId ?? null;
}

async function providerPaymentId(db: Db, orderId: string, provider: 'stripe' | 'paypal') {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)));
  return row?.providerPaymentId ?? null;
}

/** After the Payment Element confirms: ask Stripe (never the browser) whether it succeeded. */
export async function confirmStripePayment(deps: FlowDeps, orderId: string, viewer: Viewer) {
  if (!deps.stripe) throw new FlowError('method-unavailable', 'Stripe is not configured.');
  const order = await accessible(deps, orderId, viewer);
  const intentId = await providerPaymentId(deps.db, order.id, 'stripe');
  if (!intentId) throw new FlowError('not-found', 'No card payment for this order.');
  // The charge comes along for its card's country: the second piece of evidence of the buyer's country.
  const intent = await deps.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
  if (intent.status !== 'succeeded' || intent.metadata?.orderId !== order.id) return 'not-succeeded' as const;
  const chargeId =
    typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null);
  return confirmAndFulfil(deps, {
    payerCountry: await cardCountry(deps.stripe, intent.latest_charge),
    orderId: order.id,
    provider: 'stripe',
    providerPaymentId: intent.id,
    captureId: chargeId,
    amount: intent.amount_received || intent.amount,
    currency: intent.currency,
    // The same id the webhook path would not use: both may arrive; the order row lock decides.
    eventId: `confirm_${intent.id}`,
    eventType: 'payment_intent.retrieved',
  });
}

export async function capturePaypalPayment(deps: FlowDeps, orderId: string, viewer: Viewer) {
  if (!deps.paypal) throw new FlowError('method-unavailable', 'PayPal is not configured.');
  const order = await accessible(deps, orderId, viewer);
  const paypalOrderId = await providerPaymentId(deps.db, order.id, 'paypal');
  if (!paypalOrderId) throw new FlowError('not-found', 'No PayPal payment for this order.');
  let captured;
  try {
    captured = await deps.paypal.capture(paypalOrderId);
  } catch (error) {
    throw new FlowError('payment-failed', error instanceof Error ? error.message : 'PayPal capture failed');
  }
  if (captured.orderId && captured.orderId !== order.id)
    throw new FlowError('payment-failed', 'PayPal order belongs elsewhere.');
  return confirmAndFulfil(deps, {
    payerCountry: captured.payerCountry,
    orderId: order.id,
    provider: 'paypal',
    providerPaymentId: paypalOrderId,
    captureId: captured.captureId,
    amount: captured.amount,
    currency: captured.currency,
    eventId: `capture_${captured.captureId}`,
    eventType: 'paypal.capture.completed',
  });
}

/** Verify and apply a Stripe webhook. Throws bad-signature (→ 400, nothing changes). */
export async function handleStripeWebhook(deps: FlowDeps, rawBody: string, signature: string | null) {
  if (!deps.stripe || !deps.stripeWebhookSecret)
    throw new FlowError('method-unavailable', 'Stripe is not configured.');
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.stripeWebhookSecret);
  } catch {
    throw new FlowError('bad-signature', 'Invalid Stripe signature.');
  }
  const outcome = interpretStripeEvent(event);
  switch (outcome.kind) {
    case 'succeeded': {
      return confirmAndFulfil(deps, {
        payerCountry: await cardCountry(deps.stripe, outcome.chargeId),
        orderId: outcome.orderId,
        provider: 'stripe',
        providerPaymentId: outcome.paymentIntentId,
        captureId: outcome.chargeId,
        amount: outcome.amount,
        currency: outcome.currency,
        eventId: event.id,
        eventType: event.type,
      });
    }
    case 'failed':
      await recordPaymentFailure(deps.db, {
        orderId: outcome.orderId,
        provider: 'stripe',
        providerPaymentId: outcome.paymentIntentId,
        eventId: event.id,
        reason: outcome.reason,
      });
      return 'failed';
    case 'refunded': {
      const orderId =
        outcome.orderId ??
        (outcome.paymentIntentId ? await orderOfPayment(deps.db, 'stripe', outcome.paymentIntentId) : null);
      if (!orderId) return 'ignored';
      return refundOrder(deps.db, {
        orderId,
        provider: 'stripe',
        eventId: event.id,
        seller: deps.seller,
        paymentMethodLabel: paymentLabels.stripe,
      });
    }
    default:
      return 'ignored';
  }
}

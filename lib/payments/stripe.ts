import 'server-only';
// Stripe through the official SDK: PaymentIntents created on the server for the order's
// amount, webhooks verified with stripe.webhooks.constructEvent.
import Stripe from 'stripe';
import type { CountryEvidence } from '../db/schema';

export type StripeSettings = { secretKey: string; apiBase?: string };

/** A client; STRIPE_API_BASE points it at another host (the tests' local stand-in). */
export function createStripe({ secretKey, apiBase }: StripeSettings): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, telemetry: false };
  if (apiBase) {
    const url = new URL(apiBase);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(secretKey, config);
}

export async function createPaymentIntent(
  stripe: Stripe,
  order: { id: string; gross: number; currency: string; email: string },
): Promise<{ id: string; clientSecret: string }> {
  const intent = await stripe.paymentIntents.create(
    {
      amount: order.gross,
      currency: order.currency.toLowerCase(),
      receipt_email: order.email,
      metadata: { orderId: order.id },
      automatic_payment_methods: { enabled: true },
    },
    // One PaymentIntent per order, even when the browser retries.
    { idempotencyKey: `order-${order.id}` },
  );
  if (!intent.client_secret) throw new Error('PaymentIntent without client secret');
  return { id: intent.id, clientSecret: intent.client_secret };
}

/**
 * The issuing country of the card behind a charge (an id is fetched), as evidence of the buyer's
 * country; null when Stripe does not say or cannot be asked — the payment stands either way.
 */
export async function cardCountry(
  stripe: Stripe,
  charge: string | Stripe.Charge | null,
): Promise<CountryEvidence | null> {
  if (!charge) return null;
  try {
    const full = typeof charge === 'string' ? await stripe.charges.retrieve(charge) : charge;
    const country = full.payment_method_details?.card?.country;
    return country ? { source: 'card-country', country: country.toUpperCase() } : null;
  } catch (error) {
    console.warn('[stripe] card country unavailable', error instanceof Error ? error.message : error);
    return null;
  }
}

/** A full refund of the order's PaymentIntent; one per order, however often it is asked for. */
/**
 * Refund at Stripe. Without `part` it refunds what is left of the payment under the order's own
 * key (the automatic refund); an operator's refund names its amount and a key of its own, so each
 * refund happens once however often it is asked for, and two different ones both happen.
 */
export async function refundStripePayment(
  stripe: Stripe,
  paymentIntentId: string,
  orderId: string,
  part?: { amount: number; idempotencyKey: string },
) {
  const refund = await stripe.refunds.create(
    part
      ? { payment_intent: paymentIntentId, amount: part.amount, metadata: { orderId } }
      : { payment_intent: paymentIntentId, metadata: { orderId } },
    { idempotencyKey: part?.idempotencyKey ?? `refund-${orderId}` },
  );
  return { refundId: refund.id, status: refund.status };
}

export type StripeOutcome =
  | {
      kind: 'succeeded';
      orderId: string;
      paymentIntentId: string;
      chargeId: string | null;
      amount: number;
      currency: string;
    }
  | { kind: 'failed'; orderId: string; paymentIntentId: string; reason: string }
  | { kind: 'refunded'; orderId: string | null; paymentIntentId: string | null }
  | { kind: 'ignored' };

/** What a verified event means for an order; unknown types and events without an order are ignored. */
export function interpretStripeEvent(event: Stripe.Event): StripeOutcome {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const pi = event.data.object;
      const orderId = pi.metadata?.orderId;
      if (!orderId) return { kind: 'ignored' };
      const chargeId =
        typeof pi.latest_charge === 'string' ? pi.latest_charge : (pi.latest_charge?.id ?? null);
      return {
        kind: 'succeeded',
        orderId,
        paymentIntentId: pi.id,
        chargeId,
        amount: pi.amount_received || pi.amount,
        currency: pi.currency,
      };
    }
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      const orderId = pi.metadata?.orderId;
      if (!orderId) return { kind: 'ignored' };
      return {
        kind: 'failed',
        orderId,
        paymentIntentId: pi.id,
        reason: pi.last_payment_error?.message ?? 'payment failed',
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const orderId = charge.metadata?.orderId;
      // Only a full refund refunds the order: Stripe sends this event for partial refunds too,
      // which the operator's refund records itself (with its credit note). So both the flag and
      // the amounts must say everything went back. A charge without our metadata is matched
      // through its PaymentIntent by the caller.
      if (!charge.refunded || charge.amount_refunded < charge.amount) return { kind: 'ignored' };
      const pi =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : (charge.payment_intent?.id ?? null);
      return { kind: 'refunded', orderId: orderId ?? null, paymentIntentId: pi };
    }
    default:
      return { kind: 'ignored' };
  }
}

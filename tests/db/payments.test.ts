// Stripe (official SDK against a local stand-in, webhooks signed by the SDK's own test header
// generator) and PayPal (Orders v2 stand-in) through the real purchase flows on PGlite.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { invoices, orders, payments, processedEvents } from '@/lib/db/schema';
import { checkoutRequestSchema } from '@/lib/orders/checkout/input';
import {
  capturePaypalPayment,
  confirmStripePayment,
  FlowError,
  handleStripeWebhook,
  payWithTestMethod,
  startCheckout,
  type FlowDeps,
} from '@/lib/orders/payment/provider-flows';
import { flowErrorResponse } from '@/lib/orders/route-helpers';
import { createPaypal } from '@/lib/payments/paypal';
import { createStripe } from '@/lib/payments/stripe';
import { startStripeStandIn, succeededEvent, type StripeStandIn } from '../stand-ins/stripe';
import { startPaypalStandIn, type PaypalStandIn } from './stand-ins';

const webhookSecret = 'whsec_standin_secret';
const seller = {
  name: 'Greeting Studio Ltd.',
  address: '1 Harbour Street',
  country: 'IE',
  vatId: 'IE1234567T',
  email: 's@example.com',
};

const checkout = (method: 'stripe' | 'paypal' | 'test') =>
  checkoutRequestSchema.parse({
    items: [
      {
        useCase: 'business-voicemail',
        locale: 'en',
        text: 'Thank you for calling.',
        voice: { id: 'flite-slt' },
        price: 1,
      },
    ],
    currency: 'EUR',
    locale: 'en',
    buyer: { email: 'b@example.com', name: 'B', country: 'FR' },
    method,
    withdrawalConsent: true,
    amount: 1,
  });

let db: Db;
let close: () => Promise<void>;
let stripeStandIn: StripeStandIn;
let paypalStandIn: PaypalStandIn;
let fulfilled: string[];
let deps: FlowDeps;

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  stripeStandIn = await startStripeStandIn();
  paypalStandIn = await startPaypalStandIn('pp-client', 'pp-secret');
  fulfilled = [];
  deps = {
    db,
    seller,
    secret: 'test-secret-0123456789',
    testPayments: false,
    stripe: createStripe({ secretKey: 'sk_test_standin', apiBase: stripeStandIn.url }),
    stripeWebhookSecret: webhookSecret,
    paypal: createPaypal({ clientId: 'pp-client', clientSecret: 'pp-secret', apiBase: paypalStandIn.url }),
    fulfil: async (orderId) => void fulfilled.push(orderId),
  };
});

afterAll(async () => {
  await stripeStandIn.close();
  await paypalStandIn.close();
  await close();
});

const signed = (event: unknown) => {
  const payload = JSON.stringify(event);
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
};


async function orderRow(id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

describe('Stripe', () => {
  it('creates the PaymentIntent on the server for the server-computed amount', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    expect(started.payment.method).toBe('stripe');
    const intent = [...stripeStandIn.intents.values()].find(
      (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
    );
    // 9.00 net + 20 % French VAT, whatever the browser sent.
    expect(intent).toMatchObject({ amount: 1080, currency: 'eur' });
    expect(stripeStandIn.requests).toContain('POST /v1/payment_intents');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    const intentId = [...stripeStandIn.intents.values()].find(
      (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
    )?.id as string;
    const { payload } = signed(succeededEvent('evt_forged', stripeStandIn.succeed(intentId)));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const error = await handleStripeWebhook(deps, payload, forged).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    expect(flowErrorResponse(error).status).toBe(400);
    const tampered = payload.replace('"amount":1080', '"amount":1');
    const { header } = signed(JSON.parse(payload));
    expect(
      await handleStripeWebhook(deps, tampered, header).catch((e: unknown) => flowErrorResponse(e).status),
    ).toBe(400);
    expect((await orderRow(started.orderId))?.status).toBe('pending');
    expect(
      await db.select().from(processedEvents).where(eq(processedEvents.eventId, 'evt_forged')),
    ).toHaveLength(0);
  });

  it('processes the same signed event three times but fulfils once', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    const intentId = [...stripeStandIn.intents.values()].find(
      (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
    )?.id as string;
    const event = succeededEvent(`evt_${intentId}`, stripeStandIn.succeed(intentId));
    const results = [];
    for (let i = 0; i < 3; i++) {
      const { payload, header } = signed(event);
      results.push(await handleStripeWebhook(deps, payload, header));
    }
    expect(results).toEqual(['paid', 'duplicate-event', 'duplicate-event']);
    expect(fulfilled.filter((id) => id === started.orderId)).toHaveLength(1);
    expect((await orderRow(started.orderId))?.status).toBe('paid');
    expect(await db.select().from(invoices).where(eq(invoices.orderId, started.orderId))).toHaveLength(1);
  });

  it('never fulfils twice when the webhook and the browser confirmation race', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    const intentId = [...stripeStandIn.intents.values()].find(
      (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
    )?.id as string;
    const { payload, header } = signed(
      succeededEvent(`evt_race_${intentId}`, stripeStandIn.succeed(intentId)),
    );
    const outcomes = await Promise.all([
      handleStripeWebhook(deps, payload, header),
      confirmStripePayment(deps, started.orderId, { token: started.token }),
      confirmStripePayment(deps, started.orderId, { token: started.token }),
    ]);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(fulfilled.filter((id) => id === started.orderId)).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.orderId, started.orderId))).toHaveLength(1);
  });

  it('ignores a succeeded intent whose amount differs from the order', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    const intentId = [...stripeStandIn.intents.values()].find(
      (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
    )?.id as string;
    const intent = { ...stripeStandIn.succeed(intentId), amount: 100, amount_received: 100 };
    const { payload, header } = signed(succeededEvent(`evt_cheap_${intentId}`, intent));
    expect(await handleStripeWebhook(deps, payload, header)).toBe('amount-mismatch');
    expect((await orderRow(started.orderId))?.status).toBe('pending');
  });

  it('finds the order of a refunded charge without metadata through its PaymentIntent', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    const intentId = [...stripeStandIn.intents.values()].find(
      (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
    )?.id as string;
    const paid = signed(succeededEvent(`evt_pay2_${intentId}`, stripeStandIn.succeed(intentId)));
    await handleStripeWebhook(deps, paid.payload, paid.header);
    const charge = {
      id: `ch_${intentId}`,
      object: 'charge',
      refunded: true,
      payment_intent: intentId,
      metadata: {},
    };
    const refund = signed({ ...succeededEvent(`evt_refund2_${intentId}`, charge), type: 'charge.refunded' });
    expect(await handleStripeWebhook(deps, refund.payload, refund.header)).toBe('refunded');
    expect((await orderRow(started.orderId))?.status).toBe('refunded');
  });

  it('refunds on charge.refunded with a credit note', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    const intentId = [...stripeStandIn.intents.values()].find(
      (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
    )?.id as string;
    const paid = signed(succeededEvent(`evt_pay_${intentId}`, stripeStandIn.succeed(intentId)));
    await handleStripeWebhook(deps, paid.payload, paid.header);
    const charge = {
      id: `ch_${intentId}`,
      object: 'charge',
      refunded: true,
      payment_intent: intentId,
      metadata: { orderId: started.orderId },
    };
    const refund = signed({ ...succeededEvent(`evt_refund_${intentId}`, charge), type: 'charge.refunded' });
    expect(await handleStripeWebhook(deps, refund.payload, refund.header)).toBe('refunded');
    expect((await orderRow(started.orderId))?.status).toBe('refunded');
    const kinds = (await db.select().from(invoices).where(eq(invoices.orderId, started.orderId)))
      .map((i) => i.kind)
      .sort();
    expect(kinds).toEqual(['credit-note', 'invoice']);
  });

  it('leaves the order as it is on charge.refunded for a partial refund (Stripe sends that too)', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    const intentId = [...stripeStandIn.intents.values()].find(
      (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
    )?.id as string;
    const paid = signed(succeededEvent(`evt_pay3_${intentId}`, stripeStandIn.succeed(intentId)));
    await handleStripeWebhook(deps, paid.payload, paid.header);
    const charge = (refunded: boolean, amountRefunded: number) => ({
      id: `ch_${intentId}`,
      object: 'charge',
      refunded,
      amount: 1080,
      amount_refunded: amountRefunded,
      payment_intent: intentId,
      metadata: { orderId: started.orderId },
    });
    // Stripe's flag says partial; and even a flag set against amounts that disagree is not trusted.
    for (const [n, event] of [charge(false, 500), charge(true, 500)].entries()) {
      const refund = signed({ ...succeededEvent(`evt_refund3_${n}_${intentId}`, event), type: 'charge.refunded' });
      expect(await handleStripeWebhook(deps, refund.payload, refund.header)).toBe('ignored');
    }
    expect((await orderRow(started.orderId))?.status).toBe('paid');
    const full = signed({ ...succeededEvent(`evt_refund3_full_${intentId}`, charge(true, 1080)), type: 'charge.refunded' });
    expect(await handleStripeWebhook(deps, full.payload, full.header)).toBe('refunded');
  });
});

describe('PayPal', () => {
  it('creates and captures on the server, verifying the captured amount', async () => {
    const started = await startCheckout(deps, checkout('paypal'), null);
    if (started.payment.method !== 'paypal') throw new Error('expected PayPal');
    expect(paypalStandIn.orders.get(started.payment.paypalOrderId)?.amount).toEqual({
      currency_code: 'EUR',
      value: '10.80',
    });
    expect(await capturePaypalPayment(deps, started.orderId, { token: started.token })).toBe('paid');
    expect(fulfilled.filter((id) => id === started.orderId)).toHaveLength(1);
    // A second capture attempt is refused by PayPal and changes nothing here.
    await expect(
      capturePaypalPayment(deps, started.orderId, { token: started.token }),
    ).rejects.toBeInstanceOf(FlowError);
    expect(fulfilled.filter((id) => id === started.orderId)).toHaveLength(1);
  });

  it('does not pay an order when the captured amount is short', async () => {
    const started = await startCheckout(deps, checkout('paypal'), null);
    paypalStandIn.captureAmountOverride = '0.01';
    try {
      expect(await capturePaypalPayment(deps, started.orderId, { token: started.token })).toBe(
        'amount-mismatch',
      );
    } finally {
      paypalStandIn.captureAmountOverride = null;
    }
    expect((await orderRow(started.orderId))?.status).toBe('pending');
  });

  it('404s a capture with a wrong token', async () => {
    const started = await startCheckout(deps, checkout('paypal'), null);
    const error = await capturePaypalPayment(deps, started.orderId, { token: 'x'.repeat(43) }).catch(
      (e: unknown) => e,
    );
    expect(flowErrorResponse(error).status).toBe(404);
  });
});

describe('test method', () => {
  it('is refused when disabled, whatever the request says', async () => {
    await expect(startCheckout(deps, checkout('test'), null)).rejects.toMatchObject({
      code: 'method-unavailable',
    });
    const started = await startCheckout(deps, checkout('stripe'), null);
    const error = await payWithTestMethod(deps, started.orderId, { token: started.token }).catch(
      (e: unknown) => e,
    );
    expect(flowErrorResponse(error).status).toBe(403);
    expect((await orderRow(started.orderId))?.status).toBe('pending');
  });

  it('pays through the same state machine when enabled', async () => {
    const testDeps = { ...deps, testPayments: true };
    const started = await startCheckout(testDeps, checkout('test'), null);
    expect(await payWithTestMethod(testDeps, started.orderId, { token: started.token })).toBe('paid');
    expect(await payWithTestMethod(testDeps, started.orderId, { token: started.token })).toBe(
      'duplicate-event',
    );
    expect(fulfilled.filter((id) => id === started.orderId)).toHaveLength(1);
  });
});

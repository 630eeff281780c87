// Issue 20, item 2: no charge for what cannot be delivered.
//  - POST /api/cart/quote/ and POST /api/checkout/ refuse every spec the render would refuse
//    (400, in the page's language, naming the cart line) and create no order;
//  - an order whose render still fails after its retries is refunded through the provider's API
//    (Stripe and PayPal stand-ins; the test method moves no money), gets a credit note, the buyer an
//    email and the operator an alert;
//  - a payment whose amount or currency differs from the order's is refused from fulfilment and
//    raises an alert on the order and in the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postCheckout } from '@/app/api/checkout/route';
import { POST as postQuote } from '@/app/api/cart/quote/route';
import { closeDb, getDb, openDb, type Db } from '@/lib/db/client';
import { emailOutbox, invoices, orders } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { checkoutRequestSchema } from '@/lib/orders/checkout/input';
import { LocalFileStore } from '@/lib/orders/storage/file-store';
import {
  capturePaypalPayment,
  handleStripeWebhook,
  payWithTestMethod,
  startCheckout,
  UndeliverableCartError,
  type FlowDeps,
} from '@/lib/orders/payment/provider-flows';
import { fulfilOrder } from '@/lib/orders/fulfilment/render-order';
import { sendEmail } from '@/lib/orders/delivery/outbox';
import { refundEmail } from '@/lib/orders/delivery/refund-email';
import { refundUndeliverable, type AutoRefundDeps } from '@/lib/orders/payment/refund-undeliverable';
import { refundByOperator } from '@/lib/backoffice/refund';
import { requeueFailed } from '@/lib/orders/transitions';
import { createPaypal } from '@/lib/payments/paypal';
import { createStripe } from '@/lib/payments/stripe';
import { startPaypalStandIn, type PaypalStandIn } from '../db/stand-ins';
import { startStripeStandIn, type StripeStandIn } from '../stand-ins/stripe';

// lib/orders/server.ts guards against client bundles; outside Next's bundler that guard is moot.
vi.mock('server-only', () => ({}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-undeliverable-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SITE_URL: 'http://localhost:3000',
  // Nothing listens there: no test may reach the real VIES.
  VIES_ENDPOINT: 'http://127.0.0.1:9',
});

const good = {
  useCase: 'business-voicemail',
  locale: 'en',
  text: 'Thank you for calling.',
  voice: { id: 'flite-slt' },
};
const bad: [string, Record<string, unknown>, string][] = [
  ['empty text', { text: '' }, 'empty-text'],
  ['only a pause', { text: '[pause 5s]' }, 'empty-text'],
  ['punctuation only', { text: '?!… — ...' }, 'empty-text'],
  ['an unknown voice', { voice: { id: 'nobody-here' } }, 'unknown-voice'],
  ['an unknown music track', { music: { trackId: 'no-such-track' } }, 'unknown-track'],
  // Issue 34: a blank Website left "{website}" in a paid script.
  ['a placeholder left unfilled', { text: 'Mehr unter {website}. Danke.' }, 'unfilled-field'],
];

let ip = 0;
const post = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${++ip}` },
    body: JSON.stringify(body),
  });
type ErrorBody = { error: { code: string; message: string; details?: { line: number; reason: string } } };

// The routes' database (PGlite on disk) opens and migrates once: slow when the machine is busy.
beforeAll(() => getDb(), 180_000);
afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/cart/quote/ and POST /api/checkout/ refuse what the render would refuse', () => {
  it.each(bad)('quote: %s on line 2 is a 400 naming line 2', async (_, change, reason) => {
    const response = await postQuote(
      post('/api/cart/quote/', { items: [good, { ...good, ...change }], currency: 'EUR', locale: 'de' }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('undeliverable');
    expect(body.error.details).toEqual({ line: 2, reason });
    // In the page's language, naming the line.
    expect(body.error.message).toMatch(/^Ansage 2 im Warenkorb kann nicht produziert werden/);
  });

  it('quote: a cart the render can make is priced as before', async () => {
    const response = await postQuote(post('/api/cart/quote/', { items: [good], currency: 'EUR' }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { gross: number }).gross).toBe(900);
  });

  it.each(bad)('checkout: %s on line 3 is refused before any order exists', async (_, change, reason) => {
    const db = await getDb();
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    const response = await postCheckout(
      post('/api/checkout/', {
        items: [good, good, { ...good, ...change }],
        currency: 'EUR',
        locale: 'fr',
        buyer: { email: 'buyer@example.com', name: 'Buyer', country: 'FR' },
        method: 'test',
        withdrawalConsent: true,
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toMatchObject({ code: 'undeliverable', details: { line: 3, reason } });
    expect(body.error.message).toMatch(/^Le message 3 de votre panier ne peut pas être produit/);
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });
});

// ---- Refunds and alerts, through the purchase flows on an in-memory database ----

const webhookSecret = 'whsec_undeliverable';
const seller = {
  name: 'Greeting Studio Ltd.',
  address: '1 Harbour Street',
  country: 'IE',
  vatId: 'IE1234567T',
  email: 's@example.com',
};
let db: Db;
let close: () => Promise<void>;
let stripeStandIn: StripeStandIn;
let paypalStandIn: PaypalStandIn;
let deps: FlowDeps;
let refundDeps: AutoRefundDeps;
const fulfilled: string[] = [];
const outboxDir = path.join(dataDir, 'outbox-flows');

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  stripeStandIn = await startStripeStandIn();
  paypalStandIn = await startPaypalStandIn('pp-client', 'pp-secret');
  deps = {
    db,
    seller,
    secret: 'test-secret-0123456789',
    testPayments: true,
    stripe: createStripe({ secretKey: 'sk_test_standin', apiBase: stripeStandIn.url }),
    stripeWebhookSecret: webhookSecret,
    paypal: createPaypal({ clientId: 'pp-client', clientSecret: 'pp-secret', apiBase: paypalStandIn.url }),
    fulfil: async (orderId) => void fulfilled.push(orderId),
    catalog: { hasVoice: (id) => id === 'flite-slt', hasTrack: () => true },
  };
  refundDeps = {
    ...deps,
    notifyBuyer: async (order, refund) => {
      const { subject, body } = refundEmail({
        locale: 'de',
        messages: await loadMessages('de'),
        reference: order.reference,
        gross: order.grossTotal,
        currency: 'EUR',
        refund,
      });
      await sendEmail(
        db,
        { dir: outboxDir, mailer: null, from: 'shop@example.com' },
        {
          orderId: order.id,
          to: order.email,
          from: 'shop@example.com',
          subject,
          body,
        },
      );
    },
  };
  // PGlite starts and migrates in WASM: slow when the machine is busy.
}, 180_000);

afterAll(async () => {
  await stripeStandIn.close();
  await paypalStandIn.close();
  await close();
});

const checkout = (method: 'stripe' | 'paypal' | 'test') =>
  checkoutRequestSchema.parse({
    items: [good],
    currency: 'EUR',
    locale: 'de',
    buyer: { email: 'buyer@example.com', name: 'B', country: 'FR' },
    method,
    withdrawalConsent: true,
  });

const signed = (event: unknown) => {
  const payload = JSON.stringify(event);
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
};
const event = (id: string, type: string, object: unknown) => ({
  id,
  object: 'event',
  api_version: '2025-01-27.acacia',
  created: Math.floor(Date.now() / 1000),
  type,
  data: { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
});

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const intentOf = (orderId: string) =>
  [...stripeStandIn.intents.values()].find((i) => (i.metadata as { orderId: string }).orderId === orderId)
    ?.id as string;

/** Pay an order with the given method through the real flow. */
async function paidOrder(method: 'stripe' | 'paypal' | 'test') {
  const started = await startCheckout(deps, checkout(method), null);
  if (method === 'stripe') {
    const intentId = intentOf(started.orderId);
    const paid = signed(
      event(`evt_pay_${intentId}`, 'payment_intent.succeeded', stripeStandIn.succeed(intentId)),
    );
    expect(await handleStripeWebhook(deps, paid.payload, paid.header)).toBe('paid');
  } else if (method === 'paypal') {
    expect(await capturePaypalPayment(deps, started.orderId, { token: started.token })).toBe('paid');
  } else {
    expect(await payWithTestMethod(deps, started.orderId, { token: started.token })).toBe('paid');
  }
  return started;
}

/**
 * Renders that all fail, then what the job queue does once its retries are used up (the job lands
 * in the dead-letter queue and lib/orders/fulfilment/job-queue.ts runs refundFailedOrder).
 */
async function failEveryRender(orderId: string) {
  const store = new LocalFileStore(path.join(dataDir, 'files'));
  const render = () => Promise.reject(new Error('engine crashed'));
  expect(await fulfilOrder(db, orderId, { render, store })).toBe('failed');
  expect(await requeueFailed(db, orderId)).toBe(true);
  expect(await fulfilOrder(db, orderId, { render, store })).toBe('failed');
  return refundUndeliverable(refundDeps, orderId);
}

describe('a render that still fails after its retries is refunded', () => {
  it.each(['stripe', 'paypal', 'test'] as const)(
    '%s: money back, credit note, email, alert',
    async (method) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const started = await paidOrder(method);
        expect(await failEveryRender(started.orderId)).toBe('refunded');

        if (method === 'stripe') {
          expect(stripeStandIn.refunds).toContainEqual(
            expect.objectContaining({
              paymentIntent: intentOf(started.orderId),
              idempotencyKey: `refund-${started.orderId}`,
            }),
          );
        }
        if (method === 'paypal') {
          expect(paypalStandIn.refunds).toContainEqual({
            captureId: expect.stringMatching(/^CAP-PP\d+STANDIN$/),
            // No amount: what is left of the capture (all of it here) goes back.
            amount: null,
            requestId: `refund-${started.orderId}`,
          });
        }
        const order = await orderRow(started.orderId);
        expect(order?.status).toBe('refunded');
        expect(order?.alert).toMatch(/^undeliverable: refunded after 2 renders; engine crashed/);
        const kinds = (await db.select().from(invoices).where(eq(invoices.orderId, started.orderId))).map(
          (i) => i.kind,
        );
        expect(kinds.sort()).toEqual(['credit-note', 'invoice']);
        const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, started.orderId));
        // The buyer's reference, as on the order page and the invoice; never the internal id.
        expect(mail?.subject).toBe(`Ihre Bestellung ${order?.reference} wurde erstattet`);
        expect(mail?.body).toMatch(/den vollen Betrag von 10,80\s€/u);
        expect(
          errors.mock.calls.some(([line]) =>
            String(line).startsWith(`[alert] undeliverable order=${started.orderId}`),
          ),
        ).toBe(true);

        // Asked again (a job retried, two workers): nothing is refunded or sent twice.
        expect(await refundUndeliverable(refundDeps, started.orderId)).toBe('not-refundable');
        expect(
          stripeStandIn.refunds.filter((r) => r.idempotencyKey === `refund-${started.orderId}`).length,
        ).toBeLessThanOrEqual(1);
        expect(
          await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, started.orderId)),
        ).toHaveLength(1);
      } finally {
        errors.mockRestore();
      }
    },
  );

  it('after an operator refunded part, the mail, the credit note and the log name the rest', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const started = await paidOrder('stripe');
      const operator = { uid: 'op', email: 'op@example.com' };
      // 3,00 € back by hand first (its own mail), then every render fails: 7,80 € of 10,80 € are left.
      expect(await refundByOperator(refundDeps, operator, started.orderId, { amount: 300 })).toEqual({ outcome: 'done' });
      expect(await failEveryRender(started.orderId)).toBe('refunded');

      // Stripe is asked for the rest (no amount), once.
      expect(stripeStandIn.refunds).toContainEqual(
        expect.objectContaining({ paymentIntent: intentOf(started.orderId), amount: null, idempotencyKey: `refund-${started.orderId}` }),
      );
      const notes = (await db.select().from(invoices).where(eq(invoices.orderId, started.orderId)))
        .filter((i) => i.kind === 'credit-note')
        .map((i) => i.gross)
        .sort((a, b) => Number(a) - Number(b));
      expect(notes).toEqual([300, 780]);
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, started.orderId));
      expect(mails).toHaveLength(2);
      const last = mails.find((m) => /produzieren/.test(m.body));
      expect(last?.body).toMatch(/verbleibenden Betrag von 7,80\s€/u);
      expect(last?.body).toMatch(/bezahlten 10,80\s€/u);
      expect(last?.body).not.toMatch(/vollen Betrag/);
      expect(
        errors.mock.calls.some(([line]) =>
          String(line).startsWith(`[alert] undeliverable order=${started.orderId} renders=2 refunded 780 EUR`),
        ),
      ).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });

  it('does not refund an order that is ready, paid or still rendering', async () => {
    const started = await paidOrder('test');
    expect(await refundUndeliverable(refundDeps, started.orderId)).toBe('not-refundable');
    expect((await orderRow(started.orderId))?.status).toBe('paid');
  });

  it('when the provider refuses the refund: the order stays failed with an alert for the operator', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = await paidOrder('stripe');
    stripeStandIn.failRefunds = true;
    let alerted = false;
    try {
      expect(await failEveryRender(started.orderId)).toBe('refund-failed');
      alerted = errors.mock.calls.some(([line]) =>
        String(line).startsWith(`[alert] refund-failed order=${started.orderId}`),
      );
    } finally {
      stripeStandIn.failRefunds = false;
      errors.mockRestore();
    }
    expect(alerted).toBe(true);
    const order = await orderRow(started.orderId);
    expect(order?.status).toBe('failed');
    expect(order?.alert).toMatch(/^refund-failed: /);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, started.orderId))).toHaveLength(1);
    // Once Stripe is back, the same call completes the refund.
    expect(await refundUndeliverable(refundDeps, started.orderId)).toBe('refunded');
  });
});

describe('a payment that does not match the order is refused from fulfilment and raises an alert', () => {
  it.each([
    ['a smaller amount', { amount: 100, amount_received: 100 }],
    ['another currency', { currency: 'usd' }],
  ])('Stripe webhook with %s', async (_, change) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const started = await startCheckout(deps, checkout('stripe'), null);
      const intentId = intentOf(started.orderId);
      const intent = { ...stripeStandIn.succeed(intentId), ...change };
      const { payload, header } = signed(
        event(`evt_mismatch_${intentId}`, 'payment_intent.succeeded', intent),
      );
      expect(await handleStripeWebhook(deps, payload, header)).toBe('amount-mismatch');
      const order = await orderRow(started.orderId);
      expect(order?.status).toBe('pending');
      expect(order?.alert).toMatch(/^payment-mismatch: stripe pi_standin_\d+ paid/);
      expect(fulfilled).not.toContain(started.orderId);
      expect(
        errors.mock.calls.some(([line]) =>
          String(line).startsWith(`[alert] payment-mismatch order=${started.orderId}`),
        ),
      ).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });

  it('PayPal capture of a different amount', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = await startCheckout(deps, checkout('paypal'), null);
    paypalStandIn.captureAmountOverride = '0.50';
    try {
      expect(await capturePaypalPayment(deps, started.orderId, { token: started.token })).toBe(
        'amount-mismatch',
      );
    } finally {
      paypalStandIn.captureAmountOverride = null;
      errors.mockRestore();
    }
    expect((await orderRow(started.orderId))?.alert).toMatch(/paid 50 EUR, order is 1080 EUR/);
    expect(fulfilled).not.toContain(started.orderId);
  });

  it('the flow refuses an undeliverable cart before creating the order or the payment', async () => {
    const requests = stripeStandIn.requests.length;
    const error = await startCheckout(
      deps,
      { ...checkout('stripe'), items: checkout('stripe').items.map((i) => ({ ...i, text: '[pause 5s]' })) },
      null,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UndeliverableCartError);
    expect(stripeStandIn.requests.length).toBe(requests);
  });
});

// Issue 20, item 6: VAT on evidence, not on the buyer's word.
//  - countries from the ISO list only (XX is refused, in the page's language);
//  - a VAT id gives reverse charge only when VIES confirms it (local VIES stand-in); when VIES cannot
//    be reached VAT is charged and the quote says so; the answer and its date are kept with the order;
//  - two pieces of evidence of the buyer's country are kept with each order: the billing country
//    and the card's (Stripe) or the payer's (PayPal) country.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postCheckout } from '@/app/api/checkout/route';
import { POST as postQuote } from '@/app/api/cart/quote/route';
import { closeDb, getDb, openDb, type Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { checkoutRequestSchema } from '@/lib/orders/checkout/input';
import {
  capturePaypalPayment,
  confirmStripePayment,
  handleStripeWebhook,
  startCheckout,
  type FlowDeps,
} from '@/lib/orders/payment/provider-flows';
import { evidenceAgrees } from '@/lib/orders/transitions';
import { createPaypal } from '@/lib/payments/paypal';
import { createStripe } from '@/lib/payments/stripe';
import { createViesClient } from '@/lib/payments/vies';
import { startPaypalStandIn, type PaypalStandIn } from '../db/stand-ins';
import { startStripeStandIn, type StripeStandIn } from '../stand-ins/stripe';
import { startViesStandIn, type ViesStandIn } from './vies-stand-in';

vi.mock('server-only', () => ({}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-vat-'));
let vies: ViesStandIn;

const item = {
  useCase: 'business-voicemail',
  locale: 'en',
  text: 'Thank you for calling.',
  voice: { id: 'flite-slt' },
};
let ip = 0;
const post = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.1.${++ip}` },
    body: JSON.stringify(body),
  });
type Quote = {
  vat: { mode: string; rateBp: number; vatId: string | null; vies: string | null };
  gross: number;
};
type ErrorBody = { error: { code: string; message: string } };

beforeAll(async () => {
  vies = await startViesStandIn();
  vies.answers.set('DE123456789', 'valid');
  // Read once by env(): the routes' VIES client talks to the stand-in.
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: 'http://localhost:3000',
    VIES_ENDPOINT: vies.url,
  });
  // The routes' database (PGlite on disk) opens and migrates once: slow when the machine is busy.
  await getDb();
}, 180_000);
afterAll(async () => {
  await vies.close();
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('countries from the ISO list only', () => {
  it('quote: XX is a 400 in the page’s language, not "outside the EU, no VAT"', async () => {
    const response = await postQuote(
      post('/api/cart/quote/', { items: [item], currency: 'EUR', country: 'XX', locale: 'el' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: 'unknown-country',
      message: 'Επιλέξτε τη χώρα σας από τη λίστα.',
    });
  });

  it('checkout: XX is refused and no order is created', async () => {
    const db = await getDb();
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    const response = await postCheckout(
      post('/api/checkout/', {
        items: [item],
        currency: 'EUR',
        locale: 'fr',
        buyer: { email: 'b@example.com', name: 'B', country: 'xx' },
        method: 'test',
        withdrawalConsent: true,
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: 'unknown-country',
      message: 'Veuillez choisir votre pays dans la liste.',
    });
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('a real country outside the EU still pays no VAT', async () => {
    const response = await postQuote(
      post('/api/cart/quote/', { items: [item], currency: 'USD', country: 'US' }),
    );
    expect(((await response.json()) as Quote).vat.mode).toBe('none');
  });
});

describe('VAT ids checked against VIES', () => {
  const quoteFor = async (vatId: string) =>
    (await (
      await postQuote(post('/api/cart/quote/', { items: [item], currency: 'EUR', country: 'DE', vatId }))
    ).json()) as Quote;

  it('a well-formed id VIES does not know pays German VAT (DE000000000 was paid net)', async () => {
    const q = await quoteFor('DE000000000');
    expect(q.vat).toEqual({ mode: 'standard', rateBp: 1900, vatId: null, vies: 'invalid' });
    expect(q.gross).toBe(1071);
    expect(vies.requests).toContainEqual({ countryCode: 'DE', vatNumber: '000000000' });
  });

  it('an id VIES confirms is reverse-charged', async () => {
    const q = await quoteFor('DE 123 456 789');
    expect(q.vat).toEqual({ mode: 'reverse-charge', rateBp: 0, vatId: 'DE123456789', vies: 'valid' });
    expect(q.gross).toBe(900);
  });

  it('VIES out of reach: VAT is charged and the quote says why', async () => {
    vies.down = true;
    try {
      const q = await quoteFor('DE999999999');
      expect(q.vat).toMatchObject({ mode: 'standard', rateBp: 1900, vies: 'unavailable' });
      expect(q.gross).toBe(1071);
    } finally {
      vies.down = false;
    }
  });

  it('checkout keeps VIES’s answer and its date with the order', async () => {
    const before = Date.now();
    const response = await postCheckout(
      post('/api/checkout/', {
        items: [item],
        currency: 'EUR',
        locale: 'de',
        buyer: {
          email: 'b@example.com',
          name: 'B',
          country: 'DE',
          company: 'Muster GmbH',
          vatId: 'DE123456789',
          // A business invoice names the buyer's address (EU VAT directive, article 226).
          street: 'Hauptstraße 1',
          postcode: '10115',
          city: 'Berlin',
        },
        method: 'test',
        withdrawalConsent: true,
      }),
    );
    expect(response.status).toBe(201);
    const { orderId } = (await response.json()) as { orderId: string };
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      vatMode: 'reverse-charge',
      viesStatus: 'valid',
      viesRequestId: 'WAPIAAAA123456789',
      grossTotal: 900,
      countryEvidence: [{ source: 'billing-address', country: 'DE' }],
    });
    expect(order?.viesCheckedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

// ---- Evidence of the buyer's country, through the payment flows ----

const webhookSecret = 'whsec_vat';
let db: Db;
let close: () => Promise<void>;
let stripeStandIn: StripeStandIn;
let paypalStandIn: PaypalStandIn;
let deps: FlowDeps;

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  stripeStandIn = await startStripeStandIn();
  paypalStandIn = await startPaypalStandIn('pp-client', 'pp-secret');
  deps = {
    db,
    seller: { name: 'S', address: 'A', country: 'IE', vatId: 'IE1234567T', email: 's@example.com' },
    secret: 'test-secret-0123456789',
    testPayments: false,
    stripe: createStripe({ secretKey: 'sk_test_standin', apiBase: stripeStandIn.url }),
    stripeWebhookSecret: webhookSecret,
    paypal: createPaypal({ clientId: 'pp-client', clientSecret: 'pp-secret', apiBase: paypalStandIn.url }),
    fulfil: async () => undefined,
    catalog: { hasVoice: () => true, hasTrack: () => true },
    vies: createViesClient({ endpoint: vies.url }),
  };
  // PGlite starts and migrates in WASM: slow when the machine is busy.
}, 180_000);
afterAll(async () => {
  await stripeStandIn.close();
  await paypalStandIn.close();
  await close();
});

const checkout = (method: 'stripe' | 'paypal', country = 'FR', vatId: string | null = null) =>
  checkoutRequestSchema.parse({
    items: [item],
    currency: 'EUR',
    locale: 'en',
    buyer: vatId
      ? { email: 'b@example.com', name: 'B', country, vatId, street: 'Rue 1', postcode: '75001', city: 'Paris' }
      : { email: 'b@example.com', name: 'B', country, vatId },
    method,
    withdrawalConsent: true,
  });
const evidenceOf = async (id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]?.countryEvidence;
const intentOf = (orderId: string) =>
  [...stripeStandIn.intents.values()].find((i) => (i.metadata as { orderId: string }).orderId === orderId)
    ?.id as string;

describe('two pieces of evidence of the buyer’s country', () => {
  it('Stripe (browser confirmation): billing country + the card’s issuing country', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    stripeStandIn.succeed(intentOf(started.orderId));
    expect(await confirmStripePayment(deps, started.orderId, { token: started.token })).toBe('paid');
    expect(await evidenceOf(started.orderId)).toEqual([
      { source: 'billing-address', country: 'FR' },
      { source: 'card-country', country: 'FR' },
    ]);
  });

  it('Stripe (webhook): the card country is fetched from the charge', async () => {
    const started = await startCheckout(deps, checkout('stripe'), null);
    const intentId = intentOf(started.orderId);
    const payload = JSON.stringify({
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stripeStandIn.succeed(intentId) },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(await handleStripeWebhook(deps, payload, header)).toBe('paid');
    expect(stripeStandIn.requests).toContain(`GET /v1/charges/ch_${intentId}`);
    expect(await evidenceOf(started.orderId)).toContainEqual({ source: 'card-country', country: 'FR' });
  });

  it('PayPal: billing country + the payer’s PayPal country', async () => {
    const started = await startCheckout(deps, checkout('paypal', 'PT'), null);
    paypalStandIn.payerCountry = 'PT';
    try {
      expect(await capturePaypalPayment(deps, started.orderId, { token: started.token })).toBe('paid');
    } finally {
      paypalStandIn.payerCountry = 'FR';
    }
    expect(await evidenceOf(started.orderId)).toEqual([
      { source: 'billing-address', country: 'PT' },
      { source: 'paypal-payer-country', country: 'PT' },
    ]);
  });

  it('contradicting evidence is kept and raises a warning for the operator', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let warned = false;
    try {
      const started = await startCheckout(deps, checkout('stripe', 'DE'), null);
      stripeStandIn.cardCountry = 'US';
      stripeStandIn.succeed(intentOf(started.orderId));
      expect(await confirmStripePayment(deps, started.orderId, { token: started.token })).toBe('paid');
      const evidence = await evidenceOf(started.orderId);
      expect(evidence).toEqual([
        { source: 'billing-address', country: 'DE' },
        { source: 'card-country', country: 'US' },
      ]);
      expect(evidenceAgrees(evidence ?? [])).toBe(false);
      warned = warn.mock.calls.some(([line]) =>
        String(line).startsWith(`[alert] country-evidence order=${started.orderId}`),
      );
    } finally {
      stripeStandIn.cardCountry = 'FR';
      warn.mockRestore();
    }
    expect(warned).toBe(true);
  });

  it('the flow asks VIES and keeps its answer; VIES down means VAT with the reason stored', async () => {
    vies.down = true;
    let orderId: string;
    try {
      ({ orderId } = await startCheckout(deps, checkout('stripe', 'AT', 'ATU12345678'), null));
    } finally {
      vies.down = false;
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      vatMode: 'standard',
      vatRateBp: 2000,
      viesStatus: 'unavailable',
      grossTotal: 1080,
    });
    expect(order?.viesCheckedAt).toBeInstanceOf(Date);
  });
});

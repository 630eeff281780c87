// The Stripe stand-in's test lever, which the browser test drives over HTTP: succeeding an intent
// sends a payment_intent.succeeded webhook that Stripe's own verification accepts, and the refunds
// the SDK asked for can be read back with their amounts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripe, refundStripePayment } from '@/lib/payments/stripe';
import { startStripeStandIn, type StripeStandIn } from './stripe';

const secret = 'whsec_lever_test';
let app: Server;
let standIn: StripeStandIn;
const received: Stripe.Event[] = [];

beforeAll(async () => {
  // A webhook endpoint that checks the signature as the app's route does.
  app = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const event = Stripe.webhooks.constructEvent(
        Buffer.concat(chunks).toString('utf8'),
        String(req.headers['stripe-signature']),
        secret,
      );
      received.push(event);
      res.writeHead(200).end();
    } catch {
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}/webhook`;
  standIn = await startStripeStandIn({ webhook: { url, secret } });
});

afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => app.close(resolve));
});

describe('the Stripe stand-in lever', () => {
  it('succeeds an intent, sends its signed webhook, and lists the refunds asked for', async () => {
    const stripe = createStripe({ secretKey: 'sk_test_standin', apiBase: standIn.url });
    const intent = await stripe.paymentIntents.create({
      amount: 1080,
      currency: 'eur',
      metadata: { orderId: 'order-1' },
    });

    const response = await fetch(`${standIn.url}/__stand-in/payment_intents/${intent.id}/succeed`, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { intent: { status: string; amount_received: number }; webhook: number };
    expect(body).toMatchObject({ intent: { status: 'succeeded', amount_received: 1080 }, webhook: 200 });
    expect(received.map((e) => [e.type, (e.data.object as { id: string }).id])).toEqual([
      ['payment_intent.succeeded', intent.id],
    ]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');

    await refundStripePayment(stripe, intent.id, 'order-1', { amount: 300, idempotencyKey: 'part-1' });
    await refundStripePayment(stripe, intent.id, 'order-1');
    const listed = (await (await fetch(`${standIn.url}/__stand-in/refunds`)).json()) as {
      refunds: { paymentIntent: string; amount: number | null }[];
    };
    expect(listed.refunds.map((r) => [r.paymentIntent, r.amount])).toEqual([
      [intent.id, 300],
      [intent.id, null],
    ]);
  });

  it('answers 404 for an intent it never created, and the API still wants the secret key', async () => {
    expect((await fetch(`${standIn.url}/__stand-in/payment_intents/pi_nope/succeed`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${standIn.url}/v1/payment_intents/pi_nope`)).status).toBe(401);
  });
});

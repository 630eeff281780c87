// A local stand-in for Stripe's HTTP API, answering the documented shapes the official Stripe SDK
// uses (PaymentIntents, charges, refunds; form-encoded requests, Bearer secret key). Test-only:
// the app reaches it through STRIPE_API_BASE. Unit tests drive it in-process; the browser tests'
// server (scripts/e2e-server.mjs) runs one on a fixed port, and because a spec cannot reach into
// that process, a test-only lever under /__stand-in/ does over HTTP what a buyer's bank and
// Stripe's dashboard would: succeed an intent (and send its signed webhook, as Stripe does) and
// list the refunds Stripe was asked for.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

export type StripeRefund = {
  id: string;
  paymentIntent: string | null;
  /** Minor units; null: the SDK asked for the rest. */
  amount: number | null;
  idempotencyKey: string | undefined;
};

export type StripeStandIn = {
  url: string;
  intents: Map<string, Json>;
  requests: string[];
  /** Refunds created (POST /v1/refunds), with the amount (null: the rest) and idempotency key they were asked with. */
  refunds: StripeRefund[];
  /** The issuing country of every charge's card; null: the charge says none. */
  cardCountry: string | null;
  /** Answer refunds with a 500 (Stripe down). */
  failRefunds: boolean;
  succeed: (id: string) => Json;
  close: () => Promise<void>;
};

export type StripeStandInOptions = {
  /** A fixed port (the e2e server's); absent: any free one. */
  port?: number;
  /** Where the lever's succeed delivers payment_intent.succeeded, signed as Stripe signs it. */
  webhook?: { url: string; secret: string };
};

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let events = 0;

/** Stripe's `payment_intent.succeeded` event for an intent, as its webhooks send it. */
export const succeededEvent = (id: string, intent: unknown) => ({
  id,
  object: 'event',
  api_version: '2025-01-27.acacia',
  created: Math.floor(Date.now() / 1000),
  type: 'payment_intent.succeeded',
  data: { object: intent },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
});

/** POST a Stripe event for the intent to the app's webhook, signed with its secret; resolves to the HTTP status. */
async function deliverSucceeded(webhook: { url: string; secret: string }, intent: Json): Promise<number> {
  const payload = JSON.stringify(succeededEvent(`evt_standin_${++events}_${String(intent.id)}`, intent));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return response.status;
}

/** PaymentIntents create (form-encoded, as the SDK sends it) and retrieve, charges, refunds. */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const intents = new Map<string, Json>();
  const requests: string[] = [];
  const refunds: StripeStandIn['refunds'] = [];
  let n = 0;
  const server = createServer(async (req, res) => {
    const raw = await body(req);
    requests.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${n}` });
      res.end(JSON.stringify(json));
    };
    const path = (req.url ?? '').split('?')[0] ?? '';
    // The test lever: no Stripe key (the spec is not the app), never part of Stripe's API.
    const lever = /^\/__stand-in\/payment_intents\/([^/]+)\/succeed$/.exec(path);
    if (req.method === 'POST' && lever?.[1]) {
      if (!intents.has(lever[1])) return send(404, { error: `no intent ${lever[1]}` });
      const intent = state.succeed(lever[1]);
      const webhook = options.webhook ? await deliverSucceeded(options.webhook, intent) : null;
      return send(200, { intent, webhook });
    }
    if (req.method === 'GET' && path === '/__stand-in/refunds') return send(200, { refunds });
    if (req.headers.authorization !== 'Bearer sk_test_standin')
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const form = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'];
      const existing = [...intents.values()].find((i) => i.idempotencyKey === key);
      if (existing) return send(200, existing);
      const id = `pi_standin_${++n}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_standin`,
        metadata,
        latest_charge: null,
        idempotencyKey: key,
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && charge?.[1]) {
      const country = state.cardCountry;
      return send(200, {
        id: charge[1],
        object: 'charge',
        payment_method_details: { type: 'card', card: { brand: 'visa', country } },
      });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (state.failRefunds) return send(500, { error: { type: 'api_error', message: 'stand-in down' } });
      const form = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'];
      const keyText = Array.isArray(key) ? key[0] : key;
      const existing = refunds.find((r) => r.idempotencyKey !== undefined && r.idempotencyKey === keyText);
      const refund = existing ?? {
        id: `re_standin_${++n}`,
        paymentIntent: form.get('payment_intent'),
        amount: form.has('amount') ? Number(form.get('amount')) : null,
        idempotencyKey: keyText,
      };
      if (!existing) refunds.push(refund);
      return send(200, {
        id: refund.id,
        object: 'refund',
        status: 'succeeded',
        payment_intent: refund.paymentIntent,
      });
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(retrieve[1]);
      return intent
        ? send(200, intent)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });
  const state: StripeStandIn = {
    url: await listen(server, options.port ?? 0),
    intents,
    requests,
    refunds,
    cardCountry: 'FR',
    failRefunds: false,
    succeed: (id) => {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: `ch_${id}`,
      });
      return intent;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return state;
}

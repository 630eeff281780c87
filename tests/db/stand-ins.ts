// Local stand-ins for the payment providers' HTTP APIs, answering the documented shapes the
// official Stripe SDK and our PayPal client use. Test-only: the app never talks to these.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export type StripeStandIn = {
  url: string;
  intents: Map<string, Json>;
  requests: string[];
  /** Refunds created (POST /v1/refunds), with the idempotency key they were asked with. */
  /** Refunds created (POST /v1/refunds), with the amount (null: the rest) and idempotency key they were asked with. */
  refunds: { id: string; paymentIntent: string | null; amount: number | null; idempotencyKey: string | undefined }[];
  /** The issuing country of every charge's card; null: the charge says none. */
  cardCountry: string | null;
  /** Answer refunds with a 500 (Stripe down). */
  failRefunds: boolean;
  succeed: (id: string) => Json;
  close: () => Promise<void>;
};

/** PaymentIntents create (form-encoded, as the SDK sends it) and retrieve. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
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
    if (req.headers.authorization !== 'Bearer sk_test_standin')
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    const path = (req.url ?? '').split('?')[0] ?? '';
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
    url: await listen(server),
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

export type PaypalStandIn = {
  url: string;
  orders: Map<
    string,
    { amount: { currency_code: string; value: string }; reference: string; captured: boolean }
  >;
  /** Make the next capture report a different amount (a tampered or partial capture). */
  captureAmountOverride: string | null;
  /** The payer's country in every capture; null: PayPal says none. */
  payerCountry: string | null;
  /** Capture refunds asked for, with their amount (null: the rest) and PayPal-Request-Id. */
  refunds: { captureId: string; amount: { value: string; currency_code: string } | null; requestId: string | undefined }[];
  close: () => Promise<void>;
};

/** Orders v2 create/capture plus the OAuth client-credentials token. */
export async function startPaypalStandIn(clientId: string, secret: string): Promise<PaypalStandIn> {
  const state: PaypalStandIn = {
    url: '',
    orders: new Map(),
    captureAmountOverride: null,
    payerCountry: 'FR',
    refunds: [],
    close: async () => undefined,
  };
  let n = 0;
  const server = createServer(async (req, res) => {
    const raw = await body(req);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
        return send(401, { error: 'invalid_client' });
      return send(200, { access_token: 'A21-standin', token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.headers.authorization !== 'Bearer A21-standin')
      return send(401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const json = JSON.parse(raw) as {
        purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[];
      };
      const unit = json.purchase_units[0];
      if (!unit) return send(422, { name: 'UNPROCESSABLE_ENTITY' });
      const id = `PP${++n}STANDIN`;
      state.orders.set(id, { amount: unit.amount, reference: unit.reference_id, captured: false });
      return send(201, { id, status: 'CREATED', links: [] });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (req.method === 'POST' && capture?.[1]) {
      const order = state.orders.get(capture[1]);
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      if (order.captured)
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      order.captured = true;
      const amount = { ...order.amount, value: state.captureAmountOverride ?? order.amount.value };
      return send(201, {
        id: capture[1],
        status: 'COMPLETED',
        payer: state.payerCountry ? { address: { country_code: state.payerCountry } } : {},
        purchase_units: [
          {
            reference_id: order.reference,
            custom_id: order.reference,
            payments: { captures: [{ id: `CAP-${capture[1]}`, status: 'COMPLETED', amount }] },
          },
        ],
      });
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund?.[1]) {
      const requestId = req.headers['paypal-request-id'];
      const id = Array.isArray(requestId) ? requestId[0] : requestId;
      const asked = (raw ? JSON.parse(raw) : {}) as { amount?: { value: string; currency_code: string } };
      if (!state.refunds.some((r) => r.requestId === id))
        state.refunds.push({ captureId: refund[1], amount: asked.amount ?? null, requestId: id });
      return send(201, { id: `REF-${refund[1]}`, status: 'COMPLETED' });
    }
    send(404, { name: 'RESOURCE_NOT_FOUND' });
  });
  state.url = await listen(server);
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

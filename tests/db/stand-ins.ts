// A local stand-in for PayPal's HTTP API, answering the documented shapes our PayPal client uses.
// Test-only: the app never talks to it. Stripe's stand-in lives in tests/stand-ins/stripe.ts.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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

// The attack run against a production instance (issue 20), kept as tests through the real route
// handlers so what it found closed stays closed: forged and tampered webhooks, replays, races of
// the webhook against itself, another buyer's orders and guessed tokens, and fuzzed JSON to the
// APIs (fast-check, fixed seed) that must never answer 5xx or anything but the error shape.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStripeStandIn, succeededEvent, type StripeStandIn } from '../stand-ins/stripe';

vi.mock('server-only', () => ({}));
// "Bearer uid:<id>" stands for a verified ID token of <id>; nothing else is replaced.
vi.mock('@/lib/auth/verify', async (original) => ({
  ...(await original<typeof import('@/lib/auth/verify')>()),
  ...(await import('../api/bearer-uid.test-kit')).bearerUidVerify,
}));
// Fulfilment is not under attack here: a stand-in renderer keeps the engines out of this test.
vi.mock('@/lib/orders/fulfilment/renderer', () => ({
  renderForOrder: async (_spec: unknown, { presets }: { presets: string[] }) =>
    presets.map((preset) => ({
      preset,
      extension: 'wav',
      mime: 'audio/wav',
      bytes: new Uint8Array([1, 2, 3]),
    })),
}));

const webhookSecret = 'whsec_attack_run_secret';
const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-attack-'));
let stripe: StripeStandIn;

const env = {
  DATA_DIR: dataDir,
  APP_SECRET: 'attack-run-secret-0123456789-abcdefghij',
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  RATE_LIMIT_DISABLED: '1',
  SITE_URL: 'http://localhost:3000',
};

type Routes = {
  checkout: typeof import('@/app/api/checkout/route');
  quote: typeof import('@/app/api/cart/quote/route');
  webhook: typeof import('@/app/api/webhooks/stripe/route');
  order: typeof import('@/app/api/orders/[id]/route');
  file: typeof import('@/app/api/files/[id]/route');
  db: typeof import('@/lib/db/client');
  schema: typeof import('@/lib/db/schema');
};
let r: Routes;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  Object.assign(process.env, env, { STRIPE_API_BASE: stripe.url });
  (await import('@/lib/env')).resetEnvCache();
  r = {
    checkout: await import('@/app/api/checkout/route'),
    quote: await import('@/app/api/cart/quote/route'),
    webhook: await import('@/app/api/webhooks/stripe/route'),
    order: await import('@/app/api/orders/[id]/route'),
    file: await import('@/app/api/files/[id]/route'),
    db: await import('@/lib/db/client'),
    schema: await import('@/lib/db/schema'),
  };
  // Open and migrate the database here: PGlite takes ~30 s on a busy 2-core machine.
  await r.db.getDb();
}, 180_000);

afterAll(async () => {
  await r?.db.closeDb();
  await stripe?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let peer = 0;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-gs-peer-address': `203.0.113.${++peer % 250}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

const cart = (email: string) => ({
  items: [
    {
      useCase: 'business-voicemail',
      locale: 'en',
      text: 'Thank you for calling.',
      voice: { id: 'flite-slt' },
    },
  ],
  currency: 'EUR',
  locale: 'en',
  buyer: { email, name: 'Buyer', country: 'IE' },
  method: 'stripe',
  withdrawalConsent: true,
});

async function startOrder(email: string, headers: Record<string, string> = {}) {
  const response = await r.checkout.POST(post('/api/checkout/', cart(email), headers));
  expect(response.status).toBe(201);
  const started = (await response.json()) as { orderId: string; token: string; gross: number };
  const intent = [...stripe.intents.values()].find(
    (i) => (i.metadata as { orderId: string }).orderId === started.orderId,
  );
  return { ...started, intentId: intent?.id as string };
}

const event = succeededEvent;

const deliver = (payload: string, secret = webhookSecret) =>
  r.webhook.POST(
    post('/api/webhooks/stripe/', payload, {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    }),
  );

async function status(orderId: string) {
  const db = await r.db.getDb();
  return (
    await db
      .select({ s: r.schema.orders.status })
      .from(r.schema.orders)
      .where(eq(r.schema.orders.id, orderId))
  )[0]?.s;
}

describe('payment webhooks under attack', () => {
  it('refuses forged, unsigned and tampered events, and pays nothing', async () => {
    const o = await startOrder('forged@example.com');
    const payload = JSON.stringify(event('evt_forged', stripe.succeed(o.intentId)));
    expect((await deliver(payload, 'whsec_guessed')).status).toBe(400);
    expect((await r.webhook.POST(post('/api/webhooks/stripe/', payload))).status).toBe(400);
    const signedOriginal = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const tampered = payload.replace(`"amount":${o.gross}`, '"amount":1');
    const answer = await r.webhook.POST(
      post('/api/webhooks/stripe/', tampered, { 'stripe-signature': signedOriginal }),
    );
    expect(answer.status).toBe(400);
    expect(await status(o.orderId)).toBe('pending');
  });

  it('fulfils once under replays and a race of the same payment', async () => {
    const o = await startOrder('race@example.com');
    const intent = stripe.succeed(o.intentId);
    const payload = JSON.stringify(event('evt_race_1', intent));
    // The same event five times at once, then two other event ids for the same payment.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(payload)),
      deliver(JSON.stringify(event('evt_race_2', intent))),
      deliver(JSON.stringify(event('evt_race_3', intent))),
    ]);
    const results = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { result: string }).result),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(results.filter((x) => x === 'paid')).toHaveLength(1);
    const db = await r.db.getDb();
    const { invoices, payments } = r.schema;
    expect(await db.select().from(invoices).where(eq(invoices.orderId, o.orderId))).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.orderId, o.orderId))).toHaveLength(1);
  });

  it('does not pay an order from an event whose amount differs from the order', async () => {
    const o = await startOrder('cheap@example.com');
    const intent = { ...stripe.succeed(o.intentId), amount: 1, amount_received: 1 };
    const answer = await deliver(JSON.stringify(event('evt_cheap', intent)));
    expect(((await answer.json()) as { result: string }).result).toBe('amount-mismatch');
    expect(await status(o.orderId)).toBe('pending');
  });
});

describe('secrets at rest', () => {
  it('keeps the order token out of the stored confirmation mail and the logs', async () => {
    const log = vi.spyOn(console, 'info');
    const o = await startOrder('at-rest@example.com');
    await deliver(JSON.stringify(event('evt_at_rest', stripe.succeed(o.intentId))));
    const db = await r.db.getDb();
    const { emailOutbox } = r.schema;
    let rows: (typeof emailOutbox.$inferSelect)[] = [];
    // Until the .eml is written (the row is stored first, then delivered).
    for (let i = 0; i < 100 && rows[0]?.status !== 'written'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, o.orderId));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).not.toContain(o.token);
    expect(rows[0]?.body).not.toContain(encodeURIComponent(o.token));
    expect(rows[0]?.body).toContain('{{order-link}}');
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).not.toContain('at-rest@example.com');
    log.mockRestore();
  });
});

describe('cross-buyer access', () => {
  it('answers another buyer, guessed tokens and guessed ids with the same 404', async () => {
    const mine = await startOrder('owner@example.com', { authorization: 'Bearer uid:user-a' });
    const get = (id: string, query: string, headers: Record<string, string> = {}) =>
      r.order.GET(new Request(`http://localhost:3000/api/orders/${id}/${query}`, { headers }), ctx(id));
    expect((await get(mine.orderId, `?token=${mine.token}`)).status).toBe(200);
    expect((await get(mine.orderId, '', { authorization: 'Bearer uid:user-a' })).status).toBe(200);
    const refusals = [
      await get(mine.orderId, '', { authorization: 'Bearer uid:user-b' }),
      await get(mine.orderId, `?token=${mine.token.slice(0, -2)}AA`),
      await get('AAAAAAAAAAAAAAAA', `?token=${mine.token}`),
    ];
    const bodies = await Promise.all(refusals.map(async (x) => [x.status, await x.text()]));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]?.[0]).toBe(404);
  });

  it('finds nothing with 200 guessed tokens and signatures (fixed seed)', async () => {
    const mine = await startOrder('guess@example.com');
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
    await fc.assert(
      fc.asyncProperty(token, fc.stringMatching(/^[A-Za-z0-9_-]{16}$/), async (guess, fileId) => {
        const byToken = await r.order.GET(
          new Request(`http://localhost:3000/api/orders/${mine.orderId}/?token=${guess}`),
          ctx(mine.orderId),
        );
        const byLink = await r.file.GET(
          new Request(`http://localhost:3000/api/files/${fileId}/?expires=${Date.now() + 1000}&sig=${guess}`),
          ctx(fileId),
        );
        return byToken.status === 404 && byLink.status === 404;
      }),
      { seed: 20, numRuns: 100 },
    );
  });
});

describe('fuzzed JSON to the APIs (fixed seed)', () => {
  const json = fc.jsonValue({ maxDepth: 4 });
  // Near-valid bodies: the real shape with fields replaced by anything, which reaches deeper code.
  const mutated = fc.record(
    {
      items: fc.oneof(
        fc.constant(cart('f@example.com').items),
        fc.array(fc.dictionary(fc.string(), json), { maxLength: 3 }),
        json,
      ),
      currency: fc.oneof(fc.constantFrom('EUR', 'USD', 'XXX', ''), json),
      locale: fc.oneof(fc.constantFrom('en', 'el', 'zz'), json),
      buyer: fc.oneof(
        fc.record({ email: fc.string(), name: fc.string(), country: fc.string(), vatId: fc.string() }),
        json,
      ),
      method: fc.oneof(fc.constantFrom('stripe', 'paypal', 'test'), json),
      withdrawalConsent: json,
      country: json,
      vatId: json,
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    json.map((v) => JSON.stringify(v)),
    mutated.map((v) => JSON.stringify(v)),
    fc.string(),
  );

  async function wellFormed(response: Response): Promise<boolean> {
    if (response.status >= 500) return false;
    if (response.status < 400) return true;
    const parsed = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
    return typeof parsed?.error?.code === 'string';
  }

  it.each([
    ['/api/cart/quote/', () => r.quote.POST],
    ['/api/checkout/', () => r.checkout.POST],
    ['/api/webhooks/stripe/', () => r.webhook.POST],
  ] as const)('%s never answers 5xx or an unshaped error', async (url, handler) => {
    await fc.assert(
      fc.asyncProperty(body, async (raw) => wellFormed(await handler()(post(url, raw)))),
      { seed: 20, numRuns: 150 },
    );
  });
});

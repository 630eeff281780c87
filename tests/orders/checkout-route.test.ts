// POST /api/checkout/ and the payment-confirmation routes through their handlers: the checkout
// rate limit (429 + Retry-After) and the bot check (every order needs a verified token when a
// provider is configured; nothing changes when none is), against a siteverify stand-in and PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postCheckout } from '@/app/api/checkout/route';
import { POST as postTestPay } from '@/app/api/checkout/test-pay/route';
import { setBotCheckDeps } from '@/lib/bot-check/require-bot-check';
import { startSiteverifyStandIn, type StandIn } from '@/lib/bot-check/siteverify-stand-in.test-helper';
import { closeDb, getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { createRateLimiter, setRateLimiter } from '@/lib/rate-limit';

// lib/orders/server.ts guards against client bundles; outside Next's bundler that guard is moot.
vi.mock('server-only', () => ({}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-checkout-route-'));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'http://localhost:3000';

let standIn: StandIn;
let ip = 0;

beforeAll(async () => {
  standIn = await startSiteverifyStandIn();
});
afterAll(async () => {
  await standIn.close();
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  setRateLimiter(undefined);
  setBotCheckDeps(undefined);
});

const order = {
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
  buyer: { email: 'buyer@example.com', name: 'Buyer', country: 'IE' },
  method: 'test',
  withdrawalConsent: true,
};

function request(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  from = `203.0.113.${++ip}`,
) {
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gs-peer-address': from, ...headers },
    body: JSON.stringify(body),
  });
}

type ErrorBody = { error: { code: string; message: string; details?: { reason?: string } } };

function botCheckOn() {
  setBotCheckDeps({
    config: {
      provider: 'turnstile',
      siteKey: 'site-key',
      secretKey: 'secret-key',
      verifyUrl: standIn.url,
      minScore: 0.5,
    },
  });
}

async function orderCount(): Promise<number> {
  return (await (await getDb()).select({ id: orders.id }).from(orders)).length;
}

describe('POST /api/checkout/ rate limit', () => {
  it('answers 429 with Retry-After once the client used its checkout bucket, and creates no order', async () => {
    // Open the database first: on a busy machine that alone can outlast the minute in which one
    // token refills, and the third order would then be allowed.
    await getDb();
    setRateLimiter(createRateLimiter({ rules: { checkout: { capacity: 2, refillPerMinute: 1 } } }));
    const from = '198.51.100.7';
    for (let i = 0; i < 2; i++)
      expect((await postCheckout(request('/api/checkout/', order, {}, from))).status).toBe(201);
    const before = await orderCount();
    const refused = await postCheckout(request('/api/checkout/', order, {}, from));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('rate-limited');
    expect(await orderCount()).toBe(before);
    // Another client is not affected.
    expect((await postCheckout(request('/api/checkout/', order, {}, '198.51.100.8'))).status).toBe(201);
  });

  it('limits the payment confirmations with the same bucket', async () => {
    setRateLimiter(createRateLimiter({ rules: { checkout: { capacity: 1, refillPerMinute: 1 } } }));
    const from = '198.51.100.9';
    const created = await postCheckout(request('/api/checkout/', order, {}, from));
    expect(created.status).toBe(201);
    const { orderId, token } = (await created.json()) as { orderId: string; token: string };
    const refused = await postTestPay(request('/api/checkout/test-pay/', { orderId, token }, {}, from));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // From a fresh address the confirmation goes through.
    const paid = await postTestPay(request('/api/checkout/test-pay/', { orderId, token }));
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ result: 'paid' });
  });
});

describe('POST /api/checkout/ bot check', () => {
  it('needs no token when no provider is configured', async () => {
    expect((await postCheckout(request('/api/checkout/', order))).status).toBe(201);
    expect(standIn.calls).toHaveLength(0);
  });

  it('403 bot-check without a token — from the very first order (no free quota)', async () => {
    botCheckOn();
    const before = await orderCount();
    const response = await postCheckout(request('/api/checkout/', order));
    expect(response.status).toBe(403);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('bot-check');
    expect(await orderCount()).toBe(before);
  });

  it('403 for a token the provider rejects, and for a token of another widget action', async () => {
    botCheckOn();
    const bot = await postCheckout(request('/api/checkout/', order, { 'x-bot-check-token': 'bot' }));
    expect(bot.status).toBe(403);
    const wrongAction = await postCheckout(
      request('/api/checkout/', order, { 'x-bot-check-token': 'human:preview' }),
    );
    expect(wrongAction.status).toBe(403);
    expect(standIn.calls.map((c) => c.response)).toEqual(expect.arrayContaining(['bot', 'human:preview']));
  });

  it('201 with a verified checkout token; the secret and client address reach siteverify', async () => {
    botCheckOn();
    const before = await orderCount();
    const response = await postCheckout(
      request('/api/checkout/', order, { 'x-bot-check-token': 'human:checkout' }, '192.0.2.44'),
    );
    expect(response.status).toBe(201);
    expect(await orderCount()).toBe(before + 1);
    expect(standIn.calls.at(-1)).toEqual({
      secret: 'secret-key',
      response: 'human:checkout',
      remoteip: '192.0.2.44',
    });
  });

  it('503 with Retry-After when the provider cannot be reached', async () => {
    botCheckOn();
    const response = await postCheckout(request('/api/checkout/', order, { 'x-bot-check-token': 'boom' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBeTruthy();
    expect(((await response.json()) as ErrorBody).error).toMatchObject({
      code: 'bot-check',
      details: { reason: 'unavailable' },
    });
  });
});

// POST /api/orders/<id>/formats/ through its handler, against PGlite and a stand-in renderer:
// the buyer (token or owner) gets another format as a file of the order; everyone else gets the
// same 404 as a missing order, bad input a 400, an order without files a 409, a busy engine a 503.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Renderer } from '@/lib/orders/fulfilment/render-order';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/auth/verify', async (original) => ({
  ...(await original<typeof import('@/lib/auth/verify')>()),
  ...(await import('../api/bearer-uid.test-kit')).bearerUidVerify,
}));
// The real render path is [mixer]'s (its own tests); here it only has to answer per preset.
const renderer = vi.hoisted(() => ({ calls: [] as string[][], fail: null as Error | null }));
vi.mock('@/lib/orders/fulfilment/renderer', () => ({
  renderForOrder: (async (_spec, { presets }) => {
    renderer.calls.push(presets);
    if (renderer.fail) throw renderer.fail;
    return presets.map((preset) => ({
      preset,
      extension: 'wav',
      mime: 'audio/wav',
      bytes: new Uint8Array([1, 2]),
    }));
  }) satisfies Renderer,
}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'gs-formats-route-'));
const secret = 'formats-test-secret-0123456789';
process.env.DATA_DIR = dataDir;
process.env.APP_SECRET = secret;

const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { closeDb, getDb } = await import('@/lib/db/client');
const { placeTestOrder, readyTestOrder } = await import('@/lib/orders/paid-order.test-kit');
const { fileStore } = await import('@/lib/orders/server');
const { buildOrderView } = await import('@/lib/orders/access/order-view');
const { findAccessibleOrder } = await import('@/lib/orders/access/find-order');
const { renderForOrder } = await import('@/lib/orders/fulfilment/renderer');
const { TtsUnavailableError } = await import('@/lib/tts/errors');
const { POST } = await import('@/app/api/orders/[id]/formats/route');

async function order(status: 'pending' | 'ready', userId: string | null = 'user-a') {
  const db = await getDb();
  const input = { secret, userId, buyer: { email: 'owner@example.com', name: 'Owner', country: 'IE' } };
  const created =
    status === 'ready'
      ? await readyTestOrder(db, { ...input, render: renderForOrder, store: fileStore() })
      : await placeTestOrder(db, input);
  const row = await findAccessibleOrder(db, created.orderId, { token: created.token });
  const view = await buildOrderView(db, row!, secret);
  return { ...created, itemId: view.items[0]!.id };
}

const post = (orderId: string, body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://localhost:3000/api/orders/${orderId}/formats/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: orderId }) },
  );

let ready: Awaited<ReturnType<typeof order>>;
beforeAll(async () => {
  ready = await order('ready');
}, 120_000);
afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/orders/<id>/formats/', () => {
  it('renders the format for the token holder and lists it on the order', async () => {
    renderer.calls.length = 0;
    const response = await post(ready.orderId, {
      token: ready.token,
      itemId: ready.itemId,
      preset: 'alaw-8k',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'added' });
    expect(renderer.calls).toEqual([['alaw-8k']]);
    const db = await getDb();
    const row = await findAccessibleOrder(db, ready.orderId, { token: ready.token });
    const view = await buildOrderView(db, row!, secret);
    expect(view.items[0]?.files.map((f) => f.preset).sort()).toEqual(['alaw-8k', 'universal-mp3']);
    // Asked again (another tab, the owner): nothing is rendered twice.
    const again = await post(
      ready.orderId,
      { itemId: ready.itemId, preset: 'alaw-8k' },
      { authorization: 'Bearer uid:user-a' },
    );
    expect(await again.json()).toEqual({ result: 'exists' });
    expect(renderer.calls).toHaveLength(1);
  });

  it('answers strangers, forged tokens and foreign items like a missing order', async () => {
    const other = await order('ready', 'user-b');
    const flipped = `${ready.token.slice(0, -1)}${ready.token.endsWith('A') ? 'B' : 'A'}`;
    for (const [body, headers] of [
      [{ token: flipped, itemId: ready.itemId, preset: 'pcm-8k' }, {}],
      [{ itemId: ready.itemId, preset: 'pcm-8k' }, { authorization: 'Bearer uid:user-b' }],
      [{ itemId: ready.itemId, preset: 'pcm-8k' }, {}],
      [{ token: ready.token, itemId: other.itemId, preset: 'pcm-8k' }, {}],
    ] as const) {
      const response = await post(ready.orderId, body, headers);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not-found');
    }
  });

  it('validates the request and refuses orders without files', async () => {
    const bad = await post(ready.orderId, { token: ready.token, itemId: ready.itemId, preset: 'flac' });
    expect(bad.status).toBe(400);
    const pending = await order('pending');
    const early = await post(pending.orderId, {
      token: pending.token,
      itemId: pending.itemId,
      preset: 'pcm-8k',
    });
    expect(early.status).toBe(409);
  });

  it('answers a busy voice engine with 503 and Retry-After', async () => {
    renderer.fail = new TtsUnavailableError('busy', 'busy', { retryAfterSeconds: 3 });
    try {
      const response = await post(ready.orderId, {
        token: ready.token,
        itemId: ready.itemId,
        preset: 'master-48k',
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3');
    } finally {
      renderer.fail = null;
    }
  });
});

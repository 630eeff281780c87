// The order data layer against embedded PGlite and a real PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { files, invoices, orders, payments, processedEvents } from '@/lib/db/schema';
import { findAccessibleOrder } from '@/lib/orders/access/find-order';
import { checkoutRequestSchema } from '@/lib/orders/checkout/input';
import { createOrder } from '@/lib/orders/checkout/create-order';
import { LocalFileStore } from '@/lib/orders/storage/file-store';
import { fulfilOrder, type Renderer } from '@/lib/orders/fulfilment/render-order';
import { confirmPayment, refundOrder, type Seller } from '@/lib/orders/transitions';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server';

const seller: Seller = {
  name: 'S',
  address: 'A',
  country: 'IE',
  vatId: 'IE1234567T',
  email: 's@example.com',
};
const year = new Date().getUTCFullYear();
const secret = 'test-secret-0123456789';

const request = (overrides: Record<string, unknown> = {}) =>
  checkoutRequestSchema.parse({
    items: [
      {
        useCase: 'business-voicemail',
        locale: 'en',
        text: 'Thank you for calling Example Ltd.',
        voice: { id: 'v1' },
        price: 1,
      },
      {
        useCase: 'ivr',
        locale: 'de',
        text: 'Drücken Sie die Eins.',
        voice: { id: 'v2' },
        preset: 'ulaw-8k',
        amount: 0,
      },
    ],
    currency: 'EUR',
    locale: 'en',
    buyer: { email: 'Buyer@Example.com', name: 'Buyer', country: 'DE' },
    method: 'test',
    withdrawalConsent: true,
    total: 1,
    gross: 1,
    ...overrides,
  });

const confirmation = (orderId: string, amount: number, eventId: string) => ({
  orderId,
  provider: 'test' as const,
  providerPaymentId: `pay_${orderId}`,
  amount,
  currency: 'EUR',
  eventId,
  eventType: 'test.succeeded',
  seller,
  paymentMethodLabel: 'test',
});

// A stand-in renderer that counts calls; the real render path is tested by [mixer].
function countingRenderer() {
  const calls: string[] = [];
  const render: Renderer = async (spec, { presets }) => {
    calls.push(spec.text);
    await new Promise((r) => setTimeout(r, 5));
    return presets.map((preset) => ({
      preset,
      extension: preset.includes('mp3') ? 'mp3' : 'wav',
      mime: 'audio/wav',
      bytes: new Uint8Array([1, 2, 3]),
    }));
  };
  return { calls, render };
}

const backends: {
  name: string;
  open: () => Promise<{ db: Db; close: () => Promise<void> }>;
  skip?: boolean;
}[] = [];
let server: PostgresServer | undefined;
backends.push({ name: 'PGlite', open: () => openDb({ inMemory: true }) });
backends.push({
  name: 'PostgreSQL',
  skip: !postgresAvailable,
  open: async () => {
    server ??= await startPostgres();
    return openDb({ databaseUrl: server.url });
  },
});

afterAll(() => server?.stop());

describe.each(backends)('orders on $name', ({ open, skip }) => {
  let db: Db;
  let close: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    if (skip) return;
    ({ db, close } = await open());
    dir = mkdtempSync(path.join(tmpdir(), 'gs-files-'));
  });
  afterAll(async () => {
    await close?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(skip)('prices on the server and ignores client-sent amounts', async () => {
    const created = await createOrder(db, request(), { userId: null, sellerCountry: 'IE', secret });
    // 9.00 greeting + 6.00 IVR prompt, German VAT 19 % per line: 10.71 + 7.14.
    expect(created.gross).toBe(1071 + 714);
    const [row] = await db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row).toMatchObject({
      netTotal: 1500,
      vatTotal: 285,
      grossTotal: 1785,
      vatMode: 'standard',
      email: 'buyer@example.com',
    });
    expect(row?.tokenHash).not.toContain(created.token);
  });

  it.skipIf(skip)('records when the buyer consented to immediate delivery', async () => {
    const before = Date.now();
    const created = await createOrder(db, request(), { userId: null, sellerCountry: 'IE', secret });
    const after = Date.now();
    const [row] = await db.select().from(orders).where(eq(orders.id, created.orderId));
    const at = row?.withdrawalConsentAt;
    expect(at).toBeInstanceOf(Date);
    expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at?.getTime()).toBeLessThanOrEqual(after + 1000);
  });

  it.skipIf(skip)('processes the same event once and numbers invoices without gaps', async () => {
    const a = await createOrder(db, request(), { userId: null, sellerCountry: 'IE', secret });
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(await confirmPayment(db, confirmation(a.orderId, a.gross, `evt_${a.orderId}`)));
    expect(results).toEqual(['paid', 'duplicate-event', 'duplicate-event']);
    const events = await db.select().from(processedEvents).where(eq(processedEvents.orderId, a.orderId));
    expect(events).toHaveLength(1);

    const more = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createOrder(db, request(), { userId: null, sellerCountry: 'IE', secret })),
    );
    await Promise.all(
      more.map((o) => confirmPayment(db, confirmation(o.orderId, o.gross, `evt_${o.orderId}`))),
    );
    const numbers = (await db.select().from(invoices).where(eq(invoices.kind, 'invoice')))
      .map((i) => i.sequence)
      .sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    const [first] = await db.select().from(invoices).where(eq(invoices.orderId, a.orderId));
    expect(first?.number).toBe(`GS-${year}-000001`);
  });

  it.skipIf(skip)('never pays twice on concurrent confirmations and refuses a wrong amount', async () => {
    const o = await createOrder(db, request(), { userId: null, sellerCountry: 'IE', secret });
    const outcomes = await Promise.all([
      confirmPayment(db, confirmation(o.orderId, o.gross, 'webhook-1')),
      confirmPayment(db, confirmation(o.orderId, o.gross, 'capture-1')),
      confirmPayment(db, confirmation(o.orderId, o.gross, 'capture-2')),
    ]);
    expect(outcomes.filter((r) => r === 'paid')).toHaveLength(1);
    expect(outcomes.filter((r) => r === 'already-paid')).toHaveLength(2);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, o.orderId))).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.orderId, o.orderId))).toHaveLength(1);

    const cheap = await createOrder(db, request(), { userId: null, sellerCountry: 'IE', secret });
    expect(await confirmPayment(db, confirmation(cheap.orderId, 1, 'cheap-1'))).toBe('amount-mismatch');
    const [row] = await db.select().from(orders).where(eq(orders.id, cheap.orderId));
    expect(row?.status).toBe('pending');
  });

  it.skipIf(skip)('fulfils once, even when two workers race, then refunds with a credit note', async () => {
    const o = await createOrder(db, request(), { userId: null, sellerCountry: 'IE', secret });
    await confirmPayment(db, confirmation(o.orderId, o.gross, `evt-f-${o.orderId}`));
    const { calls, render } = countingRenderer();
    const store = new LocalFileStore(dir);
    const results = await Promise.all([
      fulfilOrder(db, o.orderId, { render, store }),
      fulfilOrder(db, o.orderId, { render, store }),
    ]);
    expect(results.sort()).toEqual(['not-claimed', 'ready']);
    expect(calls).toHaveLength(2);
    const stored = await db.select().from(files).where(eq(files.orderId, o.orderId));
    // Item 1: universal MP3 only; item 2: µ-law plus MP3.
    expect(stored.map((f) => f.preset).sort()).toEqual(['ulaw-8k', 'universal-mp3', 'universal-mp3']);
    expect(await store.get(stored[0]!.storageKey)).toEqual(new Uint8Array([1, 2, 3]));

    const refund = {
      orderId: o.orderId,
      provider: 'test' as const,
      eventId: `refund-${o.orderId}`,
      seller,
      paymentMethodLabel: 'test',
    };
    expect(await refundOrder(db, refund)).toBe('refunded');
    expect(await refundOrder(db, refund)).toBe('duplicate-event');
    const notes = await db.select().from(invoices).where(eq(invoices.kind, 'credit-note'));
    expect(notes.map((n) => n.number)).toEqual([`GS-CN-${year}-000001`]);
  });

  it.skipIf(skip)('marks a failing render as failed', async () => {
    const o = await createOrder(db, request(), { userId: null, sellerCountry: 'IE', secret });
    await confirmPayment(db, confirmation(o.orderId, o.gross, `evt-x-${o.orderId}`));
    const result = await fulfilOrder(db, o.orderId, {
      render: () => Promise.reject(new Error('engine down')),
      store: new LocalFileStore(dir),
    });
    expect(result).toBe('failed');
    const [row] = await db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'engine down' });
  });

  it.skipIf(skip)('lets only the owner or the token holder see an order', async () => {
    const o = await createOrder(db, request(), { userId: 'user-a', sellerCountry: 'IE', secret });
    expect(await findAccessibleOrder(db, o.orderId, { token: o.token }, secret)).not.toBeNull();
    expect(await findAccessibleOrder(db, o.orderId, { userId: 'user-a' }, secret)).not.toBeNull();
    expect(await findAccessibleOrder(db, o.orderId, { userId: 'user-b' }, secret)).toBeNull();
    // Change the last character to a different one (a fixed 'A' would equal it 1 time in 16).
    const tampered = `${o.token.slice(0, -1)}${o.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await findAccessibleOrder(db, o.orderId, { token: tampered }, secret)).toBeNull();
    expect(await findAccessibleOrder(db, o.orderId, {}, secret)).toBeNull();
    expect(await findAccessibleOrder(db, 'missing-order', { token: o.token }, secret)).toBeNull();
  });
});

// Faults during a purchase, through the real route handlers, the real render path and a real
// PostgreSQL server (Debian's binaries, started here):
//  (a) the database restarts mid-purchase: Stripe's webhook fails while it is down (5xx, so Stripe
//      retries), the retried delivery pays and fulfils the order exactly once, nothing paid is lost;
//  (b) a render worker dies during fulfilment: the order is marked failed, the fulfilment job's
//      retry renders it, and the order's API (what the order page polls) shows both states;
//  (c) concurrent confirmations on a real multi-connection server fulfil once.
import type { Worker as NodeWorker } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { files, invoices, orders, payments, processedEvents } from '@/lib/db/schema';
import { createRenderPool, setRenderPool } from '@/lib/render/render-pool';
import { getTtsService } from '@/lib/tts/service';
import { startS3Server, type S3Server } from '../storage/s3-server';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server';
import { startStripeStandIn, succeededEvent, type StripeStandIn } from '../stand-ins/stripe';

// lib/orders/server.ts guards against client bundles; outside Next's bundler that guard is moot.
vi.mock('server-only', () => ({}));
// Every worker thread started, so (b) can kill the render worker like a crash would.
const spawned = vi.hoisted(() => [] as NodeWorker[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>();
  class TrackedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      spawned.push(this);
    }
  }
  return { ...actual, Worker: TrackedWorker };
});

const webhookSecret = 'whsec_faults_secret';
let pg: PostgresServer | undefined;
let stripe: StripeStandIn | undefined;
// With DATABASE_URL the app refuses a local file folder: files go to a (local) S3-compatible server.
let s3: S3Server | undefined;
let dataDir: string | undefined;
type Routes = {
  checkout: (request: Request) => Promise<Response>;
  webhook: (request: Request) => Promise<Response>;
  confirm: (request: Request) => Promise<Response>;
  order: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
};
let routes: Routes;

beforeAll(async () => {
  if (!postgresAvailable) return;
  [pg, stripe, s3] = await Promise.all([startPostgres(), startStripeStandIn(), startS3Server()]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'gs-faults-'));
  // The whole app reads its configuration from the environment once: set it before any route runs.
  Object.assign(process.env, {
    ...s3.env,
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    SITE_URL: 'http://localhost:3000',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    RATE_LIMIT_DISABLED: '1',
  });
  // The release step: instances never migrate a shared PostgreSQL themselves.
  await migrateDatabase({ databaseUrl: pg.url });
  routes = {
    checkout: (await import('@/app/api/checkout/route')).POST,
    webhook: (await import('@/app/api/webhooks/stripe/route')).POST,
    confirm: (await import('@/app/api/checkout/stripe/confirm/route')).POST,
    order: (await import('@/app/api/orders/[id]/route')).GET,
  };
}, 120_000);

afterAll(async () => {
  await (await import('@/lib/orders/fulfilment/job-queue')).stopJobs();
  await setRenderPool(undefined);
  await getTtsService().close();
  await closeDb().catch(() => undefined);
  await stripe?.close();
  await s3?.close();
  pg?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function startPurchase(text: string): Promise<{ orderId: string; token: string; intentId: string }> {
  const response = await routes.checkout(
    post('/api/checkout/', {
      items: [{ useCase: 'business-voicemail', locale: 'en', text, voice: { id: 'flite-slt' } }],
      currency: 'EUR',
      locale: 'en',
      buyer: { email: 'buyer@example.com', name: 'Buyer', country: 'IE' },
      method: 'stripe',
      withdrawalConsent: true,
    }),
  );
  expect(response.status).toBe(201);
  const { orderId, token } = (await response.json()) as { orderId: string; token: string };
  const intent = [...stripe!.intents.values()].find(
    (i) => (i.metadata as { orderId: string }).orderId === orderId,
  );
  return { orderId, token, intentId: intent!.id as string };
}

/** Stripe's delivery of one event: the same bytes and id on every retry, freshly signed. */
function delivery(eventId: string, intent: unknown): () => Request {
  const payload = JSON.stringify(succeededEvent(eventId, intent));
  return () =>
    post('/api/webhooks/stripe/', payload, {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    });
}

async function orderView(
  orderId: string,
  token: string,
): Promise<{ status: string; items: { files: unknown[] }[] }> {
  const response = await routes.order(new Request(`http://localhost/api/orders/${orderId}/?token=${token}`), {
    params: Promise.resolve({ id: orderId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; items: { files: unknown[] }[] };
}

/** Poll the order API like the order page does, recording every status it shows, until `done`. */
async function watch(orderId: string, token: string, done: (status: string) => boolean): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 600; i++) {
    const { status } = await orderView(orderId, token);
    if (seen.at(-1) !== status) seen.push(status);
    if (done(status)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${orderId} never settled; statuses seen: ${seen.join(' → ')}`);
}

/** Every file of the item's presets (plus the MP3) exactly once: rendered and stored one time. */
function expectOneSetOfFiles(stored: { preset: string; name: string }[]): void {
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.some((f) => f.name.endsWith('.mp3'))).toBe(true);
  expect(new Set(stored.map((f) => `${f.preset}/${f.name.split('.').pop()}`)).size).toBe(stored.length);
}

describe.skipIf(!postgresAvailable)('faults during a purchase (real PostgreSQL)', () => {
  it(
    '(a) database restarted mid-purchase: the failed webhook is retried and fulfils exactly once',
    { timeout: 120_000 },
    async () => {
      const { orderId, token, intentId } = await startPurchase(
        'Thank you for calling. We will call you back.',
      );
      const deliver = delivery(`evt_restart_${intentId}`, stripe!.succeed(intentId));

      pg!.halt();
      // While the database is down: Stripe's delivery and the buyer's own confirmation both fail
      // with a 5xx (Stripe retries those), and neither answers "paid".
      const down = await routes.webhook(deliver());
      expect(down.status).toBeGreaterThanOrEqual(500);
      const confirmDown = await routes.confirm(post('/api/checkout/stripe/confirm/', { orderId, token }));
      expect(confirmDown.status).toBeGreaterThanOrEqual(500);
      pg!.resume();

      // Stripe retries the same event: it pays the order; a further retry is acknowledged only.
      const retried = await routes.webhook(deliver());
      expect(retried.status).toBe(200);
      expect(await retried.json()).toEqual({ received: true, result: 'paid' });
      const again = await routes.webhook(deliver());
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, result: 'duplicate-event' });

      const seen = await watch(orderId, token, (s) => s === 'ready' || s === 'failed');
      expect(seen.at(-1)).toBe('ready');

      const db = await getDb();
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'ready', renderAttempts: 1 });
      const paymentRows = await db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(paymentRows).toHaveLength(1);
      expect(paymentRows[0]).toMatchObject({
        provider: 'stripe',
        providerPaymentId: intentId,
        status: 'succeeded',
      });
      expect(
        await db.select().from(processedEvents).where(eq(processedEvents.orderId, orderId)),
      ).toHaveLength(1);
      expect(await db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
      expectOneSetOfFiles(await db.select().from(files).where(eq(files.orderId, orderId)));
      expect((await orderView(orderId, token)).items[0]?.files.length).toBeGreaterThan(0);
    },
  );

  it(
    '(b) a render worker dying mid-render marks the order failed; the retry renders it and the order shows both',
    { timeout: 120_000 },
    async () => {
      // A fresh single-worker pool whose first job's worker is killed right after it got the job.
      const pool = createRenderPool({ size: 1 });
      const run = pool.run.bind(pool);
      let killed = 0;
      pool.run = (job) => {
        const before = spawned.length;
        const result = run(job);
        if (killed === 0 && spawned.length > before) {
          killed++;
          void spawned.at(-1)!.terminate();
        }
        return result;
      };
      await setRenderPool(pool);

      const { orderId, token, intentId } = await startPurchase(
        'Our office is closed. Please call again tomorrow.',
      );
      const paid = await routes.webhook(delivery(`evt_render_${intentId}`, stripe!.succeed(intentId))());
      expect(await paid.json()).toEqual({ received: true, result: 'paid' });

      const seen = await watch(orderId, token, (s) => s === 'ready');
      expect(killed).toBe(1);
      expect(seen).toContain('failed');
      expect(seen.indexOf('failed')).toBeLessThan(seen.indexOf('ready'));
      const db = await getDb();
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'ready', renderAttempts: 2 });
      // The retry replaced the failed attempt's files instead of adding to them.
      expectOneSetOfFiles(await db.select().from(files).where(eq(files.orderId, orderId)));
    },
  );

  it(
    '(c) concurrent confirmations (webhook retries and the browser) pay and fulfil once',
    { timeout: 120_000 },
    async () => {
      const { orderId, token, intentId } = await startPurchase('Please hold, your call is important to us.');
      const deliver = delivery(`evt_race_${intentId}`, stripe!.succeed(intentId));
      const responses = await Promise.all([
        routes.webhook(deliver()),
        routes.webhook(deliver()),
        routes.confirm(post('/api/checkout/stripe/confirm/', { orderId, token })),
        routes.confirm(post('/api/checkout/stripe/confirm/', { orderId, token })),
      ]);
      const results = await Promise.all(responses.map((r) => r.json() as Promise<{ result: string }>));
      expect(responses.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.result === 'paid')).toHaveLength(1);
      await watch(orderId, token, (s) => s === 'ready' || s === 'failed');
      const db = await getDb();
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'ready', renderAttempts: 1 });
      expect(await db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
      expect(await db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    },
  );
});

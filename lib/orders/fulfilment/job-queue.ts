import 'server-only';
// The job queue of this process and its fulfilment workers, from the environment: pg-boss when
// DATABASE_URL is set (every instance works the same queue), else the embedded table queue in
// PGlite. instrumentation.ts starts the workers with the server: a paid
// order left behind by a dead instance is finished without anyone opening its page.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { orders } from '../../db/schema';
import { env } from '../../env';
import { PgBossQueue } from '../../jobs/pg-boss-queue';
import type { JobQueue } from '../../jobs/queue';
import { TableQueue } from '../../jobs/table-queue';
import { orderConfirmationEmail } from '../delivery/confirmation-email';
import { fileStore } from '../storage/service';
import { enqueueFulfilment, startFulfilmentWorkers } from './jobs';
import { outboxDeps } from '../delivery/outbox-service';
import { renderForOrder } from './renderer';
import { startAlertMail } from '../alert-mail';
import { startDeliveryWorkers } from '../../delivery/jobs';
import { deliveryJobDeps } from '../../delivery/service';

// On globalThis: instrumentation and each route bundle may load this module; one queue per process.
const slot = globalThis as typeof globalThis & { __greetingStudioJobs?: Promise<JobQueue> };

/** The confirmation email, in the buyer's language, with the order link (filled in by the outbox
 * at delivery, so the stored row holds no token), and the confirmation of the buyer's consent to
 * immediate delivery. */
async function confirmation(orderId: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const { subject, body } = await orderConfirmationEmail(order);
  return { to: order.email, subject, body };
}

async function start(): Promise<JobQueue> {
  const e = env();
  const db = await getDb();
  const queue: JobQueue = e.DATABASE_URL
    ? await PgBossQueue.start({ connectionString: e.DATABASE_URL })
    : new TableQueue(db);
  try {
    await startWorkers(queue);
  } catch (error) {
    // Half-started workers must not linger: the next caller starts a whole new set.
    await queue.stop().catch(() => undefined);
    throw error;
  }
  const stop = () => void stopJobs();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return queue;
}

async function startWorkers(queue: JobQueue): Promise<void> {
  const e = env();
  const db = await getDb();
  await startFulfilmentWorkers({
    db,
    queue,
    render: renderForOrder,
    store: fileStore(),
    outbox: outboxDeps(),
    confirmation,
    // A render that failed for good is refunded (the payment providers' clients, loaded on demand).
    onRenderFailedFinally: async (orderId) =>
      (await import('../payment/refund-failed')).refundFailedOrder(orderId),
  });
  // Each new alert mailed once to the operator (a sweep; off without OPERATOR_EMAIL).
  if (e.OPERATOR_EMAIL)
    await startAlertMail(queue, { db, outbox: outboxDeps(), to: e.OPERATOR_EMAIL, siteUrl: e.SITE_URL });
  // Sending into customers' phone systems ([deliver]) runs on the same queue.
  await startDeliveryWorkers(queue, deliveryJobDeps(db));
}

/** Stop this process's workers; a running job finishes or its lease runs out elsewhere. */
export async function stopJobs(): Promise<void> {
  const starting = slot.__greetingStudioJobs;
  delete slot.__greetingStudioJobs;
  if (starting) await (await starting.catch(() => null))?.stop();
}

/** The process's queue, its workers started on first call (server start, else first order). */
export function jobQueue(): Promise<JobQueue> {
  if (!slot.__greetingStudioJobs) {
    const starting = start();
    slot.__greetingStudioJobs = starting;
    // A failed start (database down) is tried again by the next caller.
    starting.catch(() => delete slot.__greetingStudioJobs);
  }
  return slot.__greetingStudioJobs;
}

/**
 * Server start: the workers start now and, when that fails (database down, a race with another
 * instance starting), again every `retryMs` until they run, so no instance serves without them.
 * A schema this release does not know is not retried: `onOutdated` decides (the server exits).
 */
export function keepStartingJobs(onOutdated: (error: Error) => void, retryMs = 10_000): void {
  const attempt = () =>
    void jobQueue().catch((error: unknown) => {
      if (error instanceof Error && error.name === 'SchemaOutdatedError') return onOutdated(error);
      console.error(`[jobs] workers not started, trying again in ${retryMs / 1000} s:`, error);
      setTimeout(attempt, retryMs).unref();
    });
  attempt();
}

/** Queue an order's fulfilment; any instance's worker picks it up. */
export async function queueFulfilment(orderId: string): Promise<void> {
  await enqueueFulfilment(await jobQueue(), orderId);
}

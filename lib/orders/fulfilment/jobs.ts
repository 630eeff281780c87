import 'server-only';
// Fulfilment as jobs: `fulfil-order` renders and stores an order's files, then queues its
// confirmation; `send-email` delivers one outbox row. Both run on any instance, at least once,
// so every step checks the order's state first and repeats nothing that is done:
//   paid → render · rendering with a stopped heartbeat (its instance died) → render again ·
//   rendering with a live heartbeat → check again later · failed → render again (a job retry) ·
//   ready → make sure the confirmation is queued · pending/refunded/unknown → nothing.
// When every retry failed, the job lands in `fulfil-order-dead`: the order is marked as given up
// and onRenderFailedFinally runs (the place for a refund). With SMTP, `outbox-sweep` re-sends
// every minute what is still failing after its own job gave up, and mail orphaned by a crash.
// `fulfil-sweep` queues, every half minute, paid orders that no job is rendering: the queue can
// fail in the very request that confirmed a payment (a database hiccup, two instances starting).
import type { Db } from '../../db/client';
import type { JobPolicy, JobQueue } from '../../jobs/queue';
import { sweepChain, type SweepChainSpec } from '../../jobs/sweep-chain';
import type { FileStore } from '../storage/file-store';
import { fulfilOrder, orderStatus, type Renderer } from './render-order';
import { deliverQueued, queueEmail, retryOutbox, type OutboxDeps } from '../delivery/outbox';
import {
  idlePaidOrders,
  markFulfilmentDead,
  requeueFailed,
  requeueStaleRendering,
  touchRendering,
} from '../transitions';

export const FULFIL_ORDER = 'fulfil-order';
export const SEND_EMAIL = 'send-email';
export const OUTBOX_SWEEP = 'outbox-sweep';
export const FULFIL_SWEEP = 'fulfil-sweep';
/** Paid this long without a render: its job is missing (a waiting job is never queued twice). */
export const IDLE_PAID_MS = 30_000;
const FULFIL_SWEEP_BATCH = 100;

/**
 * Render: a failed render is retried 6 times, about 2 s, 4 s, 8 s… apart. An attempt that does
 * not finish within 20 s is taken back by pg-boss; the heartbeat below tells whether its render
 * is still alive (then the job checks again later) or died with its instance (then it renders).
 */
export const fulfilPolicy: JobPolicy = {
  retryLimit: 6,
  retryDelaySeconds: 2,
  backoff: true,
  expireInSeconds: 20,
};
/** The sweeps: a failed one is simply the next one's work. */
const sweepPolicy: JobPolicy = { retryLimit: 1, retryDelaySeconds: 5, backoff: false, expireInSeconds: 60 };
/** Mail: an unreachable SMTP server is retried for about a day (1 min, 2 min, 4 min…). */
export const emailPolicy: JobPolicy = {
  retryLimit: 10,
  retryDelaySeconds: 60,
  backoff: true,
  expireInSeconds: 90,
};

export const HEARTBEAT_MS = 3_000;
/** Four missed heartbeats: the renderer is gone. */
export const STALE_RENDER_MS = 12_000;
/** How soon a job that found the order rendering elsewhere looks again. */
const RECHECK_SECONDS = 5;

export const confirmationEmailId = (orderId: string) => `confirmation-${orderId}`;

export type FulfilmentJobDeps = {
  db: Db;
  queue: JobQueue;
  render: Renderer;
  store: FileStore;
  outbox: OutboxDeps;
  /** The buyer's confirmation (language, link); null when the order is gone. */
  confirmation: (orderId: string) => Promise<{ to: string; subject: string; body: string } | null>;
  /** Runs once when fulfilment has given up on an order for good (e.g. refund it). */
  onRenderFailedFinally?: (orderId: string, reason: string) => Promise<void>;
};

export type FulfilJobData = { orderId: string };
export type EmailJobData = { emailId: string };

export const enqueueFulfilment = (queue: JobQueue, orderId: string) =>
  queue.send(FULFIL_ORDER, { orderId } satisfies FulfilJobData, { singletonKey: orderId });

async function withHeartbeat<T>(db: Db, orderId: string, work: () => Promise<T>): Promise<T> {
  const beat = setInterval(() => void touchRendering(db, orderId).catch(() => undefined), HEARTBEAT_MS);
  try {
    return await work();
  } finally {
    clearInterval(beat);
  }
}

async function render(deps: FulfilmentJobDeps, orderId: string): Promise<void> {
  console.info(`[fulfil] rendering order ${orderId} (pid ${process.pid})`);
  const result = await withHeartbeat(deps.db, orderId, () =>
    fulfilOrder(deps.db, orderId, { render: deps.render, store: deps.store }),
  );
  // A throw hands the job back to the queue: it is retried with backoff, then dead-lettered.
  if (result === 'failed') throw new Error(`render of order ${orderId} failed`);
  if (result === 'not-claimed') throw new Error(`order ${orderId} was claimed by another worker`);
}

export async function handleFulfilJob(deps: FulfilmentJobDeps, { orderId }: FulfilJobData): Promise<void> {
  const status = await orderStatus(deps.db, orderId);
  if (status === 'paid') await render(deps, orderId);
  else if (status === 'failed') {
    if (await requeueFailed(deps.db, orderId)) await render(deps, orderId);
  } else if (status === 'rendering') {
    if (!(await requeueStaleRendering(deps.db, orderId, STALE_RENDER_MS))) {
      // Alive elsewhere (a slow render outlived this job's expiry): look again later. A new job,
      // not a throw, so a long render never uses up the retries meant for failed renders.
      await deps.queue.send(FULFIL_ORDER, { orderId } satisfies FulfilJobData, {
        singletonKey: orderId,
        startAfterSeconds: RECHECK_SECONDS,
      });
      return;
    }
    await render(deps, orderId);
  } else if (status !== 'ready') return;
  await queueConfirmation(deps, orderId);
}

/** Idempotent: the row id is fixed per order, and the email job skips a delivered row. */
async function queueConfirmation(deps: FulfilmentJobDeps, orderId: string): Promise<void> {
  const email = await deps.confirmation(orderId);
  if (!email) return;
  const id = confirmationEmailId(orderId);
  await queueEmail(deps.db, { id, orderId, ...email });
  await deps.queue.send(SEND_EMAIL, { emailId: id } satisfies EmailJobData, { singletonKey: id });
}

export async function handleEmailJob(deps: FulfilmentJobDeps, { emailId }: EmailJobData): Promise<void> {
  await deliverQueued(deps.db, deps.outbox, emailId);
}

/** The dead letter of a fulfilment: no retry is left. */
export async function handleFulfilDead(
  deps: FulfilmentJobDeps,
  { orderId, error }: FulfilJobData & { error?: unknown },
): Promise<void> {
  const reason = typeof error === 'string' ? error : 'rendering failed after every retry';
  // Its renderer died every time (the job expired): a stale 'rendering' counts as failed too.
  await requeueStaleRendering(deps.db, orderId, STALE_RENDER_MS);
  if (!(await markFulfilmentDead(deps.db, orderId, reason))) return;
  console.error(`[fulfil] order ${orderId} given up after every retry: ${reason}`);
  await deps.onRenderFailedFinally?.(orderId, reason);
}

const outboxSweep: SweepChainSpec = { name: OUTBOX_SWEEP, singletonKey: 'sweep', everySeconds: 60 };
const fulfilSweep: SweepChainSpec = { name: FULFIL_SWEEP, singletonKey: 'sweep', everySeconds: 30 };

/** Send again what is still failing after its own job gave up, and mail orphaned by a crash. */
async function retryFailingMail(deps: FulfilmentJobDeps): Promise<void> {
  const result = await retryOutbox(deps.db, deps.outbox);
  if (result.sent || result.failed)
    console.info(`[outbox] sweep: ${result.sent} sent, ${result.failed} still failing`);
}

/** Queue again every paid order no job has taken for a while; resolves to how many. */
async function queueIdlePaid(deps: FulfilmentJobDeps, now: Date): Promise<number> {
  const idle = await idlePaidOrders(deps.db, IDLE_PAID_MS, FULFIL_SWEEP_BATCH, now);
  for (const orderId of idle) await enqueueFulfilment(deps.queue, orderId);
  if (idle.length) console.info(`[fulfil] sweep queued ${idle.length} paid orders no job had taken`);
  return idle.length;
}

/** One fulfil sweep, then the next one is queued. */
export function handleFulfilSweep(deps: FulfilmentJobDeps, now = new Date()): Promise<number> {
  return sweepChain(deps.queue, fulfilSweep, () => queueIdlePaid(deps, now)).runOnce();
}

/** Define the queues and run their workers in this process. */
export async function startFulfilmentWorkers(deps: FulfilmentJobDeps): Promise<void> {
  const { queue } = deps;
  await queue.define(FULFIL_ORDER, fulfilPolicy);
  await queue.define(SEND_EMAIL, emailPolicy);
  await queue.define(FULFIL_SWEEP, sweepPolicy);
  if (deps.outbox.mailer) {
    await queue.define(OUTBOX_SWEEP, emailPolicy);
    await sweepChain(queue, outboxSweep, () => retryFailingMail(deps)).start();
  }
  await queue.work<FulfilJobData>(FULFIL_ORDER, (data) => handleFulfilJob(deps, data));
  await sweepChain(queue, fulfilSweep, () => queueIdlePaid(deps, new Date())).start();
  await queue.work<EmailJobData>(SEND_EMAIL, (data) => handleEmailJob(deps, data));
  await queue.work<FulfilJobData & { error?: unknown }>(`${FULFIL_ORDER}-dead`, (data) =>
    handleFulfilDead(deps, data),
  );
}

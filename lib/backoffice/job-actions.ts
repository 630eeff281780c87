import 'server-only';
// The jobs screen's actions over whichever queue this process runs (pg-boss or the table queue):
// list failed and dead-letter jobs, retry one, retry all. A retry only moves a job that is still
// failed, so a double click (or two operators) retries it once and writes one audit row; the
// repeat answers `unchanged`.
import type { Db } from '../db/client';
import type { JobQueue, StuckJob } from '../jobs/queue';
import { appendAudit } from './audit';
import type { ActionResult } from './order-actions';
import type { Operator } from './with-operator';

/** Enough for a screen; a queue with more failures than this has a bigger problem to look at. */
const stuckJobLimit = 200;

const orderOf = (job: StuckJob): string | null =>
  typeof job.data.orderId === 'string' ? job.data.orderId : null;

export function listStuckJobs(queue: JobQueue): Promise<StuckJob[]> {
  return queue.stuckJobs(stuckJobLimit);
}

async function retryListed(db: Db, queue: JobQueue, operator: Operator, job: StuckJob): Promise<boolean> {
  if (job.state !== 'failed' || !(await queue.retry(job.name, job.id))) return false;
  await appendAudit(db, operator, {
    action: 'job-retry',
    orderId: orderOf(job),
    before: { job: job.id, queue: job.name, state: 'failed', attempts: job.attempts, error: job.error },
    after: { job: job.id, queue: job.name, state: 'waiting' },
  });
  return true;
}

export async function retryJob(db: Db, queue: JobQueue, operator: Operator, name: string, id: string): Promise<ActionResult> {
  const job = (await queue.stuckJobs(stuckJobLimit)).find((j) => j.id === id && j.name === name);
  if (!job) return { outcome: 'unchanged' };
  return { outcome: (await retryListed(db, queue, operator, job)) ? 'done' : 'unchanged' };
}

/** Retries every failed job listed; answers how many this call moved (0 on a repeat). */
export async function retryAllJobs(db: Db, queue: JobQueue, operator: Operator): Promise<{ retried: number }> {
  let retried = 0;
  for (const job of await queue.stuckJobs(stuckJobLimit)) if (await retryListed(db, queue, operator, job)) retried += 1;
  return { retried };
}

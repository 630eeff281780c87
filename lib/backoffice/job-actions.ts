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

const orderOf = (data: Record<string, unknown> | undefined): string | null =>
  typeof data?.orderId === 'string' ? data.orderId : null;

export function listStuckJobs(queue: JobQueue): Promise<StuckJob[]> {
  return queue.stuckJobs(stuckJobLimit);
}

async function auditRetry(db: Db, operator: Operator, job: Pick<StuckJob, 'id' | 'name'> & Partial<StuckJob>): Promise<void> {
  await appendAudit(db, operator, {
    action: 'job-retry',
    orderId: orderOf(job.data),
    before: { job: job.id, queue: job.name, state: 'failed', attempts: job.attempts ?? null, error: job.error ?? null },
    after: { job: job.id, queue: job.name, state: 'waiting' },
  });
}

/** Retries the named job whether or not it is among the listed ones; audits only a real move. */
export async function retryJob(db: Db, queue: JobQueue, operator: Operator, name: string, id: string): Promise<ActionResult> {
  const listed = (await queue.stuckJobs(stuckJobLimit)).find((j) => j.id === id && j.name === name);
  if (!(await queue.retry(name, id))) return { outcome: 'unchanged' };
  await auditRetry(db, operator, listed ?? { id, name });
  return { outcome: 'done' };
}

/** Retries every failed job listed; answers how many this call moved (0 on a repeat). */
export async function retryAllJobs(db: Db, queue: JobQueue, operator: Operator): Promise<{ retried: number }> {
  let retried = 0;
  for (const job of await queue.stuckJobs(stuckJobLimit)) {
    if (job.state !== 'failed' || !(await queue.retry(job.name, job.id))) continue;
    await auditRetry(db, operator, job);
    retried += 1;
  }
  return { retried };
}

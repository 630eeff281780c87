// The jobs screen's actions on the table queue (PGlite): a failed job and a waiting dead letter
// are listed; retrying one moves it back to waiting with one audit row (naming its order) even
// under a double click; retry all moves every failed job once and a repeat moves none.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { adminAudit, jobs } from '@/lib/db/schema';
import { listStuckJobs, retryAllJobs, retryJob } from '@/lib/backoffice/job-actions';
import { TableQueue } from '@/lib/jobs/table-queue';

let db: Db;
let close: () => Promise<void>;
const operator = { uid: 'op', email: 'op@example.com' };

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
}, 120_000);
afterAll(async () => close?.());

async function failedJob(id: string, name: string, orderId: string) {
  await db.insert(jobs).values({ id, name, data: { orderId }, state: 'failed', attempts: 4, lastError: 'renderer crashed' });
}

const auditOf = (action: string) => db.select().from(adminAudit).where(eq(adminAudit.action, action));

describe('job actions', () => {
  it('lists failed and dead-letter jobs and retries one once under a double click', async () => {
    const queue = new TableQueue(db);
    await failedJob('j-1', 'fulfil-order', 'order-1');
    await db.insert(jobs).values({ id: 'j-2', name: 'fulfil-order-dead', data: { orderId: 'order-1', error: 'renderer crashed' }, attempts: 1 });
    await db.insert(jobs).values({ id: 'j-3', name: 'send-email', data: {}, state: 'completed', attempts: 1 });
    const listed = await listStuckJobs(queue);
    expect(listed.map((j) => [j.id, j.state, j.deadLetter]).sort()).toEqual([
      ['j-1', 'failed', false],
      ['j-2', 'created', true],
    ]);
    expect(listed.find((j) => j.id === 'j-1')).toMatchObject({ attempts: 4, error: 'renderer crashed' });

    const [first, second] = await Promise.all([
      retryJob(db, queue, operator, 'fulfil-order', 'j-1'),
      retryJob(db, queue, operator, 'fulfil-order', 'j-1'),
    ]);
    expect([first, second].map((r) => r.outcome).sort()).toEqual(['done', 'unchanged']);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, 'j-1'));
    expect(row).toMatchObject({ state: 'created', attempts: 0 });
    const trail = await auditOf('job-retry');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      orderId: 'order-1',
      before: { job: 'j-1', state: 'failed', attempts: 4, error: 'renderer crashed' },
      after: { job: 'j-1', state: 'waiting' },
    });
    // A waiting dead letter is shown, not retried: it is not failed.
    expect(await retryJob(db, queue, operator, 'fulfil-order-dead', 'j-2')).toEqual({ outcome: 'unchanged' });
    await queue.stop();
  });

  it('retries all failed jobs once; a repeat retries none', async () => {
    const queue = new TableQueue(db);
    await failedJob('k-1', 'fulfil-order', 'order-2');
    await failedJob('k-2', 'send-email', 'order-3');
    const before = (await auditOf('job-retry')).length;
    expect(await retryAllJobs(db, queue, operator)).toEqual({ retried: 2 });
    expect(await retryAllJobs(db, queue, operator)).toEqual({ retried: 0 });
    expect((await auditOf('job-retry')).length).toBe(before + 2);
    const states = await db.select({ id: jobs.id, state: jobs.state }).from(jobs);
    expect(states.filter((j) => j.id.startsWith('k-')).map((j) => j.state)).toEqual(['created', 'created']);
    await queue.stop();
  });
});

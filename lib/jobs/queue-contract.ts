// The promises of lib/jobs/queue.ts as one test suite, run against the embedded table queue
// (PGlite, lib/jobs/table-queue.test.ts) and pg-boss on a real PostgreSQL (tests/db/jobs.test.ts).
import { expect, it } from 'vitest';
import type { JobPolicy, JobQueue } from './queue';

export type QueueFactory = {
  /** A fresh queue on the shared database (a second call = a second instance). */
  open: () => Promise<JobQueue>;
  /**
   * Another instance working `name` whose handler never returns; kill() ends it without any
   * cleanup, like kill -9. `started` resolves once it holds a job.
   */
  startDoomed: (name: string, policy: JobPolicy) => Promise<{ started: Promise<void>; kill: () => void }>;
};

const until = async (check: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const fast: JobPolicy = { retryLimit: 2, retryDelaySeconds: 1, backoff: true, expireInSeconds: 3 };

export function queueContract(factory: QueueFactory, name: (suffix: string) => string): void {
  it('runs a sent job once, with its data', async () => {
    const queue = await factory.open();
    const q = name('once');
    await queue.define(q, fast);
    const seen: unknown[] = [];
    await queue.work<{ n: number }>(q, async (data) => void seen.push(data.n));
    await queue.send(q, { n: 7 });
    await until(() => seen.length === 1, 15_000, 'the job');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual([7]);
    await queue.stop();
  });

  it('retries a failing job with backoff, then hands it to the dead-letter queue', async () => {
    const queue = await factory.open();
    const q = name('retry');
    await queue.define(q, fast);
    const attempts: number[] = [];
    const dead: unknown[] = [];
    await queue.work<{ orderId: string }>(q, async () => {
      attempts.push(Date.now());
      throw new Error('render exploded');
    });
    await queue.work<{ orderId: string }>(`${q}-dead`, async (data) => void dead.push(data.orderId));
    await queue.send(q, { orderId: 'o-1' });
    await until(() => dead.length === 1, 40_000, 'the dead letter');
    // retryLimit 2: the first run and two retries.
    expect(attempts).toHaveLength(3);
    // Backoff: the second pause is not shorter than the first.
    const [a, b, c] = attempts as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(b - a - 500);
    expect(dead).toEqual(['o-1']);
    await queue.stop();
  });

  it('a job whose instance died mid-run is picked up by another instance', async () => {
    const q = name('stalled');
    const survivor = await factory.open();
    await survivor.define(q, fast);
    await survivor.send(q, { orderId: 'o-2' });
    const doomed = await factory.startDoomed(q, fast);
    await doomed.started;
    doomed.kill();
    const done: unknown[] = [];
    await survivor.work<{ orderId: string }>(q, async (data) => void done.push(data.orderId));
    await until(() => done.length === 1, 40_000, 'the survivor to take over');
    expect(done).toEqual(['o-2']);
    await survivor.stop();
  });

  it('drops a second send with the same singleton key while the first waits', async () => {
    const queue = await factory.open();
    const q = name('singleton');
    await queue.define(q, fast);
    await queue.send(q, { n: 1 }, { singletonKey: 'order-1' });
    await queue.send(q, { n: 2 }, { singletonKey: 'order-1' });
    await queue.send(q, { n: 3 }, { singletonKey: 'order-2' });
    const seen: number[] = [];
    await queue.work<{ n: number }>(q, async (data) => void seen.push(data.n));
    await until(() => seen.length >= 2, 15_000, 'the jobs');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen.sort()).toEqual([1, 3]);
    await queue.stop();
  });

  it('lists a job that failed every retry with its error and attempts, and retries it once', async () => {
    const queue = await factory.open();
    const q = name('stuck');
    await queue.define(q, { ...fast, retryLimit: 1 });
    let failing = true;
    const runs: string[] = [];
    await queue.work<{ orderId: string }>(q, async (data) => {
      runs.push(data.orderId);
      if (failing) throw new Error('renderer crashed');
    });
    await queue.send(q, { orderId: 'o-3' });
    let stuck: Awaited<ReturnType<JobQueue['stuckJobs']>> = [];
    const failedHere = () => stuck.find((job) => job.name === q && job.state === 'failed');
    const end = Date.now() + 40_000;
    while (!failedHere()) {
      if (Date.now() > end) throw new Error('timed out waiting for the failed job');
      await new Promise((resolve) => setTimeout(resolve, 200));
      stuck = await queue.stuckJobs(50);
    }
    const job = failedHere()!;
    expect(job).toMatchObject({ deadLetter: false, attempts: 2, error: 'renderer crashed', data: { orderId: 'o-3' } });
    // Its dead letter is listed too, until a dead-letter worker handles it (none runs here).
    expect(stuck.some((j) => j.name === `${q}-dead` && j.deadLetter && j.data.orderId === 'o-3')).toBe(true);
    failing = false;
    // A double click: the first retry moves it, the second finds it no longer failed.
    expect(await queue.retry(q, job.id)).toBe(true);
    expect(await queue.retry(q, job.id)).toBe(false);
    await until(() => runs.length === 3, 20_000, 'the retried run');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toEqual(['o-3', 'o-3', 'o-3']);
    expect((await queue.stuckJobs(50)).some((j) => j.id === job.id)).toBe(false);
    await queue.stop();
  });
}

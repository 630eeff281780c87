import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TtsUnavailableError } from './errors';
import { WorkerPool } from './pool';

type Job = {
  op: 'echo' | 'sleep' | 'hang' | 'fail' | 'exit' | 'throw' | 'recycle' | 'thread';
  ms?: number;
  value?: unknown;
};
type Result = { value: unknown; startedAt?: number; endedAt?: number; threadId?: number };

const workerPath = path.join(import.meta.dirname, 'testing', 'pool-fixture-worker.mjs');
const pools: WorkerPool<Job, Result>[] = [];

function pool(options: Partial<{ size: number; maxQueue: number; timeoutMs: number }> = {}) {
  const p = new WorkerPool<Job, Result>({ workerPath, size: 2, maxQueue: 8, timeoutMs: 2_000, ...options });
  pools.push(p);
  return p;
}

async function failure(promise: Promise<unknown>): Promise<TtsUnavailableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TtsUnavailableError);
  return error as TtsUnavailableError;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('WorkerPool', () => {
  it('runs jobs on parallel workers and returns their results', async () => {
    const p = pool({ size: 2 });
    // Both workers up (one job each): a thread that is still starting cannot delay the test jobs.
    await Promise.all([p.run({ op: 'sleep', ms: 50 }), p.run({ op: 'sleep', ms: 50 })]);
    const results = await Promise.all([
      p.run({ op: 'sleep', ms: 300, value: 1 }),
      p.run({ op: 'sleep', ms: 300, value: 2 }),
    ]);
    expect(results.map((r) => r.value)).toEqual([1, 2]);
    // Parallel, not queued: each job started before the other finished (no wall-clock bound,
    // which a loaded machine would break).
    const [a, b] = results as [Required<Result>, Required<Result>];
    expect(a.startedAt).toBeLessThan(b.endedAt);
    expect(b.startedAt).toBeLessThan(a.endedAt);
  });

  it('queues beyond the pool size and refuses with "busy" when the queue is full', async () => {
    const p = pool({ size: 1, maxQueue: 2 });
    const running = [
      p.run({ op: 'sleep', ms: 200, value: 'a' }),
      p.run({ op: 'sleep', ms: 10, value: 'b' }),
      p.run({ op: 'sleep', ms: 10, value: 'c' }),
    ];
    const refused = await failure(p.run({ op: 'echo' }));
    expect(refused.reason).toBe('busy');
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await Promise.all(running)).map((r) => r.value)).toEqual(['a', 'b', 'c']);
  });

  it('times out a stuck job, replaces its worker and keeps serving', async () => {
    // A job's time limit includes starting a replacement worker, which a loaded machine slows:
    // the limit is generous, the stuck job still ends by it.
    const p = pool({ size: 1, timeoutMs: 2_000 });
    await p.run({ op: 'echo' });
    const before = p.stats().started;
    const stuck = await failure(p.run({ op: 'hang' }));
    expect(stuck.reason).toBe('timeout');
    expect((await p.run({ op: 'echo', value: 'after' })).value).toBe('after');
    expect(p.stats().started).toBe(before + 1);
    expect(p.stats().size).toBe(1);
  });

  it('fails the job of a worker that dies mid-job, and the next job succeeds on a fresh worker', async () => {
    const p = pool({ size: 1 });
    const died = await failure(p.run({ op: 'exit' }));
    expect(died.reason).toBe('engine');
    expect((await p.run({ op: 'echo', value: 'next' })).value).toBe('next');
    const crashed = await failure(p.run({ op: 'throw' }));
    expect(crashed.reason).toBe('engine');
    expect(crashed.message).toContain('fixture crash');
    expect((await p.run({ op: 'echo', value: 'again' })).value).toBe('again');
    expect(p.stats().started).toBe(3);
  });

  it('replaces a worker that asks for it after its reply, and the job keeps its result', async () => {
    const p = pool({ size: 1 });
    const first = await p.run({ op: 'thread' });
    const recycled = await p.run({ op: 'recycle', value: 'kept' });
    expect(recycled.value).toBe('kept');
    expect(recycled.threadId).toBe(first.threadId);
    const next = await p.run({ op: 'thread' });
    expect(next.threadId).not.toBe(first.threadId);
    expect(p.stats()).toMatchObject({ size: 1, started: 2, recycled: 1 });
  });

  it('passes an engine error reported by the worker to the caller without losing the worker', async () => {
    const p = pool({ size: 1 });
    await p.run({ op: 'echo' });
    const failed = await failure(p.run({ op: 'fail' }));
    expect(failed.message).toContain('fixture failure');
    expect((await p.run({ op: 'echo', value: 'ok' })).value).toBe('ok');
    expect(p.stats().started).toBe(1);
  });

  it('jobs queued behind a dying worker still run', async () => {
    const p = pool({ size: 1 });
    const dying = p.run({ op: 'exit' });
    const queued = p.run({ op: 'echo', value: 'queued' });
    await failure(dying);
    expect((await queued).value).toBe('queued');
  });

  it('does not respawn endlessly when the worker cannot even start', async () => {
    const broken = new WorkerPool<Job, Result>({
      workerPath: path.join(import.meta.dirname, 'testing', 'broken-worker.mjs'),
      size: 1,
      maxQueue: 4,
      timeoutMs: 2_000,
    });
    pools.push(broken);
    const error = await failure(broken.run({ op: 'echo' }));
    expect(error.reason).toBe('engine');
    expect(error.message).toContain('cannot load');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(broken.stats().started).toBe(1);
    // The next job tries a fresh worker (the problem may have been fixed meanwhile).
    await failure(broken.run({ op: 'echo' }));
    expect(broken.stats().started).toBe(2);
  });
});

// Fault: a voice worker killed in the middle of a synthesis. The request it was serving answers
// 503 with Retry-After (the client's player retries), and the next request succeeds on the fresh
// worker the pool starts in its place. Real Flite workers, killed from outside with terminate().
import type { Worker as WorkerType } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const spawned = vi.hoisted(() => [] as WorkerType[]);
vi.mock('node:worker_threads', async (original) => {
  const real = await original<typeof import('node:worker_threads')>();
  class TrackedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      spawned.push(this);
    }
  }
  return { ...real, default: { ...real, Worker: TrackedWorker }, Worker: TrackedWorker };
});

const { POST } = await import('@/app/api/tts/route');
const { decodeWav } = await import('@/lib/audio/encode/decode-wav');
const { createRateLimiter, setRateLimiter } = await import('@/lib/rate-limit');
const { createFliteEngine } = await import('@/lib/tts/engines/flite');
const { createTtsWorkerPool } = await import('@/lib/tts/engines/tts-worker-pool');
const { setTtsService } = await import('@/lib/tts/service');
const { createTestService } = await import('@/lib/tts/testing/test-service');

const pool = createTtsWorkerPool({ size: 1, maxQueue: 4, timeoutMs: 60_000 });

beforeAll(() => {
  setTtsService(createTestService([createFliteEngine(pool)], { parallelism: 1, dir: null }));
  setRateLimiter(createRateLimiter({ disabled: true }));
});
afterAll(async () => {
  setTtsService(undefined);
  setRateLimiter(undefined);
  await pool.close();
});

function speak(text: string): Promise<Response> {
  return POST(
    new Request('http://localhost/api/tts/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, voiceId: 'flite-slt' }),
    }),
  );
}

/** Resolve once the pool has handed a job to a worker (the synthesis is under way). */
async function untilBusy(): Promise<void> {
  while (pool.stats().busy === 0) await new Promise((resolve) => setImmediate(resolve));
}

describe('POST /api/tts/ when a worker dies mid-synthesis', () => {
  it('answers 503 with Retry-After, then the next request succeeds', { timeout: 120_000 }, async () => {
    const pending = speak(
      'Thank you for calling. Our office is closed, please leave a message after the tone.',
    );
    await untilBusy();
    const victim = spawned.at(-1);
    expect(victim).toBeDefined();
    const startedBefore = pool.stats().started;
    await victim!.terminate();

    const failed = await pending;
    expect(failed.status).toBe(503);
    expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await failed.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('engine-unavailable');
    expect(body.error.message).not.toMatch(/\bat \w|\.m?[jt]s:\d+/);

    const next = await speak('Good morning, how can we help you today?');
    expect(next.status).toBe(200);
    const wav = decodeWav(new Uint8Array(await next.arrayBuffer()));
    expect(wav.mono.length).toBeGreaterThan(wav.sampleRate / 2);
    // The pool replaced the killed worker instead of reusing it.
    expect(pool.stats().started).toBe(startedBefore + 1);
  });
});

// The render pool runs exactly the in-process render, and survives a worker killed mid-job.
import type { Worker as NodeWorker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseGreetingSpec } from '../greeting/spec';
import { TtsUnavailableError } from '../tts/errors';
import { getTtsService } from '../tts/service';
import {
  prepareRender,
  renderGreeting,
  renderInProcess,
  renderPreviewMp3,
  type RenderRunner,
} from './render-greeting';
import { createRenderPool, runOnRenderPool, type RenderPool } from './render-pool';

// Every worker the pool starts, so a test can kill one from outside like a crash would.
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

const pools: RenderPool[] = [];
function pool(options: Parameters<typeof createRenderPool>[0] = {}): RenderPool {
  const p = createRenderPool({ size: 1, ...options });
  pools.push(p);
  return p;
}

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await getTtsService().close();
});

function spec(raw: unknown) {
  const parsed = parseGreetingSpec(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.spec;
}

const withMusic = spec({
  useCase: 'business-voicemail',
  locale: 'en',
  text: 'Thank you for calling Northwind Dental. Please leave a message after the tone.',
  voice: { id: 'flite-slt' },
  music: { trackId: 'clear-horizon', intro: 1, outro: 1 },
});

describe('render pool', () => {
  it('renders every preset byte for byte like the in-process render', { timeout: 120_000 }, async () => {
    const p = pool();
    const onPool: RenderRunner = (job) => runOnRenderPool(job, p);
    const options = { presets: ['master-48k', 'ulaw-8k', 'alaw-8k'] as const, withMp3: true };
    const local = await renderGreeting(withMusic, {
      ...options,
      presets: [...options.presets],
      runner: renderInProcess,
    });
    const threaded = await renderGreeting(withMusic, {
      ...options,
      presets: [...options.presets],
      runner: onPool,
    });
    expect(threaded.files.map((f) => f.fileName)).toEqual(local.files.map((f) => f.fileName));
    expect(threaded.files).toHaveLength(4);
    for (const [i, file] of threaded.files.entries()) {
      const expected = local.files[i]!;
      expect(file.bytes.byteLength).toBe(expected.bytes.byteLength);
      expect(Buffer.from(file.bytes).equals(Buffer.from(expected.bytes))).toBe(true);
      expect(file.mime).toBe(expected.mime);
    }
    expect(threaded.lufs).toBe(local.lufs);
    expect(threaded.duration).toBe(local.duration);
    expect(spawned.length).toBeGreaterThan(0);
  });

  it('makes the same preview MP3 on a worker as on the calling thread', { timeout: 60_000 }, async () => {
    const p = pool();
    const local = await renderPreviewMp3(withMusic, renderInProcess);
    const threaded = await renderPreviewMp3(withMusic, (job) => runOnRenderPool(job, p));
    expect(Buffer.from(threaded.bytes).equals(Buffer.from(local.bytes))).toBe(true);
    expect(threaded.duration).toBe(local.duration);
    // Again on the same worker, which now has the prepared voice under its key: same bytes; and a
    // different mix of the same voice (louder voice) is not served from that entry by mistake.
    const again = await renderPreviewMp3(withMusic, (job) => runOnRenderPool(job, p));
    expect(Buffer.from(again.bytes).equals(Buffer.from(local.bytes))).toBe(true);
    const louder = { ...withMusic, voiceVolumeDb: withMusic.voiceVolumeDb + 6 };
    const louderLocal = await renderPreviewMp3(louder, renderInProcess);
    const louderThreaded = await renderPreviewMp3(louder, (job) => runOnRenderPool(job, p));
    expect(Buffer.from(louderThreaded.bytes).equals(Buffer.from(louderLocal.bytes))).toBe(true);
    expect(Buffer.from(louderThreaded.bytes).equals(Buffer.from(local.bytes))).toBe(false);
  });

  it(
    'fails only the job of a worker killed mid-render; the next job succeeds',
    { timeout: 120_000 },
    async () => {
      const p = pool();
      const input = await prepareRender(withMusic);
      // Warm the worker so the kill lands during the render, not during start-up.
      await runOnRenderPool({ kind: 'preview', ...input }, p);
      const before = spawned.length;
      const victim = spawned[before - 1]!;
      const job = runOnRenderPool(
        {
          kind: 'export',
          presets: ['master-48k', 'universal-mp3'],
          ...input,
          music: input.music?.slice() ?? null,
        },
        p,
      );
      await victim.terminate();
      const error = await job.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(TtsUnavailableError);
      expect((error as TtsUnavailableError).reason).toBe('engine');
      expect((error as TtsUnavailableError).message).toMatch(/mixing/i);

      const next = await runOnRenderPool({ kind: 'preview', ...input }, p);
      expect(next.preview?.byteLength).toBeGreaterThan(1000);
      expect(spawned.length).toBe(before + 1);
      expect(p.stats()).toMatchObject({ size: 1, busy: 0, queued: 0 });
    },
  );

  it('refuses a job as busy beyond its queue, with a Retry-After hint', { timeout: 60_000 }, async () => {
    const p = pool({ maxQueue: 0 });
    const input = await prepareRender(withMusic);
    const first = runOnRenderPool({ kind: 'preview', ...input }, p);
    const second = await runOnRenderPool({ kind: 'preview', ...input }, p).then(
      () => null,
      (e: unknown) => e,
    );
    expect(second).toBeInstanceOf(TtsUnavailableError);
    expect((second as TtsUnavailableError).reason).toBe('busy');
    expect((second as TtsUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
    expect((await first).preview?.byteLength).toBeGreaterThan(1000);
  });
});

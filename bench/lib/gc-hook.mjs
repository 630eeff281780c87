// Preloaded into the benchmark's server only (NODE_OPTIONS="--expose-gc --import …" with
// BENCH_GC=1; never part of the app or `npm start`): on SIGUSR2 the process collects garbage and
// writes its memory figures to $BENCH_GC_DIR/gc-<pid>.json, so the memory section can tell
// retained memory (caches) from garbage that simply had not been collected yet.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

const dir = process.env.BENCH_GC_DIR;
if (process.env.BENCH_GC === '1' && dir && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    const before = process.memoryUsage();
    // Twice: the first pass may only queue finalizers (e.g. for WebAssembly memories).
    globalThis.gc();
    globalThis.gc();
    const after = process.memoryUsage();
    // The TTS caches' own byte counts (lib/tts/service.ts keeps the service on globalThis), so the
    // memory section can tell cached audio from fixed buffers.
    // memoryBytes is what each cache counts against its bound (entries at full cost, disk index);
    // memoryAudioBytes the samples alone.
    const tts = globalThis.__greetingStudioTts;
    const caches = tts ? [tts.cache, tts.sentenceCache].filter(Boolean).map((c) => c.stats()) : null;
    const ttsCacheBytes = caches ? caches.reduce((n, s) => n + s.memoryBytes, 0) : null;
    const ttsCacheAudioBytes = caches ? caches.reduce((n, s) => n + (s.memoryAudioBytes ?? s.memoryBytes), 0) : null;
    // V8's young generation keeps the size it grew to under load until its memory reducer runs
    // (when the process has been idle a while); a forced GC leaves it as it is.
    const newSpaceBytes = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? null;
    const file = path.join(dir, `gc-${process.pid}.json`);
    fs.writeFileSync(
      `${file}.tmp`,
      JSON.stringify({ pid: process.pid, at: Date.now(), before, after, ttsCacheBytes, ttsCacheAudioBytes, newSpaceBytes }),
    );
    fs.renameSync(`${file}.tmp`, file);
  });
}

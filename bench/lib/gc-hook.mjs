// Preloaded into the benchmark's server only (NODE_OPTIONS="--expose-gc --import …" with
// BENCH_GC=1; never part of the app or `npm start`): on SIGUSR2 the process collects garbage and
// writes its memory figures to $BENCH_GC_DIR/gc-<pid>.json, so the memory section can tell
// retained memory (caches) from garbage that simply had not been collected yet.
import fs from 'node:fs';
import path from 'node:path';

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
    const tts = globalThis.__greetingStudioTts;
    const ttsCacheBytes = tts ? tts.cache.stats().memoryBytes + (tts.sentenceCache?.stats().memoryBytes ?? 0) : null;
    const file = path.join(dir, `gc-${process.pid}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ pid: process.pid, at: Date.now(), before, after, ttsCacheBytes }));
    fs.renameSync(`${file}.tmp`, file);
  });
}

// Memory (issue #9): server RSS at start, after a warm-up that brings every TTS worker to its
// working size, after 1,000 distinct previews (POST /api/tts/ with short distinct texts, 4 at a
// time, alternating Flite and eSpeak) and after a forced GC (bench-only hook, bench/lib/gc-hook.mjs).
// The engines' fixed working set is not growth: growth is what the requests leave behind, compared
// with the configured bound of the cache they fill (TTS_CACHE_MEMORY_MB, default 128 in lib/env.ts).
import { distinctText, pool, postJson } from '../lib/http.mjs';
import { budget, table } from '../lib/stats.mjs';

const mib = (bytes) => bytes / 2 ** 20;
/** Distinct requests per engine before the baseline: the workers' engines reach their working size. */
const WARM_PER_ENGINE = 30;

/** Idle time after which V8's memory reducer has given back the young generation grown under load. */
const SETTLE_MIN_MS = 20_000;
const SETTLE_MAX_MS = 60_000;
/** RSS that has not dropped by more than this for SETTLE_QUIET_MS counts as settled. */
const SETTLE_STEP_BYTES = 2 ** 20;
const SETTLE_QUIET_MS = 10_000;

const sumReports = (reports) =>
  reports.reduce(
    (sum, r) => ({
      heap: sum.heap + r.after.heapUsed,
      buffers: sum.buffers + r.after.arrayBuffers,
      external: sum.external + r.after.external,
      cache: sum.cache + (r.ttsCacheBytes ?? 0),
      audio: sum.audio + (r.ttsCacheAudioBytes ?? r.ttsCacheBytes ?? 0),
      newSpace: sum.newSpace + (r.newSpaceBytes ?? 0),
    }),
    { heap: 0, buffers: 0, external: 0, cache: 0, audio: 0, newSpace: 0 },
  );

/**
 * The server left idle until its RSS stops falling (V8's memory reducer shrinks the young
 * generation back a few seconds after the allocation rate drops), then a forced GC. Baseline and
 * end are both taken this way, so that they compare the same heap state.
 */
async function settledGc(server) {
  const started = Date.now();
  let lowest = server.rss();
  let quietSince = started;
  while (Date.now() - started < SETTLE_MAX_MS) {
    await new Promise((r) => setTimeout(r, 2000));
    const rss = server.rss();
    if (rss < lowest - SETTLE_STEP_BYTES) quietSince = Date.now();
    lowest = Math.min(lowest, rss);
    if (Date.now() - started >= SETTLE_MIN_MS && Date.now() - quietSince >= SETTLE_QUIET_MS) break;
  }
  const collected = await server.gc();
  return { ...collected, idleMs: Date.now() - started };
}

export async function run({ app, quick }) {
  const server = await app({ fresh: true });
  const total = quick ? 100 : 1000;
  const boundMib = Number(process.env.TTS_CACHE_MEMORY_MB ?? 128);
  const engineCapMib = Number(process.env.TTS_ENGINE_MEMORY_MB ?? 48);
  await new Promise((r) => setTimeout(r, 2000));
  const atStart = server.rss();
  // The same point after GC, so that baseline − start is what the warm-up added, not start-up garbage.
  const startGc = await server.gc();
  const atStartGc = startGc.rss;
  const startReport = sumReports(startGc.reports);
  const voices = ['flite-slt', 'espeak-en-emma'];
  const tag = `m${Date.now() % 100000}`;
  // Warm-up: one page, then distinct sentences on both engines (4 at a time, so both workers get
  // both engines' jobs), so each worker's WASM memories, JIT code and allocator arenas reach the
  // size they keep from then on. The audio it makes lands in the TTS cache and is counted below.
  await fetch(`${server.url}/`).then((r) => r.arrayBuffer());
  const warmCount = quick ? 20 : WARM_PER_ENGINE * voices.length;
  await pool(warmCount, 4, (i) => postJson(`${server.url}/api/tts/`, { text: distinctText(i, `${tag}w`), voiceId: voices[i % voices.length] }));
  const warmedGc = await settledGc(server);
  const warmed = warmedGc.rss;
  const warmedReport = sumReports(warmedGc.reports);

  const curve = [];
  let wavBytes = 0;
  let failures = 0;
  let peak = 0;
  const results = await pool(total, 4, async (i) => {
    const r = await postJson(`${server.url}/api/tts/`, { text: distinctText(i, tag), voiceId: voices[i % voices.length] });
    if (r.status === 200) wavBytes += r.bytes;
    else failures++;
    if ((i + 1) % (total / 10) === 0) {
      const rss = server.rss();
      peak = Math.max(peak, rss);
      curve.push(`${i + 1}: ${mib(rss).toFixed(0)}`);
    }
    return r.status;
  });
  const afterLoad = server.rss();
  peak = Math.max(peak, afterLoad);
  const collected = await server.gc();
  const afterGc = collected.rss;
  const loadReport = sumReports(collected.reports);
  // Then idle until V8 has shrunk its young generation back, as at the baseline.
  const settled = await settledGc(server);
  const afterSettled = settled.rss;
  const report = sumReports(settled.reports);
  // The memory cache keeps Float32 samples: twice the bytes of the 16-bit WAVs we received.
  const cacheCandidates = mib(wavBytes * 2);
  // What the requests left behind: RSS growth since the baseline, plus what the TTS caches already
  // held at the baseline (the warm-up's own entries: request-driven, not working set). Both points
  // are taken after the same idle settling, so V8's young generation (32 MiB under load, 1 MiB
  // when idle) is not counted as kept. The caches' counts come from the server (gc-hook.mjs).
  const growth = mib(afterSettled - warmed + warmedReport.cache);
  const growthAtLoad = mib(afterGc - warmed + warmedReport.cache);
  const rest = growth - mib(report.cache);
  // The young generation's committed size is not in heapUsed; it changes with the allocation rate.
  const youngAtBaseline = mib(warmedReport.newSpace - startReport.newSpace);
  const native = mib(warmed - atStartGc - (warmedReport.buffers - startReport.buffers) - (warmedReport.heap - startReport.heap)) - youngAtBaseline;
  // RSS at the middle sample and at the end: a bounded cache levels off in the second half.
  const samples = curve.map((c) => Number(c.split(': ')[1]));
  const secondHalf = samples.length >= 2 ? samples.at(-1) - samples[Math.floor(samples.length / 2) - 1] : Number.NaN;
  const statuses = new Map();
  for (const s of results) statuses.set(s, (statuses.get(s) ?? 0) + 1);
  return [
    '## Memory',
    '',
    `Resident set size of the server's process tree (Linux /proc; the TTS engines run in worker threads inside it). Warm-up: one page and ${warmCount} distinct POST /api/tts/ requests, then idle until the RSS stops falling and GC — the baseline, where every TTS worker holds both engines at their working size (each engine's WASM memory is capped at TTS_ENGINE_MEMORY_MB = ${engineCapMib} MiB per worker) and the page cache holds the home page. Then ${total} distinct requests (short sentences, 4 at a time, alternating flite-slt and espeak-en-emma), statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}. Forced GC = two full collections of the main thread through the bench-only SIGUSR2 hook (bench/lib/gc-hook.mjs, loaded only by the benchmark with --expose-gc). A forced GC leaves V8's young generation at the size it grew to under load (up to 2 × 16 MiB semi-spaces); V8's memory reducer shrinks it once the process has been idle a few seconds. So the baseline and the end are both taken after the server has been idle until its RSS stops falling (at least ${SETTLE_MIN_MS / 1000} s, at most ${SETTLE_MAX_MS / 1000} s), then GC: the same heap state at both points. Before, the baseline came from a forced GC right after the warm-up (young generation 16 MiB) and the end from one right after the run (32 MiB): 16 MiB of the reported growth was V8's young generation, which is not kept. The server runs with the allocator settings \`npm start\` gives it (scripts/lib/allocator-env.mjs: MALLOC_MMAP_THRESHOLD_=131072). The audio synthesized would take ${cacheCandidates.toFixed(0)} MiB as Float32 in the memory cache, ${cacheCandidates > boundMib ? 'more than its bound, so the bound is exercised' : 'less than its bound, so the bound is not reached in this run'}. One run (a server's memory history is one trajectory; the RSS curve below shows its shape).`,
    '',
    table(
      ['point', 'RSS MiB'],
      [
        ['after start (idle)', mib(atStart).toFixed(0)],
        ['after start and GC', mib(atStartGc).toFixed(0)],
        [`baseline: after warm-up (page + ${warmCount} distinct syntheses), ${(warmedGc.idleMs / 1000).toFixed(0)} s idle and GC`, mib(warmed).toFixed(0)],
        [`after ${total} distinct previews`, mib(afterLoad).toFixed(0)],
        ['peak sampled during the run', mib(peak).toFixed(0)],
        ['after forced GC (right after the run)', mib(afterGc).toFixed(0)],
        [`after ${(settled.idleMs / 1000).toFixed(0)} s idle and GC`, mib(afterSettled).toFixed(0)],
      ],
      ['l', 'r'],
    ),
    '',
    `Baseline − start after GC = ${mib(warmed - atStartGc).toFixed(0)} MiB: ${mib(warmedReport.cache).toFixed(0)} MiB in the TTS caches (the warm-up's entries, ${mib(warmedReport.audio).toFixed(0)} MiB of it the samples), ${mib(warmedReport.buffers - startReport.buffers - warmedReport.audio).toFixed(0)} MiB of other buffers (e.g. the resampler's scratch), ${mib(warmedReport.heap - startReport.heap).toFixed(0)} MiB of main-thread JS heap (route code loaded on first use), ${youngAtBaseline.toFixed(0)} MiB of V8's young generation (start-up had grown it; idle shrinks it), and ${native.toFixed(0)} MiB of native memory (${native >= 0 ? 'the TTS workers growing to their working size: WASM memories, JIT code, their heaps; and allocator pages' : 'the workers start warm (they speak a word with each engine at start), and pages held at start were given back'}). After the run, idle and GC: JS heap ${mib(report.heap).toFixed(0)} MiB (baseline ${mib(warmedReport.heap).toFixed(0)}), ArrayBuffers ${mib(report.buffers).toFixed(0)} MiB, external ${mib(report.external).toFixed(0)} MiB. V8's young generation (new space): ${mib(startReport.newSpace).toFixed(0)} MiB at start, ${mib(warmedReport.newSpace).toFixed(0)} MiB at the baseline, ${mib(loadReport.newSpace).toFixed(0)} MiB right after the run, ${mib(report.newSpace).toFixed(0)} MiB after idling. RSS every ${total / 10} requests (MiB): ${curve.join(', ')}. Failed requests: ${failures}.`,
    '',
    table(
      ['measure', 'value', 'bound: TTS_CACHE_MEMORY_MB', 'verdict'],
      [
        ['what the TTS caches hold after the run, at full cost (their own count)', `${mib(report.cache).toFixed(1)} MiB`, `${boundMib} MiB`, budget(mib(report.cache), boundMib, { unit: ' MiB' })],
        ['RSS growth over the second half of the run (plateau?)', `${secondHalf.toFixed(0)} MiB`, '—', secondHalf <= 0.1 * boundMib ? 'flat ✅' : 'still growing ❌'],
        [`growth right after the run and a forced GC (young generation still at its load size: ${mib(loadReport.newSpace).toFixed(0)} MiB)`, `${growthAtLoad.toFixed(0)} MiB`, '—', '—'],
        ['growth kept after idle and GC: RSS − baseline + what the caches held at the baseline', `${growth.toFixed(1)} MiB`, `${boundMib} MiB`, budget(growth, boundMib, { unit: ' MiB' })],
      ],
      ['l', 'r', 'r', 'l'],
    ),
    '',
    `The caches count each entry at its full cost — the sample buffer as the allocator takes it (whole pages for a mapped block), plus the entry's objects — and each record of the disk index (lib/tts/cache.ts; constants measured with process.memoryUsage() around a cache filled with 20,000 entries). Of the growth, ${mib(report.cache).toFixed(1)} MiB are what the TTS caches count (${mib(report.audio).toFixed(0)} MiB of it the samples; all ArrayBuffers: ${mib(report.buffers).toFixed(0)} MiB)` +
      (Math.abs(rest) < 0.5
        ? ' and nothing else measurable (less than 1 MiB either way).'
        : rest > 0
        ? ` and ${rest.toFixed(1)} MiB the rest: JS heap the run left (${mib(report.heap - warmedReport.heap).toFixed(1)} MiB, compiled code and the like), allocator arenas, and garbage in the workers' own heaps (the GC hook collects the main thread only).`
        : `; the rest of the server's RSS ended ${(-rest).toFixed(0)} MiB below the baseline's (pages held at the baseline were given back).`) +
      (growth > boundMib
        ? ` The growth exceeds TTS_CACHE_MEMORY_MB by ${(growth - boundMib).toFixed(1)} MiB; whether that rest keeps growing is the RSS curve. A growth far above the bound means memory kept per request outside the caches, or allocator settings missing from the server process (scripts/lib/allocator-env.mjs).`
        : ''),
  ].join('\n');
}

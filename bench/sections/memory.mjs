// Memory: server RSS at start, after 1,000 distinct previews (POST /api/tts/ with short distinct
// texts, 4 at a time, alternating Flite and eSpeak) and after a forced GC (bench-only hook,
// bench/lib/gc-hook.mjs). The growth that survives GC is compared with the TTS memory cache's
// configured bound (TTS_CACHE_MEMORY_MB, default 128 in lib/env.ts).
import { distinctText, pool, postJson } from '../lib/http.mjs';
import { budget, table } from '../lib/stats.mjs';

const mib = (bytes) => bytes / 2 ** 20;

export async function run({ app, quick }) {
  const server = await app({ fresh: true });
  const total = quick ? 100 : 1000;
  const boundMib = Number(process.env.TTS_CACHE_MEMORY_MB ?? 128);
  await new Promise((r) => setTimeout(r, 2000));
  const atStart = server.rss();
  // One page and one synthesis per engine: the workers and engines exist from here on.
  await fetch(`${server.url}/`).then((r) => r.arrayBuffer());
  const voices = ['flite-slt', 'espeak-en-emma'];
  for (const voiceId of voices) await postJson(`${server.url}/api/tts/`, { text: 'Warm up.', voiceId });
  const warmed = (await server.gc()).rss;

  const tag = `m${Date.now() % 100000}`;
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
  const report = collected.reports.reduce(
    (sum, r) => ({ heap: sum.heap + r.after.heapUsed, buffers: sum.buffers + r.after.arrayBuffers, external: sum.external + r.after.external }),
    { heap: 0, buffers: 0, external: 0 },
  );
  // The memory cache keeps Float32 samples: twice the bytes of the 16-bit WAVs we received.
  const cacheCandidates = mib(wavBytes * 2);
  const growth = mib(afterGc - warmed);
  // RSS at the middle sample and at the end: a bounded cache levels off in the second half.
  const samples = curve.map((c) => Number(c.split(': ')[1]));
  const secondHalf = samples.length >= 2 ? samples.at(-1) - samples[Math.floor(samples.length / 2) - 1] : Number.NaN;
  const statuses = new Map();
  for (const s of results) statuses.set(s, (statuses.get(s) ?? 0) + 1);
  return [
    '## Memory',
    '',
    `Resident set size of the server's process tree (Linux /proc; the TTS engines run in worker threads inside it). ${total} distinct POST /api/tts/ requests (short sentences, 4 at a time, alternating flite-slt and espeak-en-emma), statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}. Forced GC = two full collections through the bench-only SIGUSR2 hook (bench/lib/gc-hook.mjs, loaded only by the benchmark with --expose-gc). The audio synthesized would take ${cacheCandidates.toFixed(0)} MiB as Float32 in the memory cache, ${cacheCandidates > boundMib ? 'more than its bound, so the bound is exercised' : 'less than its bound, so the bound is not reached in this run'}. One run (a server's memory history is one trajectory; the RSS curve below shows its shape).`,
    '',
    table(
      ['point', 'RSS MiB'],
      [
        ['after start (idle)', mib(atStart).toFixed(0)],
        ['after warm-up (page + one synthesis per engine) and GC', mib(warmed).toFixed(0)],
        [`after ${total} distinct previews`, mib(afterLoad).toFixed(0)],
        ['peak sampled during the run', mib(peak).toFixed(0)],
        ['after forced GC', mib(afterGc).toFixed(0)],
      ],
      ['l', 'r'],
    ),
    '',
    `After GC: JS heap ${mib(report.heap).toFixed(0)} MiB, ArrayBuffers ${mib(report.buffers).toFixed(0)} MiB, external ${mib(report.external).toFixed(0)} MiB. RSS every ${total / 10} requests (MiB): ${curve.join(', ')}. Failed requests: ${failures}.`,
    '',
    table(
      ['measure', 'value', 'bound: TTS_CACHE_MEMORY_MB', 'verdict'],
      [
        ['audio buffers kept after GC (what the caches hold)', `${mib(report.buffers).toFixed(0)} MiB`, `${boundMib} MiB`, budget(mib(report.buffers), boundMib, { unit: ' MiB' })],
        ['RSS growth over the second half of the run (plateau?)', `${secondHalf.toFixed(0)} MiB`, '—', secondHalf <= 0.1 * boundMib ? 'flat ✅' : 'still growing ❌'],
        ['RSS growth kept after GC (vs. after warm-up)', `${growth.toFixed(0)} MiB`, `${boundMib} MiB`, growth <= boundMib ? '✅' : 'above the cache bound (see below)'],
      ],
      ['l', 'r', 'r', 'l'],
    ),
    '',
    growth > boundMib
      ? `RSS grows by more than the cache bound while the audio the caches keep stays within it; the rest is the TTS workers' own memory (each worker's WebAssembly heap grows to its largest synthesis and never shrinks) plus allocator arenas that keep freed pages. Whether it has stopped growing is the plateau row above; if it has, the memory to plan for is RSS after warm-up + TTS_CACHE_MEMORY_MB + ~${(growth - mib(report.buffers)).toFixed(0)} MiB.`
      : '',
  ].join('\n');
}

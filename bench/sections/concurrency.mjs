// Concurrency: waves of 1, 4, 16 and 64 simultaneous distinct previews (POST /api/preview/, every
// text different so no cache answers), while one client keeps requesting /help/ to see whether
// pages stay responsive. Per level: throughput (previews per second of a wave), p95 latency over
// every request of every wave, status counts (503 = the preview queue is full, by design), and
// page p95 during the waves next to the idle page p95 measured just before.
import { distinctText, postJson, timedRequest } from '../lib/http.mjs';
import { percentile, spread, table } from '../lib/stats.mjs';

const levels = [1, 4, 16, 64];

/** Sequential page requests until `stop()`; resolves with their latencies. */
function pageProbe(url) {
  let running = true;
  const latencies = [];
  const statuses = new Map();
  const done = (async () => {
    while (running) {
      const r = await timedRequest(url);
      latencies.push(r.ms);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { latencies, statuses };
    },
  };
}

export async function run({ app, quick }) {
  const server = await app({ fresh: true });
  const rounds = quick ? 1 : 5;
  const tag = `c${Date.now() % 100000}`;
  let counter = 0;
  // Warm every engine path once so level 1 does not measure start-up.
  await postJson(`${server.url}/api/preview/`, { useCase: 'business-voicemail', locale: 'en', text: distinctText(counter++, tag), voice: { id: 'flite-slt' }, music: { trackId: 'still-water' } });
  const idle = pageProbe(`${server.url}/help/`);
  await new Promise((r) => setTimeout(r, quick ? 1000 : 3000));
  const idlePages = await idle.stop();

  const rows = [];
  for (const level of levels) {
    const throughput = [];
    const latencies = [];
    const statuses = new Map();
    const probe = pageProbe(`${server.url}/help/`);
    for (let round = 0; round < rounds; round++) {
      const start = performance.now();
      const results = await Promise.all(
        Array.from({ length: level }, () =>
          postJson(`${server.url}/api/preview/`, {
            useCase: 'business-voicemail',
            locale: 'en',
            text: distinctText(counter++, tag),
            voice: { id: 'flite-slt' },
            music: { trackId: 'still-water' },
          }),
        ),
      );
      const seconds = (performance.now() - start) / 1000;
      const ok = results.filter((r) => r.status === 200);
      throughput.push(ok.length / seconds);
      for (const r of results) {
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status === 200) latencies.push(r.ms);
      }
    }
    const pages = await probe.stop();
    rows.push([
      String(level),
      spread(throughput, 2),
      percentile(latencies, 50).toFixed(0),
      percentile(latencies, 95).toFixed(0),
      [...statuses].sort().map(([s, n]) => `${s}×${n}`).join(', '),
      `${percentile(pages.latencies, 50).toFixed(0)} / ${percentile(pages.latencies, 95).toFixed(0)}`,
      String(pages.latencies.length),
      [...pages.statuses].map(([s, n]) => `${s}×${n}`).join(', '),
    ]);
    console.error(`  concurrency ${level}: ${spread(throughput, 2)} previews/s`);
  }
  return [
    '## Concurrency (distinct previews)',
    '',
    `Waves of N simultaneous POST /api/preview/ requests (flite-slt, a short distinct sentence of about 4 s with the use case's music intro and outro, MP3; every text distinct), ${rounds} waves per level. Throughput = successful previews per second of a wave, median (min–max) over the waves; latency p50/p95 over every successful request of the level. Meanwhile one client requests /help/ back to back; idle page p50 / p95 measured just before: ${percentile(idlePages.latencies, 50).toFixed(0)} / ${percentile(idlePages.latencies, 95).toFixed(0)} ms (${idlePages.latencies.length} requests). The server mixes 2 previews at a time with 16 waiting (lib/render/preview.ts); beyond that it answers 503 with Retry-After, by design. At about 3 previews/s on 2 cores the last of the 16 waits about 6 s; a shorter queue would turn those waits into 503s that the studio does not retry and a visitor's retry loses its place in line, so the queue stays (docs/mixer.md). Waits beyond that mean the machine is loaded. Rate limits off.`,
    '',
    table(
      ['simultaneous', 'previews/s', 'p50 ms', 'p95 ms', 'statuses', 'page /help/ p50 / p95 ms', 'page requests', 'page statuses'],
      rows,
      ['r', 'r', 'r', 'r', 'l', 'r', 'r', 'l'],
    ),
  ].join('\n');
}

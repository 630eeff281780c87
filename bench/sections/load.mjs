// The load test of issue #10 (bench/load.mjs) against a fresh production server with rate limits
// on (what protects the server; 200 distinct client addresses), optionally also with them off
// (only the preview queue protects it).
import { runLoad, statusList } from '../load.mjs';
import { table } from '../lib/stats.mjs';

const mib = (bytes) => (bytes / 2 ** 20).toFixed(0);
const ok = (pass) => (pass ? '✅' : '❌');

export async function run({ app, quick }) {
  const seconds = quick ? 8 : 30;
  const rows = [];
  const details = [];
  // Limits on is the configuration that matters (it is what protects the server); the variant
  // without them costs another minute and runs with --quick or BENCH_LOAD_BOTH=1.
  const variants = quick || process.env.BENCH_LOAD_BOTH === '1' ? [true, false] : [true];
  for (const rateLimit of variants) {
    const server = await app({ fresh: true, rateLimit });
    // Warm-up outside the measurement: engines and the music track loaded once.
    await fetch(`${server.url}/`).then((r) => r.arrayBuffer());
    const idleRss = server.rss();
    const r = await runLoad({ url: server.url, seconds, clients: 200, pageClients: 8, rss: server.rss });
    const afterGc = (await server.gc()).rss;
    const afterOk = r.after.page.status === 200 && r.after.voices.status === 200 && r.after.preview.status === 200;
    const label = rateLimit ? 'limits on' : 'limits off';
    rows.push([
      label,
      statusList(r.preview.statuses),
      `${r.fiveXX} ${ok(r.fiveXX === 0)}`,
      `${r.unexplained503} ${ok(r.unexplained503 === 0)}`,
      `${r.page.p50.toFixed(0)} / ${r.page.p95.toFixed(0)} / ${r.page.p99.toFixed(0)}`,
      statusList(r.page.statuses),
      `${r.after.page.status} / ${r.after.voices.status} / ${r.after.preview.status} ${ok(afterOk)}`,
      `${mib(idleRss)} → ${mib(r.rssPeak)} → ${mib(afterGc)}`,
    ]);
    details.push(
      `- ${label}: successful previews p50 ${r.preview.p50.toFixed(0)} ms, p99 ${r.preview.p99.toFixed(0)} ms; in-flight requests took ${(r.drainedMs / 1000).toFixed(1)} s to finish after the ${seconds} s; after the load a page answered in ${r.after.page.ms.toFixed(0)} ms and a fresh preview in ${r.after.preview.ms.toFixed(0)} ms${r.preview.errors.length ? `; network errors: ${r.preview.errors.join('; ')}` : ''}.`,
    );
    console.error(`  load ${label}: ${statusList(r.preview.statuses)}`);
  }
  return [
    '## Load (issue #10)',
    '',
    `bench/load.mjs: 200 concurrent clients POST /api/preview/ with distinct texts (flite-slt, short sentence with music) for ${seconds} s, each from its own X-Forwarded-For address (as behind a reverse proxy), pausing 50 ms after a refusal; meanwhile 8 clients request /, /de/, /help/ and a landing page back to back. Fresh server per variant. Goal: no 5xx except 503 with Retry-After (429/503 with Retry-After are the server protecting itself), pages keep answering, the server answers normally afterwards, memory bounded. One run per variant (${seconds} s each); the page latency figures are over every page request of the run.`,
    '',
    table(
      ['variant', 'preview statuses', '5xx (not 503)', '429/503 without Retry-After', 'page p50 / p95 / p99 ms', 'page statuses', 'after: page / voices / preview', 'RSS MiB idle → peak → after GC'],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'l', 'l', 'r'],
    ),
    '',
    ...details,
  ].join('\n');
}

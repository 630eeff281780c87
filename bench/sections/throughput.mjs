// Server throughput with autocannon (50 connections, 10 s) on `/`, `/de/` and a landing page,
// next to a plain node:http server (its own process) serving the same prerendered HTML, measured
// alternately in the same run. Goal (issue #9): the production server ≥ 0.5 × the static server's
// requests/s. The production server (scripts/serve.mjs) answers prerendered pages from its page
// cache; the same server with `Cache-Control: no-cache` on the request (which the cache leaves to
// Next) is measured too, so the Next pipeline's figure stays visible.
// CPU ms per request (from /proc) is reported too: it is what other jobs on the machine disturb least.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMsOf } from '../lib/server.mjs';
import { budget, median, spread, table } from '../lib/stats.mjs';

export const routes = ['/', '/de/', '/business-voicemail/'];

/**
 * A visitor of each page sends its language: without Accept-Language (or the locale cookie)
 * next-intl answers with a Set-Cookie for the page's locale, which the cache never stores.
 */
const visitorHeaders = {
  '/': { 'accept-language': 'en-US,en;q=0.9' },
  '/de/': { 'accept-language': 'de-DE,de;q=0.9' },
  '/business-voicemail/': { 'accept-language': 'en-US,en;q=0.9' },
};
/** The request header under which the server hands even a cacheable page to Next. */
const bypassCache = { 'cache-control': 'no-cache' };

function bench(url, duration, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The figures must be of the path they are labelled with: check one request of each. */
async function checkPaths(url, headers) {
  const cached = await fetch(url, { headers });
  await cached.arrayBuffer();
  const next = await fetch(url, { headers: { ...headers, ...bypassCache } });
  await next.arrayBuffer();
  if (cached.headers.get('x-page-cache') !== 'hit' || next.headers.get('x-page-cache') !== null) {
    throw new Error(`${url}: expected a cache hit and a Next answer, got ${cached.headers.get('x-page-cache')} / ${next.headers.get('x-page-cache')}`);
  }
}

async function startStatic(pages, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  const manifest = {};
  for (const [route, bytes] of pages) {
    const file = path.join(dir, `${Object.keys(manifest).length}.html`);
    writeFileSync(file, bytes);
    manifest[route] = file;
  }
  writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(manifest));
  const child = fork(path.join(import.meta.dirname, '..', 'lib', 'static-server.mjs'), [String(port), path.join(dir, 'pages.json')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`static server exited (${code})`)));
  });
  return {
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One autocannon run with the server's CPU time over it. */
async function measure(url, duration, cpuMs, headers) {
  const before = cpuMs();
  const result = await bench(url, duration, headers);
  const cpu = cpuMs() - before;
  return { result, cpuPerRequest: cpu / Math.max(1, result.requests.total) };
}

// From a CPU profile of `next start` under autocannon on `/` (node --cpu-prof; steady state).
const whyCache = `**What the figures are.** "Served" is the production server as \`npm start\` runs it (\`scripts/serve.mjs\`): a prerendered page is the same bytes for every visitor of a build, so the server keeps Next's response in memory (LRU, 32 MiB) and replays it — status, headers and body exactly as Next sent them, with a fresh CSP nonce — for the next request with the same key (host, path, Accept-Encoding, and the inputs the proxy and next-intl read: the locale cookie, Accept-Language, Sec-Fetch-Dest). Only a 200 that Next marks prerendered (\`x-nextjs-cache: HIT\`, \`s-maxage=31536000\`, so no revalidate), that sets no cookie, varies only on what the key covers and whose CSP lists the static page's script hashes is stored; GETs with a query, RSC/prefetch/action headers, Range or conditional headers, draft-mode cookies or \`Cache-Control: no-cache\`, HEAD, \`/api/\` and \`/_next/\` always go to Next (rules in \`lib/http/page-cache.ts\`, tests beside it and in \`e2e/page-cache.spec.ts\`). The requests here carry a browser's Accept-Language in the page's language; a first visit whose language differs from the page's (no locale cookie yet) gets next-intl's Set-Cookie and is always answered by Next. "Next pipeline" is the same server with \`Cache-Control: no-cache\` on each request, i.e. the cache-miss path.

**Where Next's time goes on a miss.** The pages are prerendered (\`x-nextjs-cache: HIT\`), yet every request Next answers still runs the proxy (\`proxy.ts\`: locale redirect, CSP and security headers; ≈ 13 % of the server's CPU in a profile of \`next start\`), the App Router request pipeline (route resolution, tracing spans, piping the cached HTML through web streams; ≈ 35 %), a JavaScript ETag hash over the whole ~125 KiB document (Next's \`generateEtags\`; ≈ 8 %), and the socket write the static server pays as well (≈ 20 %). A replay from the page cache costs a key, a map lookup, a nonce and the write, which is why it lands near the static server. A CDN in front of the site (honouring the \`Cache-Control: s-maxage\` Next sends) would do the same work outside Node. Below 2 cores shared with the load generator, absolute req/s here are far lower than on a dedicated server.`;

export async function run({ app, port, quick }) {
  const server = await app();
  const runs = quick ? 1 : 5;
  const duration = quick ? 3 : 10;
  const pages = new Map();
  for (const route of routes) {
    const response = await fetch(server.url + route, { headers: visitorHeaders[route] });
    pages.set(route, Buffer.from(await response.arrayBuffer()));
    await checkPaths(server.url + route, visitorHeaders[route]);
  }
  const plainServer = await startStatic(pages, port + 1);
  const rows = [];
  try {
    for (const route of routes) {
      const next = { rps: [], p99: [], cpu: [], bad: 0 };
      const miss = { rps: [], p99: [], cpu: [], bad: 0 };
      const plain = { rps: [], p99: [], cpu: [], bad: 0 };
      const ratios = [];
      const missRatios = [];
      const headers = visitorHeaders[route];
      // Warm-up: the first requests after start fill Next's caches.
      await bench(server.url + route, 1, { ...headers, ...bypassCache });
      await bench(server.url + route, 1, headers);
      for (let i = 0; i < runs; i++) {
        const a = await measure(server.url + route, duration, server.cpuMs, headers);
        const c = await measure(server.url + route, duration, server.cpuMs, { ...headers, ...bypassCache });
        const b = await measure(`http://127.0.0.1:${port + 1}${route}`, duration, () => cpuMsOf(plainServer.pid), headers);
        for (const [into, m] of [
          [next, a],
          [miss, c],
          [plain, b],
        ]) {
          into.rps.push(m.result.requests.average);
          into.p99.push(m.result.latency.p99);
          into.cpu.push(m.cpuPerRequest);
          into.bad += m.result.errors + m.result.timeouts + m.result.non2xx;
        }
        ratios.push(a.result.requests.average / b.result.requests.average);
        missRatios.push(c.result.requests.average / b.result.requests.average);
        console.error(
          `  throughput ${route} run ${i + 1}: served ${a.result.requests.average.toFixed(0)} req/s, Next pipeline ${c.result.requests.average.toFixed(0)} req/s, static ${b.result.requests.average.toFixed(0)} req/s`,
        );
      }
      rows.push([
        route,
        (pages.get(route).byteLength / 1024).toFixed(1),
        spread(next.rps, 0),
        spread(next.p99, 0),
        spread(next.cpu, 2),
        spread(plain.rps, 0),
        spread(plain.p99, 0),
        spread(plain.cpu, 2),
        spread(ratios, 3),
        budget(median(ratios), 0.5, { lower: false }),
        spread(miss.rps, 0),
        spread(miss.p99, 0),
        spread(miss.cpu, 2),
        spread(missRatios, 3),
        `${next.bad} / ${miss.bad} / ${plain.bad}`,
      ]);
    }
  } finally {
    await plainServer.stop();
  }
  return [
    '## Server throughput (pages)',
    '',
    `autocannon, 50 connections, ${duration} s per measurement, ${runs} runs per route after 1 s warm-ups; each run measures the production server as served (page cache), the same server with \`Cache-Control: no-cache\` on the requests (Next pipeline, the cache-miss path), and then a plain node:http server (separate process) answering with the same prerendered HTML bytes fetched from the app, so all three see the same machine load. Requests carry the Accept-Language of a visitor in the page's language; no compression on any side (no Accept-Encoding). The load generator and the servers share the 2 cores; "CPU ms/req" is the server processes' CPU time (from /proc) divided by the requests answered, which other jobs on the machine disturb far less than req/s.`,
    '',
    table(
      [
        'route',
        'HTML KiB',
        'served req/s',
        'served p99 ms',
        'served CPU ms/req',
        'static req/s',
        'static p99 ms',
        'static CPU ms/req',
        'ratio served/static',
        'goal',
        'Next pipeline req/s',
        'Next pipeline p99 ms',
        'Next pipeline CPU ms/req',
        'ratio Next pipeline/static',
        'errors + non-2xx (served / pipeline / static)',
      ],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    whyCache,
  ].join('\n');
}

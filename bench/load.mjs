#!/usr/bin/env node
// Load test (issue #10): 200 concurrent clients POST distinct previews to /api/preview/ for 30 s
// while a few clients browse pages. Reports every status (goal: no 5xx except 503 with
// Retry-After; 429 with Retry-After is fine), page latency during the load (p99), whether the
// server answers normally afterwards, and — when given the server's pid — its RSS.
//   node bench/load.mjs --url=http://localhost:3000 [--seconds=30] [--clients=200] [--pid=1234]
// `npm run bench -- --only=load` runs it against a fresh production server (bench/sections/load.mjs).
import { pathToFileURL } from 'node:url';
import { distinctText, postJson, timedRequest } from './lib/http.mjs';
import { percentile } from './lib/stats.mjs';

const pages = ['/', '/de/', '/help/', '/business-voicemail/'];

/**
 * @param {{ url: string, seconds?: number, clients?: number, pageClients?: number, rss?: () => number, distinctIps?: boolean }} options
 */
export async function runLoad({ url, seconds = 30, clients = 200, pageClients = 8, rss = () => 0, distinctIps = true }) {
  const tag = `l${Date.now() % 100000}`;
  const deadline = performance.now() + seconds * 1000;
  const preview = { statuses: new Map(), latencies: [], retryAfterMissing: 0, errors: [] };
  const page = { statuses: new Map(), latencies: [] };
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  let counter = 0;
  const rssSamples = [];
  const sampler = setInterval(() => rssSamples.push(rss()), 1000);

  async function previewClient(id) {
    // Each client its own address (as behind a reverse proxy), so per-client rate limits apply per client.
    const headers = distinctIps ? { 'X-Forwarded-For': `10.${(id >> 8) & 255}.${id & 255}.7` } : {};
    while (performance.now() < deadline) {
      const r = await postJson(
        `${url}/api/preview/`,
        { useCase: 'business-voicemail', locale: 'en', text: distinctText(counter++, tag), voice: { id: 'flite-slt' }, music: { trackId: 'still-water' } },
        headers,
      );
      count(preview.statuses, r.status);
      if (r.status === 200) preview.latencies.push(r.ms);
      if ((r.status === 429 || r.status === 503) && !r.retryAfter) preview.retryAfterMissing++;
      if (r.status === 0 && preview.errors.length < 3) preview.errors.push(r.error);
      // A short pause after a refusal: a client that retries, not a busy loop on localhost that
      // would mostly measure the load generator itself.
      if (r.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async function pageClient(id) {
    let i = id;
    while (performance.now() < deadline) {
      const r = await timedRequest(url + pages[i++ % pages.length]);
      count(page.statuses, r.status);
      page.latencies.push(r.ms);
    }
  }
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: clients }, (_, id) => previewClient(id)),
    ...Array.from({ length: pageClients }, (_, id) => pageClient(id)),
  ]);
  const drainedMs = performance.now() - started - seconds * 1000;
  clearInterval(sampler);

  // Afterwards: a page, the voice list and a fresh preview from a new client answer normally.
  await new Promise((r) => setTimeout(r, 2000));
  const after = {
    page: await timedRequest(`${url}/`),
    voices: await timedRequest(`${url}/api/voices/`),
    preview: await postJson(
      `${url}/api/preview/`,
      { useCase: 'business-voicemail', locale: 'en', text: distinctText(counter++, `${tag}after`), voice: { id: 'flite-slt' }, music: { trackId: 'still-water' } },
      { 'X-Forwarded-For': '10.255.255.1' },
    ),
  };
  const fiveXX = [...preview.statuses, ...page.statuses].filter(([s]) => s >= 500 && s !== 503).reduce((n, [, c]) => n + c, 0);
  const unexplained503 = preview.retryAfterMissing + (page.statuses.get(503) ?? 0);
  return {
    seconds,
    clients,
    pageClients,
    drainedMs,
    preview: { ...preview, p50: percentile(preview.latencies, 50), p99: percentile(preview.latencies, 99) },
    page: { ...page, p50: percentile(page.latencies, 50), p95: percentile(page.latencies, 95), p99: percentile(page.latencies, 99) },
    fiveXX,
    unexplained503,
    networkErrors: (preview.statuses.get(0) ?? 0) + (page.statuses.get(0) ?? 0),
    rssPeak: Math.max(0, ...rssSamples),
    rssSamples,
    after,
  };
}

export const statusList = (map) =>
  [...map]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s === 0 ? 'network error' : s}×${n}`)
    .join(', ');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const pid = Number(option('pid', '0'));
  const { rssOf, processTree } = await import('./lib/server.mjs');
  const result = await runLoad({
    url: option('url', 'http://localhost:3000'),
    seconds: Number(option('seconds', '30')),
    clients: Number(option('clients', '200')),
    rss: pid ? () => processTree(pid).reduce((s, p) => s + rssOf(p), 0) : () => 0,
  });
  console.log(`previews: ${statusList(result.preview.statuses)}; p50 ${result.preview.p50.toFixed(0)} ms, p99 ${result.preview.p99.toFixed(0)} ms`);
  console.log(`pages: ${statusList(result.page.statuses)}; p50 ${result.page.p50.toFixed(0)} ms, p99 ${result.page.p99.toFixed(0)} ms`);
  console.log(`5xx other than 503: ${result.fiveXX}; 429/503 without Retry-After: ${result.unexplained503}; network errors: ${result.networkErrors}`);
  console.log(`after: page ${result.after.page.status} in ${result.after.page.ms.toFixed(0)} ms, voices ${result.after.voices.status}, preview ${result.after.preview.status} in ${result.after.preview.ms.toFixed(0)} ms`);
  if (pid) console.log(`RSS peak ${(result.rssPeak / 2 ** 20).toFixed(0)} MiB`);
  process.exit(result.fiveXX || result.unexplained503 || result.after.page.status !== 200 || result.after.preview.status !== 200 ? 1 : 0);
}

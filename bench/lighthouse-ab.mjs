#!/usr/bin/env node
// Two or more builds side by side under Lighthouse's mobile preset: each build served as the bench
// serves one (bench/lib/server.mjs), runs alternating between them and the order reversed every
// other round, so that the machine's slower minutes fall on every build alike. A five-run median
// of one build moves by ±100 ms of blocking time within an hour here; a difference between two
// builds measured this way does not drift with the hour. Prints, per build: performance and
// TBT (simulated, as the bench reports them), the main thread's time in tasks after the observed
// first paint, and which scripts' long tasks the blocking time came from.
// Run: node bench/lighthouse-ab.mjs <runs> <route> <dist dir> <dist dir> [...]
//   e.g. node bench/lighthouse-ab.mjs 8 /el/ .next-base .next-bench (build each with NEXT_DIST_DIR)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServices, stopServices } from '../scripts/lib/services.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { startApp } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const [runsArg, route, ...dists] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1 || !route?.startsWith('/') || dists.length < 2) {
  console.error('usage: node bench/lighthouse-ab.mjs <runs> <route> <dist dir> <dist dir> [...]');
  process.exit(2);
}

const services = await startServices({ purpose: 'test' });
const apps = [];
const mean = (values) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
try {
  for (const [i, dist] of dists.entries()) {
    const port = 3411 + i;
    apps.push(
      await startApp({
        port,
        servicesEnv: services.env,
        env: { NEXT_DIST_DIR: dist, SITE_URL: `http://localhost:${port}` },
        log: `/tmp/bench-ab-${i}.log`,
      }),
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const results = dists.map(() => ({ perf: [], tbt: [], busy: [], byScript: new Map() }));
  try {
    // One unmeasured load each: the server renders (and caches) the page once.
    for (const app of apps) await fetch(app.url + route).then((r) => r.arrayBuffer());
    for (let round = 0; round < runs; round++) {
      const order = [...apps.keys()];
      if (round % 2 === 1) order.reverse();
      for (const k of order) {
        const { lhr } = await lighthouse(apps[k].url + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot', 'bf-cache'],
        });
        const r = results[k];
        r.perf.push(Math.round(lhr.categories.performance.score * 100));
        r.tbt.push(Math.round(lhr.audits['total-blocking-time'].numericValue));
        const firstPaint = lhr.audits.metrics.details.items[0].observedFirstContentfulPaint;
        const after = (lhr.audits['main-thread-tasks'].details?.items ?? []).filter(
          (t) => t.startTime >= firstPaint,
        );
        r.busy.push(Math.round(after.reduce((sum, t) => sum + t.duration, 0)));
        const simulatedFcp = lhr.audits['first-contentful-paint'].numericValue;
        for (const task of lhr.audits['long-tasks'].details?.items ?? []) {
          if (task.startTime < simulatedFcp) continue;
          const script = String(task.url).split('/').pop() || '(document)';
          r.byScript.set(script, (r.byScript.get(script) ?? 0) + Math.max(0, task.duration - 50));
        }
      }
      console.error(
        `  round ${round + 1}: ${dists.map((d, k) => `${d} ${results[k].tbt.at(-1)} ms`).join(' · ')}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `| build | performance | TBT ms median (mean) | main thread after first paint ms, mean | blocking time by script (mean per run) |`,
  );
  console.log('|---|---:|---:|---:|---|');
  for (const [k, r] of results.entries()) {
    const scripts = [...r.byScript]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([script, ms]) => `${script} ${Math.round(ms / runs)}`)
      .join(', ');
    console.log(
      `| ${dists[k]} | ${median(r.perf)} | ${median(r.tbt)} (${mean(r.tbt)}) | ${mean(r.busy)} | ${scripts} |`,
    );
  }
} finally {
  for (const app of apps) await app.stop();
  await stopServices(services);
}

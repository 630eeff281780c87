// Lighthouse (npm lighthouse, default mobile preset with simulated throttling) in Debian's
// Chromium: category scores and LCP / TBT / CLS per page, median of RUNS runs. Budgets from
// issue #9: performance ≥ 95, accessibility, best practices and SEO 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';
import { budget, median, spread, table } from '../lib/stats.mjs';

export const pages = ['/', '/el/', '/business-voicemail/', '/help/', '/legal/'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const diagnostics = ['bootup-time', 'mainthread-work-breakdown', 'unused-javascript', 'render-blocking-resources', 'legacy-javascript', 'font-display'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

function itemSummary(audit) {
  const items = audit.details?.items ?? [];
  const texts = items.map((item) =>
    String(item.description ?? item.node?.snippet ?? item.node?.selector ?? item.source ?? '')
      .replace(/\s+/g, ' ')
      .slice(0, 120),
  );
  return [...new Set(texts.filter(Boolean))].slice(0, 3).join(' · ');
}

export async function run({ baseUrl, quick }) {
  const runs = quick ? 1 : 5;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const rows = [];
  const failing = [];
  try {
    for (const route of pages) {
      const scores = Object.fromEntries(categories.map((c) => [c, []]));
      const lcp = [];
      const tbt = [];
      const cls = [];
      const misses = new Map();
      const cpuIndex = [];
      // One unmeasured load first: the server renders (and caches) the page once.
      await fetch(baseUrl + route).then((r) => r.arrayBuffer());
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(baseUrl + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          // Screenshots and the back/forward-cache check add CPU and a navigation, not score.
          skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot', 'bf-cache'],
        });
        const lhr = result.lhr;
        for (const c of categories) scores[c].push(Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100));
        lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
        cpuIndex.push(lhr.environment?.benchmarkIndex ?? Number.NaN);
        cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
        // Audits that cost points in a category that is not at 100.
        for (const c of categories) {
          if ((lhr.categories[c]?.score ?? 1) >= 1) continue;
          for (const ref of lhr.categories[c].auditRefs) {
            const audit = lhr.audits[ref.id];
            // Weighted audits, plus the performance diagnostics that say where the time goes.
            const relevant = ref.weight > 0 || (c === 'performance' && diagnostics.includes(ref.id));
            if (!audit || !relevant || audit.score === null || audit.score >= 0.9) continue;
            const key = `${c}: ${ref.id}`;
            const entry = misses.get(key) ?? { count: 0, title: audit.title, display: audit.displayValue ?? '' };
            entry.count++;
            // What exactly failed, for the audits that name it (console errors, small targets).
            if (!entry.display) entry.display = itemSummary(audit);
            misses.set(key, entry);
          }
        }
        console.error(`  lighthouse ${route} run ${i + 1}: perf ${scores.performance.at(-1)}`);
      }
      rows.push([
        route,
        ...categories.map((c) => `${spread(scores[c], 0)} ${budget(median(scores[c]), targets[c], { lower: false }).slice(-1)}`),
        spread(lcp.map((v) => v / 1000), 2),
        spread(tbt, 0),
        spread(cls, 3),
        spread(cpuIndex, 0),
      ]);
      for (const [key, entry] of misses) failing.push([route, key, entry.title, entry.display, `${entry.count}/${runs}`]);
    }
  } finally {
    await chrome.kill();
  }
  const lines = [
    '## Lighthouse (mobile)',
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile preset (simulated slow 4G and 4× CPU slowdown), Debian Chromium headless, ${runs} runs per page after one unmeasured server render. Targets: performance ≥ 95, accessibility / best practices / SEO 100. CPU index = Lighthouse's benchmarkIndex measured during the run (higher = more CPU available; a lone modern desktop core scores ~1500–2500, so low values mean the shared machine was busy and TBT/LCP are inflated by contention).`,
    '',
    table(
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'CPU index'],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  ];
  if (failing.length) {
    lines.push(
      '',
      'Audits that cost points (score < 0.9 in a category below 100; runs = how many runs flagged it):',
      '',
      table(['page', 'category: audit', 'title', 'value', 'runs'], failing, ['l', 'l', 'l', 'l', 'r']),
    );
  } else {
    lines.push('', 'No audit below 0.9 in any category under 100.');
  }
  if (rows.some((r) => r[1].includes('❌'))) lines.push('', whyPerformance);
  return lines.join('\n');
}

// From the audits and the JS section (which chunks every page loads).
const whyPerformance = `**Why performance is below 95.** Lighthouse's mobile preset simulates a slow 4G link and a 4× slower CPU, scaling the CPU time it observed on this machine; the CPU index column says how fast the machine was during the run (it varies by a factor of two between hours on this shared machine, and TBT with it: the same build of / scored 85 at a CPU index of 2,394 and 76 at 1,116 within the same half hour). What was fixed earlier: the LCP element (the cookie popup's text) is in the prerendered HTML and shown by an inline script before it can paint; fonts declare their unicode-range; links are plain anchors; the prefetch of other routes waits for the first interaction; server-only copy left the client payload. Fixed in this round, each measured side by side with the build before it: (1) the studio (with its mixer, cart button and query client, about 35 KiB) is server-rendered whole, but its code is no longer among the page's first scripts (React.lazy, fetched right after them) and it hydrates as its own piece of work: / in five alternating runs, performance 83 → 88 (median), LCP 3.5 → 3.0 s, measured with the fetch starting when hydration reached the studio; starting it as soon as the first scripts have run (so the studio is not inert for up to 1.8 s on a busy machine) made no difference this machine's noise could resolve in four more alternating runs; (2) next-intl's message formatter no longer asks Intl.NumberFormat.supportedLocalesOf for every message, whose first call makes the browser build its list of every ICU locale (about 25 ms of main thread, 100 ms under the 4× slowdown): script time in Chromium /help/ 210 → 132 ms, /business-voicemail/ 198 → 148 ms (median of 6 loads); (3) for the same reason the home page formats no number while it loads: the price list's amounts come formatted from the server for every currency, and the studio's speed and pitch labels are written without Intl.NumberFormat: / in five alternating runs, TBT 525 → 362 ms (median). Later (issue #29, "Eighth round" below): (4) every client chunk starts with V8's compile hint (\`//# allFunctionsCalledOnLoad\`, lib/build/compile-hints.ts), so Chromium compiles it on the thread that parses the download instead of function by function on the main thread when its modules first run, which had been about half of every script-evaluation task: /el/ in six alternating runs, TBT 274 → 176 ms (median), performance 92.5 → 95.5; the landing, help and legal pages now measure 97–99. What remains on the home pages: the layout when the studio's server-rendered part is swapped in after the first paint (React streams a Suspense boundary that large separately), and react-dom hydrating the header, price list and panels, then the studio, inside the window Lighthouse measures TBT in; a faster core moves both (the same build gains 5–10 points at a CPU index of 2,500). Next's built-in polyfill module is the "legacy JavaScript" audit (about 1.4 KB of code; browserslist does not control it).`;

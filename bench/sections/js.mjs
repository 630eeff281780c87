// JavaScript sent on first load per route: load each page in a fresh Chromium context (empty
// cache), wait until the network is idle, and sum the encoded (gzip) body bytes of every script
// response (everything a page loads before any interaction, its lazily loaded parts included).
// Budgets: ≤ 160 KiB on landing, help and legal pages (issue #9; the 150 KiB of #29 counts the
// scripts their HTML names, which tests/budget checks); ≤ 230 KiB on pages with the studio
// (every home, /on-hold/, /voice-prompt/: #29's figure before any interaction).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';
import { budget, kib, num, spread, summary, table } from '../lib/stats.mjs';

const landing = [
  '/business-voicemail/',
  '/personal-voicemail/',
  '/out-of-office/',
  '/extended-absence/',
  '/out-of-hours/',
  '/voicemail-messages/',
  '/ai-voicemail/',
];

/** Content pages that carry the studio: issue #9 gives them the home page's budget. */
const studioPages = ['/on-hold/', '/voice-prompt/'];

/** Route → budget in KiB (null: reported, no budget). */
export const routes = [
  ['/', 230],
  ['/de/', 230],
  ['/el/', 230],
  ...landing.map((r) => [r, 160]),
  ...studioPages.map((r) => [r, 230]),
  ['/help/', 160],
  ['/legal/', 160],
  // Localized help and legal pages (the English-only landing pages have no /de/ variant: that
  // address is the 404 page, which this list measured before).
  ['/de/help/', 160],
  ['/el/legal/', 160],
  ['/tools/samples/', null],
];

// The site prefetches other routes' code once the visitor has interacted with the page (then on
// idle; components/navigation/browser-behaviours.tsx), skipped when the browser asks to save data.
// The budget is about what a page needs for itself, so the budget figure is measured with data
// saver on; what the prefetch adds after a first interaction (a mouse move) is reported beside it.
const saveDataScript = () => {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
  });
};

async function measurePage(browser, url, { prefetch = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (!prefetch) await context.addInitScript(saveDataScript);
  const page = await context.newPage();
  const scripts = [];
  const onFinished = (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        return {
          url: request.url(),
          transfer: sizes.responseBodySize,
          raw: body.byteLength,
          gzip: gzipSync(body).byteLength,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        };
      })().catch(() => null),
    );
  };
  page.on('requestfinished', onFinished);
  let last = Date.now();
  page.on('request', () => (last = Date.now()));
  /** Until 1.5 s pass without a request (at most 15 s): on a busy machine hydration, which
   * requests the lazily loaded parts (the studio), can start after Playwright's network idle. */
  const quiet = async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() - last < 1500 && Date.now() < deadline) await page.waitForTimeout(100);
  };
  await page.goto(url, { waitUntil: 'networkidle' });
  // Five loads share two cores: let the page's scripts finish running (the main thread goes idle
  // twice) before the quiet period starts counting.
  for (let i = 0; i < 2; i++)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })));
  last = Math.max(last, Date.now() - 1000);
  await quiet();
  if (prefetch) {
    // The visitor moves the mouse: the prefetch of the page's links starts (on idle).
    await page.mouse.move(3, 3);
    last = Date.now();
    await page.waitForTimeout(100);
    // The prefetch waits for an idle period after the interaction: give it 1.5 s of quiet.
    await quiet();
  }
  page.off('requestfinished', onFinished);
  const all = (await Promise.all(scripts)).filter((x) => x !== null);
  await context.close();
  return all;
}

/** Marker strings that identify what a minified chunk holds. */
const markers = [
  ['react-dom', /react-dom|__reactFiber|reactContainer/],
  ['Next.js client runtime', /NEXT_REDIRECT|__NEXT_DATA__|next-router|_rsc/],
  // ZodError only: '__zod_globalConfig' (set by instrumentation-client) is not zod itself.
  ['zod', /ZodError/],
  ['intl-messageformat (next-intl)', /IntlMessageFormat|formatjs/],
  ['payments (Stripe / PayPal glue)', /paypalClientId|stripe\/confirm/],
  ['analytics (GTM)', /gtm\.js|gtm\.start/],
  ['nprogress', /nprogress/],
  ['lucide icons', /lucide/],
  ['zustand', /zustand|getInitialState/],
  ['TanStack Query', /QueryClientProvider/],
  ['Firebase', /firebase|identitytoolkit/],
  ['studio script templates (all languages)', /richiameremo|hinterlassen/],
  ['cart', /AddToCartButton|add-to-cart/],
];

async function identify(url) {
  const text = await (await fetch(url)).text();
  const found = markers.filter(([, re]) => re.test(text)).map(([name]) => name);
  return found.join(', ') || 'app code';
}

export async function run({ baseUrl, quick }) {
  const runs = quick ? 1 : 5;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows = [];
  const details = [];
  let biggestOverBudget = [];
  try {
    for (const [route, limit] of routes) {
      const transfer = [];
      const gzip = [];
      const withPrefetch = [];
      let last = [];
      // The runs load side by side: byte counts do not depend on timing, and it saves minutes.
      const loads = await Promise.all(Array.from({ length: runs }, () => measurePage(browser, baseUrl + route)));
      for (const scripts of loads) {
        transfer.push(kib(scripts.reduce((s, x) => s + x.transfer, 0)));
        gzip.push(kib(scripts.reduce((s, x) => s + x.gzip, 0)));
      }
      const prefetched = await Promise.all(
        Array.from({ length: runs }, () => measurePage(browser, baseUrl + route, { prefetch: true })),
      );
      for (const scripts of prefetched) withPrefetch.push(kib(scripts.reduce((s, x) => s + x.transfer, 0)));
      last = loads.at(-1);
      const med = summary(transfer).median;
      const encodings = [...new Set(last.map((x) => x.encoding))].join(', ');
      rows.push([
        route,
        String(last.length),
        spread(transfer, 1),
        spread(gzip, 1),
        spread(withPrefetch, 1),
        encodings,
        limit === null ? '—' : budget(med, limit, { unit: ' KiB' }),
      ]);
      if (limit !== null && med > limit) details.push({ route, scripts: last });
      console.error(`  js ${route}: ${num(med, 1)} KiB`);
    }
  } finally {
    await browser.close();
  }
  const lines = [
    '## JavaScript on first load',
    '',
    `Each route loaded ${runs}× in a fresh Chromium context (empty cache) until the network is idle; ` +
      'transfer = encoded body bytes of every script response as the server sent it (Next compresses with gzip), ' +
      'gzip -6 = the same bodies gzipped here (a cross-check independent of the server). KiB = 1,024 bytes. ' +
      'The budget figure is the page\'s own first load, measured with the browser\'s data saver on so the ' +
      'prefetch of other routes (which the site skips under data saver) stays out; "with prefetch" ' +
      'adds what a normal visit downloads after its first interaction (a mouse move here), ahead of the next click.',
    '',
    table(
      ['route', 'scripts', 'transfer KiB', 'gzip -6 KiB', 'with prefetch KiB', 'encoding', 'budget'],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'l', 'l'],
    ),
  ];
  if (details.length) {
    // Every script of the over-budget routes, once, with how many of those routes load it.
    const byPath = new Map();
    for (const { scripts } of details) {
      for (const s of scripts) {
        const key = new URL(s.url).pathname;
        const entry = byPath.get(key) ?? { ...s, routes: 0 };
        entry.routes++;
        byPath.set(key, entry);
      }
    }
    const all = [...byPath.entries()].sort(([, a], [, b]) => b.transfer - a.transfer);
    const contents = await Promise.all(all.map(([p]) => identify(baseUrl + p)));
    biggestOverBudget = all.map(([p, s], i) => ({ path: p, kib: kib(s.transfer), routes: s.routes, content: contents[i] }));
    const biggest = all.slice(0, 12);
    lines.push(
      '',
      `Largest scripts on the ${details.length} over-budget routes (content recognized from marker strings in the minified chunk):`,
      '',
      table(
        ['script', 'transfer KiB', 'raw KiB', 'routes loading it', 'recognized content'],
        biggest.map(([p, s], i) => [p.replace('/_next/static/chunks/', '…/'), num(kib(s.transfer), 1), num(kib(s.raw), 1), `${s.routes}/${details.length}`, contents[i]]),
        ['l', 'r', 'r', 'r', 'l'],
      ),
    );
  }
  if (details.length) lines.push('', explainMiss(biggestOverBudget, details));
  return lines.join('\n');
}

const framework = ['react-dom', 'Next.js client runtime', 'intl-messageformat (next-intl)'];

/** Why the over-budget routes miss: the framework's share and what the rest is made of. */
export function explainMiss(scripts, details) {
  const shared = scripts.filter((s) => s.routes === details.length);
  const isFramework = (s) => framework.some((f) => s.content.split(', ').includes(f));
  const frameworkKib = shared.filter(isFramework).reduce((n, s) => n + s.kib, 0);
  const rest = shared.filter((s) => !isFramework(s));
  const restKib = rest.reduce((n, s) => n + s.kib, 0);
  const byContent = rest
    .map((s) => `${s.content} ${num(s.kib, 1)}`)
    .join(', ');
  const has = (name) => rest.some((s) => s.content.includes(name));
  const causes = [];
  if (has('payments') || has('cart'))
    causes.push(
      'a side panel\'s code (cart, checkout) is in the first load again: `app/_components/lazy-panels.tsx` is meant to load them on first open',
    );
  if (has('studio script templates'))
    causes.push(
      'the studio ships the script templates of all seven languages (and the text rules they share a chunk with); loading only the page\'s language would save most of that chunk',
    );
  if (has('zod'))
    causes.push(
      'zod is in the first load: the studio validates its spec with it; `zod/mini` or validating on the server only would shrink it',
    );
  if (has('TanStack Query'))
    causes.push(
      'TanStack Query loads on every over-budget page: its provider belongs only where queries run (components/providers/query-provider.tsx: the studio, the heavy panels, the order page)',
    );
  causes.push(
    'the rest is the layout\'s own client code on every page (header actions, panels, cookie consent, navigation events, the zustand store, lucide icons, next/link with next-intl\'s Link)',
  );
  return `**Why over budget.** Scripts every over-budget route loads: the framework (React DOM, the Next.js client runtime, intl-messageformat for next-intl) ${num(frameworkKib, 1)} KiB, and the site's own shared code ${num(restKib, 1)} KiB (${byContent}; KiB each). Causes and what would reach the budget: ${causes.join('; ')}.`;
}

// JavaScript sent on first load per route: load each page in a fresh Chromium context (empty
// cache), wait until the network is idle, and sum the encoded (gzip) body bytes of every script
// response. Budgets from issue #9: ≤ 160 KiB on landing, help and legal pages, ≤ 200 KiB on home.
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
  '/on-hold/',
  '/voice-prompt/',
];

/** Route → budget in KiB (null: reported, no budget). */
export const routes = [
  ['/', 200],
  ['/de/', 200],
  ['/el/', 200],
  ...landing.map((r) => [r, 160]),
  ['/de/business-voicemail/', 160],
  ['/help/', 160],
  ['/legal/', 160],
  ['/tools/samples/', null],
];

async function measurePage(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
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
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Scripts the page asks for just after idle (lazy islands on hydration) count too.
  await page.waitForTimeout(500);
  const all = await Promise.all(scripts);
  await context.close();
  return all;
}

export async function run({ baseUrl, quick }) {
  const runs = quick ? 1 : 5;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows = [];
  const details = [];
  try {
    for (const [route, limit] of routes) {
      const transfer = [];
      const gzip = [];
      let last = [];
      for (let i = 0; i < runs; i++) {
        last = await measurePage(browser, baseUrl + route);
        transfer.push(kib(last.reduce((s, x) => s + x.transfer, 0)));
        gzip.push(kib(last.reduce((s, x) => s + x.gzip, 0)));
      }
      const med = summary(transfer).median;
      const encodings = [...new Set(last.map((x) => x.encoding))].join(', ');
      rows.push([
        route,
        String(last.length),
        spread(transfer, 1),
        spread(gzip, 1),
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
      'gzip -6 = the same bodies gzipped here (a cross-check independent of the server). KiB = 1,024 bytes.',
    '',
    table(
      ['route', 'scripts', 'transfer KiB', 'gzip -6 KiB', 'encoding', 'budget'],
      rows,
      ['l', 'r', 'r', 'r', 'l', 'l'],
    ),
  ];
  for (const { route, scripts } of details) {
    const biggest = [...scripts].sort((a, b) => b.transfer - a.transfer).slice(0, 8);
    lines.push(
      '',
      `Largest scripts on ${route} (over budget):`,
      '',
      table(
        ['script', 'transfer KiB', 'raw KiB'],
        biggest.map((s) => [new URL(s.url).pathname, num(kib(s.transfer), 1), num(kib(s.raw), 1)]),
        ['l', 'r', 'r'],
      ),
    );
  }
  return lines.join('\n');
}

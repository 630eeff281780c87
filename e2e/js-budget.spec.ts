import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { dismissConsent } from './helpers';

// #29: the studio pages should load at most 230 KiB of JavaScript (gzip) before any interaction,
// counting what they fetch lazily right after their first scripts (the studio, the panels, the
// browser behaviours, the stored draft's validation; the IVR builder's own code waits until the
// visitor comes near it, below the fold). tests/budget checks the first
// scripts the HTML names; this counts everything a browser actually fetches. Bytes, not timings:
// each script body gzipped here, whatever encoding the server chose, so the figure is the same on
// every run.
const targetKiB = 230;
/**
 * Met on all three. History, first visit / returning visitor
 * (whose stored state is validated before use): the build of 4ef60be measured / 251.8 / 258.3,
 * /on-hold/ 250.7 / 257.1, /voice-prompt/ 284.5 / 290.9 (297.4 returning after the later merges).
 * Then (2026-11-29): zod/mini instead of classic zod in the browser (its chunk 18.8 KiB where
 * classic's was 31.3); the studio and the IVR builder as one lazy piece on /voice-prompt/ (two
 * import()s had Turbopack copy their shared modules into both); the engines' text pipeline for
 * the length estimate (16 KiB) loading when the length is seen or at the first input. Measured
 * on the merged build of 2026-11-29 07:40 UTC: / 222.8 / 229.2, /on-hold/ 221.6 / 228.0, /voice-prompt/
 * 245.3 / 251.7. Then the IVR builder with its page language's phrases and industry words only
 * (a prop from the server, not all seven languages'; menu.txt's headings out of its files.ts) and
 * the stored state validated with the studio and builder's own download on /voice-prompt/ (20ac296,
 * f583ae7): /voice-prompt/ 239.9 / 239.9; the WAV code of a heard prompt (phone line, mix)
 * loading with the first prompt played (features/ivr/api/prompt-wav.ts, 7da773d): 238.4 / 238.4;
 * the set's file names left to the cart and the order (lib/ivr/set-prompts.ts, c12485c). Measured
 * on that build: / 221.4 / 228.7, /on-hold/ 221.7 / 227.5, /voice-prompt/ 237.7 / 237.7. Then
 * the builder's own code (about 13 KiB gzip) loading when the visitor comes near it, far below
 * the fold, its server HTML in place until then (app/_components/deferred-ivr-builder.tsx, #29):
 * measured on the builds of b700713 / 497bac3, same hour: / 222.9 / 228.8 → 223.4 / 229.2 (the
 * studio's modules grouped differently), /on-hold/ 221.8 / 227.6 → 222.2 / 228.0, /voice-prompt/
 * 237.8 / 237.8 → 226.6 / 226.6 (239.4 once the builder is scrolled to). The ceiling is the
 * target now; the test scrolls to the builder after measuring and checks what its code brings.
 */
const ceilingKiB: Record<string, number> = { '/': 230, '/on-hold/': 230, '/voice-prompt/': 230 };
const pages = Object.keys(ceilingKiB);

/** A script the page loaded: its gzip size and the modules it defines (id → bytes of source). */
type Loaded = { url: string; gzip: number; modules: Map<string, number> };

/**
 * The modules a production chunk defines, with the length of each one's source: Turbopack writes
 * each as `<id>,<param>=>{"use strict"…` in the chunk's list, up to the next one. Two lazily
 * loaded pieces that share modules (the studio and the IVR builder on /voice-prompt/) each got
 * their own copies of them while they were separate import()s.
 */
function definedModules(source: string): Map<string, number> {
  const starts = [...source.matchAll(/[,[](\d+),\w{1,2}=>\{"use strict"/g)];
  return new Map(
    starts.map((m, i) => [m[1] ?? '', (starts[i + 1]?.index ?? source.length) - (m.index ?? 0)] as const),
  );
}

/**
 * Bytes of source loaded more than once. Turbopack copies a few small modules (the chunk-reload
 * helper, the store's hooks) into the chunks of several client components: 2,065 bytes on each
 * studio page's first visit, left to it. A returning visitor also loads the stored drafts'
 * schemas (stores/persisted.ts, an import() of its own), whose chunk repeats the greeting schemas
 * the studio carries: 9,113 bytes on / and /on-hold/ (the studio's own chunk has no IVR schemas,
 * which the validator needs). /voice-prompt/ validates with the studio and builder's download
 * (stores/persisted-loader.ts) and copies nothing more since f583ae7 (17,967 bytes before). The
 * studio and the builder as two import()s copied about 45 KB into each other's chunks before 289344d.
 */
const copiedBytesAllowed: Record<'first visit' | 'returning visitor', number> = {
  'first visit': 3 * 1024,
  'returning visitor': 10 * 1024,
};

function watchScripts(page: Page): Promise<Loaded | null>[] {
  const seen: Promise<Loaded | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    // Same-origin code only: nothing else may load offline, and the tag manager waits for consent.
    if (!url.pathname.startsWith('/_next/')) return;
    seen.push(
      response
        .body()
        .then((body) => ({
          url: url.pathname,
          gzip: gzipSync(body).length,
          modules: definedModules(body.toString('utf8')),
        }))
        .catch(() => null),
    );
  });
  return seen;
}

async function loadUntilIdle(page: Page, path: string) {
  // Next.js prefetches the routes its links name once the page is idle, and with them their code:
  // other pages' code, fetched whenever the machine gets to it. Counted, it made the figures (and
  // the builder's copies, after the scroll) depend on how busy the machine was; refused here.
  await page.route(/[?&]_rsc=/, (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort('blockedbyclient') : route.fallback(),
  );
  const seen = watchScripts(page);
  await page.goto(path);
  // The page's own ready state: its lazily loaded studio has hydrated (the mixer's length estimate
  // waits to be seen or for the first input before it loads the engines' timing, or has it when
  // it is in view at once). The IVR builder, far below the fold, waits for the visitor to come
  // near (app/_components/deferred-ivr-builder.tsx): its server HTML is there, not yet its code.
  await expect(page.getByRole('textbox').first()).toBeVisible();
  const length = page.getByTestId('total-length');
  if ((await length.count()) > 0)
    await expect(length).toHaveAttribute('data-estimator', /^(deferred|engine)$/);
  await page.waitForLoadState('networkidle');
  /** Every script loaded so far, once each (the watcher goes on listening). */
  const loaded = async () => {
    const scripts = (await Promise.all(seen)).filter((s): s is Loaded => s !== null);
    return [...new Map(scripts.map((s) => [s.url, s])).values()];
  };
  return { scripts: await loaded(), loaded };
}

/** Modules defined by more than one of the scripts, and the bytes loaded more than once. */
function copiesIn(scripts: Loaded[]) {
  const definedBy = new Map<string, { urls: string[]; bytes: number }>();
  for (const script of scripts)
    for (const [id, bytes] of script.modules) {
      const seen = definedBy.get(id);
      definedBy.set(id, {
        urls: [...(seen?.urls ?? []), script.url],
        bytes: Math.min(bytes, seen?.bytes ?? bytes),
      });
    }
  const copies = [...definedBy].filter(([, d]) => d.urls.length > 1);
  const copied = copies.reduce((sum, [, d]) => sum + d.bytes * (d.urls.length - 1), 0);
  const list = copies.map(([id, d]) => `${id} (${d.bytes} B) in ${d.urls.join(', ')}`).join('; ');
  return { modules: definedBy.size, count: copies.length, copied, list };
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

for (const visit of ['first visit', 'returning visitor'] as const) {
  for (const path of pages) {
    test(`${path} (${visit}) loads at most ${ceilingKiB[path]} KiB of JavaScript before any interaction`, async ({
      page,
    }) => {
      // A returning visitor has stored state, whose validation (zod) loads before the store uses it.
      if (visit === 'returning visitor') await dismissConsent(page);
      const { scripts, loaded } = await loadUntilIdle(page, path);
      const builder = page.getByTestId('ivr-builder');
      const hasBuilder = (await builder.count()) > 0;
      // Its code waited: without it the builder could not act, and says so.
      if (hasBuilder) await expect(builder).not.toHaveAttribute('data-hydrated', 'true');
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      const largest = [...scripts]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 6)
        .map((s) => `${s.url} ${kib(s.gzip)} KiB`)
        .join(', ');
      test
        .info()
        .annotations.push({ type: 'js', description: `${scripts.length} scripts, ${kib(total)} KiB gzip` });
      expect(scripts.length).toBeGreaterThan(5);
      const ceiling = ceilingKiB[path] ?? targetKiB;
      expect(ceiling).toBeGreaterThanOrEqual(targetKiB);
      expect(
        kib(total),
        `${path}: ${scripts.length} scripts, ${kib(total)} KiB gzip (ceiling ${ceiling}, #29 target ${targetKiB}); largest: ${largest}`,
      ).toBeLessThanOrEqual(ceiling);
      // The same code loaded twice: modules defined by more than one of the page's scripts.
      const before = copiesIn(scripts);
      expect(before.modules, 'module definitions found in the chunks').toBeGreaterThan(100);
      test
        .info()
        .annotations.push({ type: 'copies', description: `${before.count} modules, ${before.copied} bytes` });
      expect(before.copied, `${path}: modules loaded twice: ${before.list}`).toBeLessThanOrEqual(
        copiedBytesAllowed[visit],
      );
      if (hasBuilder) {
        // Scrolled to, the builder gets its code and hydrates; that code repeats nothing already loaded.
        await builder.scrollIntoViewIfNeeded();
        await expect(builder).toHaveAttribute('data-hydrated', 'true');
        await page.waitForLoadState('networkidle');
        const all = await loaded();
        expect(all.length, 'the builder loads code of its own').toBeGreaterThan(scripts.length);
        const after = copiesIn(all);
        test.info().annotations.push({
          type: 'with the builder',
          description: `${kib(all.reduce((sum, s) => sum + s.gzip, 0))} KiB gzip; copies ${after.copied} bytes`,
        });
        expect(
          after.copied - before.copied,
          `${path}: the builder's code loaded twice: ${after.list}`,
        ).toBeLessThanOrEqual(1024);
      }
      // What waited for the visitor still comes: the length, scrolled into view, gets the engines' timing.
      const length = page.getByTestId('total-length');
      if ((await length.count()) > 0) {
        await length.scrollIntoViewIfNeeded();
        await expect(length).toHaveAttribute('data-estimator', 'engine');
      }
    });
  }
}

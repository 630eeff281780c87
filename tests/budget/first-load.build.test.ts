// The JavaScript budgets, over the production build `npm test` has just made (scripts/test.mjs runs
// this with vitest.budget.config.mts after `next build`). Alone: `npx next build` (with the env of
// scripts/test.mjs), then `npx vitest run -c vitest.budget.config.mts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '@/lib/build/compile-hints';
import { locales } from '@/lib/i18n/locales';
import {
  carriesClassicZod,
  carriesZod,
  carriesZodMini,
  clientEntries,
  findImportChain,
  firstLoadFromManifest,
  isClassicZodImport,
  manifestForPage,
  measureScripts,
  routeOfHtml,
  scriptsOfHtml,
  toKiB,
} from './analyse';
import { budgetKiB, budgetOf, contentRoutes, dynamicPages, isForbiddenOnContent } from './budgets';

const root = path.resolve(import.meta.dirname, '../..');
const nextDir = path.join(root, '.next');
const appDir = path.join(nextDir, 'server', 'app');

function walk(dir: string, match: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => match.test(path.basename(file)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const pages = existsSync(appDir) ? walk(appDir, /\.html$/).filter((file) => !file.startsWith('_')) : [];
const manifests = existsSync(appDir) ? walk(appDir, /^page_client-reference-manifest\.js$/) : [];

describe('first-load JavaScript of the production build', () => {
  it('finds the build and its prerendered pages', () => {
    expect(existsSync(path.join(nextDir, 'BUILD_ID')), 'run `next build` first').toBe(true);
    const routes = new Set(pages.map((page) => routeOfHtml(page, locales)));
    for (const route of ['', 'help', 'legal', 'business-voicemail', 'on-hold', 'voice-prompt'])
      expect(routes, `prerendered route "/${route}"`).toContain(route);
  });

  function expectWithinBudget(page: string, route: string, srcs: string[]) {
    const scripts = measureScripts(nextDir, srcs);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const largest = [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((script) => `${script.src} ${toKiB(script.gzip)} KiB`)
      .join(', ');
    expect(
      toKiB(total),
      `/${page}: ${scripts.length} scripts, ${toKiB(total)} KiB gzip > ${budgetOf(route)} KiB; largest: ${largest}`,
    ).toBeLessThanOrEqual(budgetOf(route));
  }

  it.each(pages)('%s stays within its budget', (page) => {
    expectWithinBudget(
      page,
      routeOfHtml(page, locales),
      scriptsOfHtml(readFileSync(path.join(appDir, page), 'utf8')),
    );
  });

  // Dynamic routes have no HTML in the build; the manifests name the same scripts (checked next).
  it.each(dynamicPages)('dynamic route /$route/ stays within its budget', ({ manifest, route }) => {
    const file = path.join(appDir, manifest);
    expect(existsSync(file), `${manifest} in the build`).toBe(true);
    expect(budgetOf(route)).toBeLessThan(budgetKiB.other);
    expectWithinBudget(`${route}/`, route, firstLoadFromManifest(nextDir, file));
  });

  it.each(['en/help.html', 'en.html', 'de/on-hold.html', 'en/business-voicemail.html'])(
    "reading the manifests gives %s's own list of scripts",
    (page) => {
      const manifest = manifestForPage(page, manifests);
      expect(manifest).toBeDefined();
      const fromHtml = scriptsOfHtml(readFileSync(path.join(appDir, page), 'utf8'));
      expect(firstLoadFromManifest(nextDir, path.join(appDir, manifest!)).sort()).toEqual(
        [...fromHtml].sort(),
      );
    },
  );

  // #29: one small zod flavour in the browser. Classic zod costs about 30 KiB gzip where zod/mini
  // costs 5; either alone is fine on the server, both at once in the client is the worst case.
  it('gives the browser one zod flavour (zod/mini): no client chunk carries classic zod', () => {
    const chunks = path.join(nextDir, 'static', 'chunks');
    const files = walk(chunks, /\.js$/);
    const read = (file: string) => readFileSync(path.join(chunks, file), 'utf8');
    // The studio validates with zod/mini: a build where no chunk matches means the class names
    // changed and the classic check below would pass for the wrong reason.
    expect(
      files.filter((file) => carriesZodMini(read(file))),
      'chunks with zod/mini',
    ).not.toEqual([]);
    const classic = files.filter((file) => carriesClassicZod(read(file)));
    // Which module brought it: the first static import chain from any page's client modules.
    const entries = [...new Set(manifests.flatMap((m) => clientEntries(path.join(appDir, m))))].sort();
    const chain = classic.length > 0 ? findImportChain(root, entries, isClassicZodImport) : null;
    expect(
      classic,
      `chunks with classic zod (import * as z from 'zod/mini' in browser code); ${
        chain ? `static chain: ${chain.join(' → ')}` : 'no static chain: look for an import() of it'
      }`,
    ).toEqual([]);
  });

  // next.config.ts hints every client chunk after the compile (lib/build/compile-hints.ts): the
  // browser compiles them off the main thread. A build where the hook did not run has none.
  it('carries the compile hint in every client chunk', () => {
    const chunks = path.join(nextDir, 'static', 'chunks');
    const files = walk(chunks, /\.js$/);
    expect(files.length).toBeGreaterThan(10);
    const unhinted = files.filter(
      (file) => !readFileSync(path.join(chunks, file), 'utf8').startsWith(COMPILE_HINT),
    );
    expect(unhinted, 'chunks without the compile hint').toEqual([]);
  });

  const contentPages = pages.filter((page) => contentRoutes.includes(routeOfHtml(page, locales)));

  it.each(contentPages)('%s loads no zod and no studio code before interaction', (page) => {
    const manifest = manifestForPage(page, manifests);
    const entries = manifest ? clientEntries(path.join(appDir, manifest)) : [];
    // What the page's client components import statically, named module by module.
    const chain = findImportChain(root, entries, (id) => isForbiddenOnContent(id) !== null);
    expect(chain, `/${page} imports ${chain?.at(-1)} via ${chain?.join(' → ')}`).toBeNull();
    // And what the chunks hold, whichever way it got there.
    const scripts = measureScripts(nextDir, scriptsOfHtml(readFileSync(path.join(appDir, page), 'utf8')));
    const withZod = scripts.filter((script) => carriesZod(readFileSync(script.file, 'utf8')));
    expect(
      withZod.map((s) => s.src),
      `/${page}: chunks carrying zod`,
    ).toEqual([]);
  });
});

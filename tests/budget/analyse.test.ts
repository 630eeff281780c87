// The budget stage's reading of a build, on fixtures: which scripts count, what counts as zod,
// which import brought a module, and that a page over its budget is reported.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  carriesClassicZod,
  carriesZod,
  carriesZodMini,
  findImportChain,
  firstLoadFromManifest,
  isClassicZodImport,
  manifestForPage,
  measureScripts,
  routeOfHtml,
  scriptsOfHtml,
  staticImports,
} from './analyse';
import { budgetOf, budgetKiB, isForbiddenOnContent } from './budgets';

const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-budget-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function write(file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('reading a page', () => {
  it("counts the page's own module scripts once, not noModule polyfills or other origins", () => {
    const html = `<script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/poly.js" noModule=""></script>
      <script src="https://www.googletagmanager.com/gtm.js"></script>
      <script src="/_next/static/chunks/a.js" async=""></script><script>inline()</script>
      <script id="x" src="/_next/static/chunks/b.js"></script>`;
    expect(scriptsOfHtml(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('finds zod classic and mini by the class names they register, not by the word', () => {
    expect(carriesZod('e.$constructor("$ZodString",(e,t)=>{})')).toBe(true);
    expect(carriesZod('const message = "validated with zod"; let _zod = 1;')).toBe(false);
    expect(carriesZodMini('e.$constructor("ZodMiniObject",(e,t)=>{})')).toBe(true);
    expect(carriesZodMini('e.$constructor("ZodObject",(e,t)=>{})')).toBe(false);
  });

  // Real excerpts of Turbopack production chunks (zod 4.6.7): the classic chunk from main's build
  // before #29's zod/mini switch, the mini one from after it. Both carry the core (`$ZodType`).
  const core =
    'tJ={major:4,minor:6,patch:7},tq=eU("$ZodType",(e,t)=>{var n;e??(e={}),e._zod.def=t,e._zod.bag=e._zod.bag||{}';
  const coreTraits =
    'let r=e.inst?._zod?.traits;r?.has("$ZodType")&&(r.has("$ZodCheck")?e.schema??(e.schema=e.inst)';
  const classicChunk =
    'function os(){eX.memoizer||eH({memoizer:e9})}let ou=eV("ZodType",(e,t)=>(eX.localeError||eH({localeError:' +
    '(()=>{let e={string:{unit:"characters",verb:"to have"}' +
    ';let oH=eV("ZodObject",(e,t)=>{os(),rz.init(e,t),ou.init(e,t),e._zod.processJSONSc';
  const miniChunk =
    'let rn=eU("ZodMiniType",(e,t)=>{if(!e._zod)throw Error("Uninitialized schema in ZodMiniType.");tq.init(e,t),e.def' +
    ';eU("ZodMiniArray",(e,t)=>{nh.init(e,t),rn.init(e,t)}),rp=eU("ZodMiniObject",(e,t)=>{nv.init(e,t),rn.init(e,t)';

  it('tells classic zod from zod/mini in real chunks', () => {
    expect(carriesClassicZod(core + classicChunk)).toBe(true);
    expect(carriesClassicZod(core + coreTraits + miniChunk)).toBe(false);
    expect(carriesZodMini(core + miniChunk)).toBe(true);
    expect(carriesZodMini(core + classicChunk)).toBe(false);
    // Both flavours in one chunk (a partial switch) is classic too.
    expect(carriesClassicZod(miniChunk + classicChunk)).toBe(true);
    // The word alone (a comment, a message) is not a class name.
    expect(carriesClassicZod('// z.ZodType<T> … "validated with ZodType schemas"')).toBe(false);
    expect(carriesZod(core + miniChunk) && carriesZod(core + classicChunk)).toBe(true);
  });

  it('knows which import specifiers load classic zod', () => {
    for (const id of ['zod', 'zod/v4', 'zod/v4/classic']) expect(isClassicZodImport(id)).toBe(true);
    for (const id of ['zod/mini', 'zod/v4/mini', 'zod/v4/core', 'zodiac'])
      expect(isClassicZodImport(id)).toBe(false);
  });

  it('maps prerendered pages to routes and manifests', () => {
    const locales = ['en', 'de'];
    expect(routeOfHtml('de/help.html', locales)).toBe('help');
    expect(routeOfHtml('en.html', locales)).toBe('');
    const manifests = [
      '[locale]/(default)/help/page_client-reference-manifest.js',
      '[locale]/(default)/[slug]/page_client-reference-manifest.js',
    ];
    expect(manifestForPage('de/help.html', manifests)).toBe(manifests[0]);
    expect(manifestForPage('de/out-of-office.html', manifests)).toBe(manifests[1]);
  });
});

describe('budgets', () => {
  it('fails a page whose scripts pass its budget (gzip bytes, as the test sums them)', () => {
    // Random bytes do not compress: 170 KiB of them is over the content budget, 10 KiB is not.
    const random = (kib: number) =>
      Buffer.from(Array.from({ length: kib * 1024 }, () => Math.floor(Math.random() * 256)));
    write('.next/static/chunks/big.js', random(budgetKiB.content + 7));
    write('.next/static/chunks/small.js', random(10));
    const total = (srcs: string[]) =>
      measureScripts(path.join(dir, '.next'), srcs).reduce((sum, s) => sum + s.gzip, 0) / 1024;
    expect(total(['/_next/static/chunks/big.js'])).toBeGreaterThan(budgetOf('help'));
    expect(total(['/_next/static/chunks/small.js'])).toBeLessThan(budgetOf('help'));
    expect(budgetOf('')).toBe(budgetKiB.studio);
    expect(budgetOf('account/orders')).toBe(budgetKiB.other);
    expect(budgetOf('order')).toBe(budgetKiB.order);
    expect(budgetOf('admin/orders/[id]')).toBe(budgetKiB.admin);
  });

  it("reads a dynamic route's first scripts from the manifests, leaving out the 404 page's", () => {
    write(
      '.next/build-manifest.json',
      JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/next.js'] }),
    );
    const entries = {
      '[project]/app/(minimal)/layout': ['static/chunks/layout.js'],
      '[project]/app/(minimal)/order/page': ['static/chunks/layout.js', 'static/chunks/order.js'],
      '[project]/app/global-not-found': ['static/chunks/not-found.js'],
    };
    write(
      '.next/server/app/order/page_client-reference-manifest.js',
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(minimal)/order/page"] = ${JSON.stringify({ entryJSFiles: entries })};`,
    );
    expect(
      firstLoadFromManifest(
        path.join(dir, '.next'),
        path.join(dir, '.next/server/app/order/page_client-reference-manifest.js'),
      ),
    ).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/next.js',
      '/_next/static/chunks/layout.js',
      '/_next/static/chunks/order.js',
    ]);
  });
});

describe('which module brought it', () => {
  it('follows static imports only (not type-only, not dynamic import())', () => {
    const source = `'use client';
import './first.css';
import type { A } from './a';
import { type B, type C } from './b';
import { d, type E } from './d';
import * as z from 'zod/mini';
export { f } from './f';
export type { G } from './g';
import './side-effect.css';
const lazy = () => import('./lazy');`;
    expect(staticImports(source)).toEqual(['./first.css', './d', 'zod/mini', './f', './side-effect.css']);
  });

  it('names the chain from a client entry to zod or studio code', () => {
    write(
      'components/shell.tsx',
      "'use client';\nimport { env } from '@/lib/env-like';\nconst later = () => import('@/features/studio/panel');",
    );
    write('lib/env-like.ts', "import { z } from 'zod';\nexport const env = z.string();");
    write('features/studio/panel.tsx', 'export const panel = 1;');
    write('components/clean.tsx', "import type { z } from 'zod';\nexport const clean = 1;");
    const forbidden = (id: string) => isForbiddenOnContent(id) !== null;
    expect(findImportChain(dir, ['components/shell.tsx'], forbidden)).toEqual([
      'components/shell.tsx',
      'lib/env-like.ts',
      'zod',
    ]);
    expect(findImportChain(dir, ['components/clean.tsx'], forbidden)).toBeNull();
    expect(isForbiddenOnContent('features/ivr/ivr-builder.tsx')).toBe('studio code');
  });
});

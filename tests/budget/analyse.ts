// Reads a production build (.next) the way a browser meets it: the scripts a prerendered page's
// HTML names, their gzip size, and what they carry. Byte counts, never timings: deterministic.
// Turbopack's production chunks name no modules, so "which module brought it" comes from the
// source: the page's client entries (its client-reference manifest) followed through their static
// imports (dynamic import() and next/dynamic load later, so they are not followed).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

export type Script = { src: string; file: string; gzip: number };

/**
 * The same-origin scripts a page's HTML names, in order, each once. `noModule` ones (Next's
 * polyfills for browsers without ES modules) are left out: a current browser never fetches them.
 */
export function scriptsOfHtml(html: string): string[] {
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/\snomodule\b/i.test(attributes))
    .map((attributes) => attributes.match(/\ssrc="([^"]+)"/)?.[1])
    .filter((src): src is string => src !== undefined && src.startsWith('/_next/'));
  return [...new Set(srcs)];
}

export function measureScripts(nextDir: string, srcs: string[]): Script[] {
  return srcs.map((src) => {
    const file = path.join(nextDir, src.replace(/^\/_next\//, '').replace(/[?#].*$/, ''));
    return { src, file, gzip: gzipSync(readFileSync(file)).length };
  });
}

/** zod (classic or mini) leaves its class names as strings in any build: `$ZodType`, `$ZodString`… */
export function carriesZod(source: string): boolean {
  return /["'`]\$Zod[A-Z]\w*["'`]/.test(source);
}

/** zod/mini registers its own class names (`ZodMiniObject`…) beside the core's. */
export function carriesZodMini(source: string): boolean {
  return /["'`]ZodMini[A-Z]\w*["'`]/.test(source);
}

/**
 * Classic zod (`import { z } from 'zod'`). Its base class registers as `ZodType`, a name neither
 * the core (`$ZodType`) nor zod/mini (`ZodMiniType`) spells, and every classic schema's
 * constructor runs it, so no tree-shaking keeps a classic schema without that string.
 */
export function carriesClassicZod(source: string): boolean {
  return /["'`]ZodType["'`]/.test(source);
}

/** An import specifier that loads classic zod (zod/mini is `zod/mini` or `zod/v4/mini`). */
export function isClassicZodImport(id: string): boolean {
  return ['zod', 'zod/v4', 'zod/classic', 'zod/v4/classic'].includes(id);
}

const kib = (bytes: number) => bytes / 1024;
export const toKiB = (bytes: number) => Math.round(kib(bytes) * 10) / 10;

/** Static imports of one source file (type-only imports and dynamic import() left out). */
export function staticImports(source: string): string[] {
  const out: string[] = [];
  // The clause holds no quote or semicolon, so a side-effect import is never swallowed by the next.
  const re = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:([^;'"]*?)\s+from\s+)?['"]([^'"\n]+)['"]/g;
  for (const m of source.matchAll(re)) {
    const [, keyword, typeOnly, clause, spec] = m;
    if (typeOnly || !spec) continue;
    if (keyword === 'export' && !clause) continue;
    // `import { type A, type B } from` is type-only too.
    const named = clause?.match(/^\{([\s\S]*)\}$/)?.[1];
    if (named && named.split(',').every((part) => /^\s*(type\s+\S+.*)?\s*$/.test(part))) continue;
    out.push(spec);
  }
  return out;
}

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** A project file for an import specifier, or the bare package name it names. */
export function resolveImport(root: string, from: string, spec: string): { file?: string; pkg?: string } {
  let base: string | null = null;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  if (base === null) return { pkg: spec };
  for (const ext of extensions) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return { file };
  }
  return {};
}

/**
 * The first import chain from one of `entries` (project-relative files) to a module matching
 * `target` (a package specifier or a project-relative path), or null when none reaches it.
 */
export function findImportChain(
  root: string,
  entries: string[],
  target: (id: string) => boolean,
): string[] | null {
  const seen = new Set<string>();
  const queue: string[][] = entries.map((entry) => [entry]);
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const id = chain.at(-1)!;
    if (target(id)) return chain;
    if (seen.has(id)) continue;
    seen.add(id);
    const file = path.join(root, id);
    if (!/\.(tsx?|m?js)$/.test(id) || !existsSync(file)) continue;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const { file: dep, pkg } = resolveImport(root, file, spec);
      const next = dep ? path.relative(root, dep) : pkg;
      if (next && !seen.has(next)) queue.push([...chain, next]);
    }
  }
  return null;
}

/**
 * The client modules a route's page renders (its client-reference manifest), as project-relative
 * files: the entries a browser's first load starts from.
 */
export function clientEntries(manifestFile: string): string[] {
  const source = readFileSync(manifestFile, 'utf8');
  const ids = [...source.matchAll(/\[project\]\/([^"#\\]+?)(?:#[^"\\]*)?"/g)].map((m) => m[1] ?? '');
  return [...new Set(ids.filter((id) => id !== '' && !id.startsWith('node_modules/')))].sort();
}

/** The locale-free route of a prerendered page file: `de/help.html` → `help`, `en.html` → ``. */
export function routeOfHtml(relative: string, locales: readonly string[]): string {
  const segments = relative.replace(/\.html$/, '').split('/');
  if (locales.includes(segments[0] ?? '')) segments.shift();
  return segments.join('/');
}

/**
 * The page's client-reference manifest among `manifests` (paths under .next/server/app): route
 * groups `(x)` drop out, `[x]` matches any one segment, and the most literal match wins.
 */
export function manifestForPage(pagePath: string, manifests: string[]): string | undefined {
  const page = pagePath.replace(/\.html$/, '').split('/');
  let best: { file: string; dynamic: number } | undefined;
  for (const file of manifests) {
    const segments = path
      .dirname(file)
      .split('/')
      .filter((s) => s !== '.' && !/^\(.*\)$/.test(s));
    if (segments.length !== page.length) continue;
    if (!segments.every((s, i) => s === page[i] || /^\[.*\]$/.test(s))) continue;
    const dynamic = segments.filter((s) => /^\[.*\]$/.test(s)).length;
    if (!best || dynamic < best.dynamic) best = { file, dynamic };
  }
  return best?.file;
}

/**
 * The scripts a page's HTML names, read from the build's manifests: the root main files
 * (build-manifest.json) and the entry chunks of every client module in the route's client-reference
 * manifest, except the global 404 page's (sent only with a 404). For a prerendered page this is
 * exactly the HTML's list (first-load.build.test.ts checks); for a dynamic route (order, invoice,
 * admin), which has no HTML in the build, it is the only source.
 */
export function firstLoadFromManifest(nextDir: string, manifestFile: string): string[] {
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  // The manifest is a script assigning globalThis.__RSC_MANIFEST[route] = {...}: run it aside.
  const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } = {};
  runInNewContext(readFileSync(manifestFile, 'utf8'), { globalThis: sandbox });
  const entryJSFiles = Object.values(sandbox.__RSC_MANIFEST ?? {})[0]?.entryJSFiles ?? {};
  const files = new Set(rootMainFiles);
  for (const [entry, chunks] of Object.entries(entryJSFiles)) {
    if (entry.endsWith('/global-not-found')) continue;
    for (const chunk of chunks) files.add(chunk);
  }
  return [...files].map((file) => `/_next/${file}`);
}

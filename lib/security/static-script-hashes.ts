// Hashes of the inline scripts of prerendered pages. A static page is built once, so Next.js
// cannot put a per-request nonce on its inline scripts (the RSC payload pushes and the chunk list);
// their bytes are fixed per build, so the proxy allows exactly those bytes by hash instead.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const inlineScript = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const scriptType = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Types the browser runs; data blocks such as application/ld+json need no permission. */
const executable = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** 'sha256-…' CSP sources for every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = scriptType.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!executable.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PrerenderedPages {
  /** Script hashes of the page rendered for this internal path, or null when it is dynamic. */
  scriptHashes(internalPath: string): string[] | null;
}

const manifestSchemaKeys = (raw: unknown): string[] => {
  if (typeof raw !== 'object' || raw === null || !('routes' in raw)) return [];
  const routes = raw.routes;
  return typeof routes === 'object' && routes !== null ? Object.keys(routes) : [];
};

/**
 * Reads the build output lazily: the prerender manifest names the static pages (so the cache is
 * bounded by the build, not by the URLs visitors invent), each page's HTML is hashed on first use.
 */
export function prerenderedPages(
  // next.config.ts reads the build folder from NEXT_DIST_DIR, so builds can sit side by side.
  // turbopackIgnore: a path built at run time would otherwise make the bundler trace the whole
  // project into the proxy's output (and warn on every build).
  distDir: string = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next'),
): PrerenderedPages {
  let staticPaths: Set<string> | undefined;
  const cache = new Map<string, string[]>();
  const load = (): Set<string> => {
    if (staticPaths) return staticPaths;
    try {
      const manifest: unknown = JSON.parse(
        readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'),
      );
      staticPaths = new Set(manifestSchemaKeys(manifest));
    } catch {
      // No build output (development server): every page renders per request and gets the nonce.
      staticPaths = new Set();
    }
    return staticPaths;
  };
  return {
    scriptHashes(internalPath) {
      const key = normalize(internalPath);
      if (!load().has(key)) return null;
      const known = cache.get(key);
      if (known) return known;
      let hashes: string[];
      try {
        hashes = inlineScriptHashes(readFileSync(path.join(distDir, 'server', 'app', `${key}.html`), 'utf8'));
      } catch {
        return null;
      }
      cache.set(key, hashes);
      return hashes;
    },
  };
}

/** '/de/help/' → '/de/help' (the manifest's spelling); '/' → '/index'. */
function normalize(internalPath: string): string {
  const trimmed = internalPath.replace(/\/+$/, '');
  return trimmed === '' ? '/index' : trimmed;
}

// The rules of the production server's page cache (scripts/serve.mjs): which requests may be
// answered from memory, under which key, and which of Next's responses may be kept. A prerendered
// page is the same bytes for every visitor of a build, so replaying it skips the proxy and the App
// Router pipeline (about 2 ms of CPU per request); anything that could differ per request goes to
// Next. Pure except for gunzip, which checks a stored body for the request's CSP nonce.
import { gunzipSync } from 'node:zlib';
import { localeCookie } from '../i18n/locales';

export interface CacheRequest {
  method: string | undefined;
  url: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface CacheEntry {
  status: number;
  /** Response headers as Next sent them (its spelling), connection-level ones removed. */
  headers: [string, string | string[]][];
  body: Buffer;
}

/**
 * Request headers that make Next answer differently from a plain page load: React Server
 * Components (flight) requests and prefetches, server actions, intercepting routes, on-demand
 * revalidation, partial and conditional requests, and a client that asks to bypass caches.
 */
const bypassHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'next-test-proxy-port',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-nextjs-data',
  'x-middleware-prefetch',
  'x-middleware-subrequest',
  'range',
  'if-range',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
];

/** Cookies under which Next renders a prerendered page per request (draft and preview mode). */
const bypassCookies = ['__prerender_bypass', '__next_preview_data'];

/** Vary entries a cached response may carry: each is a request header we bypass on or key on. */
const keyedVary = new Set([
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]);

/** Connection-level headers Node sets for each response; never part of a stored entry (the replay sets its own length). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'upgrade',
]);

/** Prerendered pages have no revalidate: Next marks them with a year-long shared max-age. */
const buildLifetimeSeconds = 31_536_000;

function header(headers: CacheRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The same parsing Next's RequestCookies does (proxy.ts reads the locale cookie through it). */
export function parseCookieHeader(cookieHeader: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of cookieHeader.split(/; */)) {
    if (!pair) continue;
    const splitAt = pair.indexOf('=');
    if (splitAt === -1) {
      map.set(pair, 'true');
      continue;
    }
    try {
      map.set(pair.slice(0, splitAt), decodeURIComponent(pair.slice(splitAt + 1)));
    } catch {
      // Next skips values it cannot decode too.
    }
  }
  return map;
}

/**
 * Why this request must go to Next (null: the cache may answer it). Only GET of page
 * paths without a query; API routes, Next's files and anything with a dot in the path are Next's.
 */
export function bypassReason(request: CacheRequest): string | null {
  // HEAD too: Next's HEAD answers count the body differently from its GET answers (measured), so
  // a replay of the GET entry would not be what Next sends; HEAD is rare enough to leave to Next.
  if (request.method !== 'GET') return 'method';
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.startsWith('//')) return 'url';
  if (url.includes('?') || url.includes('#')) return 'query';
  if (url.startsWith('/api/') || url.startsWith('/_next/') || url.includes('.') || url.includes('%')) {
    return 'not a page path';
  }
  for (const name of bypassHeaders) if (request.headers[name] !== undefined) return name;
  const cacheControl = `${header(request.headers, 'cache-control') ?? ''} ${header(request.headers, 'pragma') ?? ''}`;
  if (/no-cache|no-store|max-age=0/i.test(cacheControl)) return 'client bypass';
  const cookie = header(request.headers, 'cookie');
  if (cookie && bypassCookies.some((name) => cookie.includes(name))) return 'draft mode';
  return null;
}

/**
 * Everything Next's answer to a cacheable request can depend on: the host (redirects and
 * next-intl's alternate links are absolute), the path, the encoding the client accepts, and the
 * request's locale inputs as they reach proxy.ts and next-intl. The root redirects by the locale
 * cookie and Accept-Language (detectLocale); next-intl adds a Set-Cookie for the page's locale
 * when the cookie is missing or differs, judged by the same cookie, Accept-Language and
 * Sec-Fetch-Dest. Keying on these raw inputs (not on a locale derived from them) cannot drift
 * from either; responses that set the cookie are never stored, so those keys stay empty.
 */
export function cacheKey(request: CacheRequest): string {
  const cookieHeader = header(request.headers, 'cookie');
  const cookie = cookieHeader ? parseCookieHeader(cookieHeader).get(localeCookie.name) : undefined;
  // JSON keeps the fields apart whatever they contain (a decoded cookie may hold a newline).
  return JSON.stringify([
    header(request.headers, 'host') ?? '',
    header(request.headers, 'x-forwarded-host') ?? '',
    header(request.headers, 'x-forwarded-proto') ?? '',
    request.url ?? '',
    header(request.headers, 'accept-encoding') ?? '',
    cookie ?? null,
    header(request.headers, 'accept-language') ?? null,
    header(request.headers, 'sec-fetch-dest') ?? null,
  ]);
}

function single(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The request's CSP nonce as the response announces it. */
export function nonceOf(policy: string | undefined): string | undefined {
  return policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
}

/**
 * Why Next's response to a cacheable request must not be stored (null: store it). Kept: a 200
 * prerendered page (Next's cache header and a build-lifetime Cache-Control, so no revalidate)
 * that sets no cookie, varies only on what the key covers, carries the static-page script hashes
 * in its CSP and does not use the request's nonce in its body (a page rendered per request does).
 */
export function storeRejection(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  body: Buffer,
): string | null {
  if (status !== 200) return 'status';
  if (single(headers['x-nextjs-cache']) !== 'HIT' && single(headers['x-nextjs-prerender']) !== '1') {
    return 'not prerendered';
  }
  if (headers['set-cookie'] !== undefined) return 'set-cookie';
  const cacheControl = single(headers['cache-control']) ?? '';
  const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl)?.[1];
  if (/private|no-store|no-cache/.test(cacheControl) || !sMaxAge || Number(sMaxAge) < buildLifetimeSeconds) {
    return 'cache-control';
  }
  const vary = (single(headers.vary) ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((v) => !keyedVary.has(v))) return 'vary';
  if (!/^text\/html/.test(single(headers['content-type']) ?? '')) return 'content-type';
  if (headers['content-range'] !== undefined) return 'content-range';
  const policy = single(headers['content-security-policy']);
  if (!policy || !/script-src[^;]*'sha256-/.test(policy)) return 'csp without static-page hashes';
  const encoding = single(headers['content-encoding']);
  let html: Buffer;
  if (encoding === undefined) html = body;
  else if (encoding === 'gzip') {
    try {
      html = gunzipSync(body);
    } catch {
      return 'body';
    }
  } else return 'content-encoding';
  const nonce = nonceOf(policy);
  if (nonce && html.includes(nonce)) return 'nonce in body';
  return null;
}

/** The entry to store for a response: headers in Next's order, minus connection-level ones. */
export function toEntry(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  body: Buffer,
): CacheEntry {
  const kept: [string, string | string[]][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name.toLowerCase())) continue;
    kept.push([name, typeof value === 'number' ? String(value) : value]);
  }
  return { status, headers: kept, body };
}

/**
 * Headers to replay. The proxy puts a fresh nonce in every page's policy; a prerendered page does
 * not use it, but a nonce repeated to every visitor would be a known one, so each replay gets
 * its own.
 */
export function replayHeaders(entry: CacheEntry, freshNonce: string): [string, string | string[]][] {
  return entry.headers.map(([name, value]) => {
    if (name.toLowerCase() !== 'content-security-policy' || typeof value !== 'string') return [name, value];
    return [name, value.replace(/'nonce-[^']+'/g, `'nonce-${freshNonce}'`)];
  });
}

/** Least recently used entries go first once the bodies exceed the byte budget. */
export class PageCache {
  private entries = new Map<string, CacheEntry>();
  private size = 0;

  constructor(
    private readonly maxBytes: number,
    /** A single page larger than this is not worth a slot. */
    private readonly maxEntryBytes = Math.min(maxBytes, 2 * 1024 * 1024),
  ) {}

  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CacheEntry): void {
    const bytes = entryBytes(key, entry);
    if (bytes > this.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.size += bytes;
    for (const [oldest, old] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= entryBytes(oldest, old);
    }
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.size -= entryBytes(key, old);
  }

  get bytes(): number {
    return this.size;
  }

  get count(): number {
    return this.entries.size;
  }
}

function entryBytes(key: string, entry: CacheEntry): number {
  let bytes = entry.body.byteLength + key.length;
  for (const [name, value] of entry.headers)
    bytes += name.length + (Array.isArray(value) ? value.join('').length : value.length);
  return bytes;
}

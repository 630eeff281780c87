import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  PageCache,
  bypassReason,
  cacheKey,
  nonceOf,
  parseCookieHeader,
  replayHeaders,
  storeRejection,
  toEntry,
  type CacheRequest,
} from './page-cache';

const get = (url: string, headers: CacheRequest['headers'] = {}): CacheRequest => ({
  method: 'GET',
  url,
  headers: { host: 'localhost:3000', ...headers },
});

const policy = (nonce: string, hashes = " 'sha256-AAAA'") =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}'${hashes} 'wasm-unsafe-eval'; object-src 'none'`;

/** The headers Next 16 sends for a prerendered page behind proxy.ts (checked against the build). */
const staticHeaders = (overrides: Record<string, string | string[] | undefined> = {}) => ({
  'content-security-policy': policy('bm9uY2Ux'),
  'x-nextjs-cache': 'HIT',
  'x-nextjs-prerender': '1',
  'cache-control': 's-maxage=31536000',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'content-type': 'text/html; charset=utf-8',
  etag: '"abc"',
  ...overrides,
});
const html = Buffer.from('<!DOCTYPE html><html><body><script>self.__next_f.push([1])</script></body></html>');

describe('bypassReason', () => {
  it('lets plain GET of page paths through', () => {
    expect(bypassReason(get('/'))).toBeNull();
    expect(bypassReason(get('/de/help/'))).toBeNull();
  });

  it('sends every other method, API routes, files and queries to Next', () => {
    expect(bypassReason({ ...get('/help/'), method: 'POST' })).toBe('method');
    expect(bypassReason({ ...get('/help/'), method: 'HEAD' })).toBe('method');
    expect(bypassReason(get('/api/voices/'))).not.toBeNull();
    expect(bypassReason(get('/_next/static/chunks/a.js'))).not.toBeNull();
    expect(bypassReason(get('/favicon.ico'))).not.toBeNull();
    expect(bypassReason(get('/help/?_rsc=abc'))).toBe('query');
    expect(bypassReason(get('/order/?id=bad'))).toBe('query');
    expect(bypassReason(get('//evil.example/'))).toBe('url');
  });

  it('sends flight (RSC) requests, prefetches, actions and revalidation to Next', () => {
    for (const name of [
      'rsc',
      'next-router-state-tree',
      'next-router-prefetch',
      'next-router-segment-prefetch',
      'next-action',
      'x-prerender-revalidate',
    ]) {
      expect(bypassReason(get('/help/', { [name]: '1' }))).toBe(name);
    }
  });

  it('sends partial and conditional requests and client cache bypasses to Next', () => {
    expect(bypassReason(get('/help/', { range: 'bytes=0-10' }))).toBe('range');
    expect(bypassReason(get('/help/', { 'if-none-match': '"abc"' }))).toBe('if-none-match');
    expect(bypassReason(get('/help/', { 'cache-control': 'no-cache' }))).toBe('client bypass');
    expect(bypassReason(get('/help/', { pragma: 'no-cache' }))).toBe('client bypass');
  });

  it('sends draft-mode requests to Next', () => {
    expect(bypassReason(get('/help/', { cookie: 'a=1; __prerender_bypass=xyz' }))).toBe('draft mode');
  });
});

describe('cacheKey', () => {
  it('separates paths, hosts and encodings', () => {
    const keys = new Set([
      cacheKey(get('/help/')),
      cacheKey(get('/de/help/')),
      cacheKey(get('/help/', { host: 'example.com' })),
      cacheKey(get('/help/', { 'x-forwarded-host': 'example.com' })),
      cacheKey(get('/help/', { 'accept-encoding': 'gzip' })),
    ]);
    expect(keys.size).toBe(5);
  });

  it('keys on the locale cookie, Accept-Language and Sec-Fetch-Dest that proxy.ts and next-intl read', () => {
    const plain = cacheKey(get('/help/'));
    const variants = [
      cacheKey(get('/help/', { cookie: 'i18n_redirected=de' })),
      cacheKey(get('/help/', { cookie: 'i18n_redirected=en' })),
      cacheKey(get('/help/', { 'accept-language': 'de' })),
      cacheKey(get('/help/', { 'sec-fetch-dest': 'document' })),
    ];
    expect(new Set([plain, ...variants]).size).toBe(5);
    // Other cookies do not reach a prerendered page.
    expect(cacheKey(get('/help/', { cookie: 'consent=1; i18n_redirected=de' }))).toBe(variants[0]);
    expect(cacheKey(get('/help/', { cookie: 'consent=1' }))).toBe(plain);
  });

  it('keeps the root of a German browser apart from an English one', () => {
    const english = cacheKey(get('/', { 'accept-language': 'en-GB,en;q=0.9' }));
    expect(cacheKey(get('/', { 'accept-language': 'de-DE,de;q=0.9' }))).not.toBe(english);
    expect(
      cacheKey(get('/', { 'accept-language': 'en-GB,en;q=0.9', cookie: 'i18n_redirected=fr' })),
    ).not.toBe(english);
  });

  it('cannot be forged by a cookie value that spells other fields', () => {
    const victim = cacheKey(get('/', { 'accept-language': 'en' }));
    const forged = cacheKey(get('/', { cookie: `i18n_redirected=${encodeURIComponent('x",null,"en')}` }));
    expect(forged).not.toBe(victim);
  });
});

describe('parseCookieHeader', () => {
  it('reads cookies the way Next does: last value wins, values decoded', () => {
    const cookies = parseCookieHeader('a=1; i18n_redirected=en;i18n_redirected=%64e; flag');
    expect(cookies.get('i18n_redirected')).toBe('de');
    expect(cookies.get('flag')).toBe('true');
  });
});

describe('storeRejection', () => {
  it('keeps a prerendered page, plain or gzipped', () => {
    expect(storeRejection(200, staticHeaders(), html)).toBeNull();
    expect(storeRejection(200, staticHeaders({ 'content-encoding': 'gzip' }), gzipSync(html))).toBeNull();
  });

  it('refuses anything but a 200', () => {
    expect(storeRejection(302, staticHeaders({ location: '/de/' }), Buffer.alloc(0))).toBe('status');
    expect(storeRejection(404, staticHeaders(), html)).toBe('status');
  });

  it('refuses pages Next rendered for this request', () => {
    expect(
      storeRejection(
        200,
        staticHeaders({ 'x-nextjs-cache': undefined, 'x-nextjs-prerender': undefined }),
        html,
      ),
    ).toBe('not prerendered');
    expect(
      storeRejection(
        200,
        staticHeaders({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
        html,
      ),
    ).toBe('cache-control');
  });

  it('refuses pages with a revalidate period', () => {
    expect(
      storeRejection(
        200,
        staticHeaders({ 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' }),
        html,
      ),
    ).toBe('cache-control');
  });

  it('refuses responses that set a cookie or vary on something the key does not cover', () => {
    expect(storeRejection(200, staticHeaders({ 'set-cookie': ['a=1'] }), html)).toBe('set-cookie');
    expect(storeRejection(200, staticHeaders({ vary: 'Cookie, Accept-Language' }), html)).toBe('vary');
    expect(storeRejection(200, staticHeaders({ vary: '*' }), html)).toBe('vary');
  });

  it('refuses pages whose policy has no static-page hashes or whose body uses the nonce', () => {
    expect(
      storeRejection(200, staticHeaders({ 'content-security-policy': policy('bm9uY2Ux', '') }), html),
    ).toBe('csp without static-page hashes');
    expect(storeRejection(200, staticHeaders({ 'content-security-policy': undefined }), html)).toBe(
      'csp without static-page hashes',
    );
    const withNonce = Buffer.from('<html><script nonce="bm9uY2Ux">x()</script></html>');
    expect(storeRejection(200, staticHeaders(), withNonce)).toBe('nonce in body');
    expect(storeRejection(200, staticHeaders({ 'content-encoding': 'gzip' }), gzipSync(withNonce))).toBe(
      'nonce in body',
    );
  });

  it('refuses encodings it cannot inspect and non-HTML bodies', () => {
    expect(storeRejection(200, staticHeaders({ 'content-encoding': 'br' }), html)).toBe('content-encoding');
    expect(storeRejection(200, staticHeaders({ 'content-encoding': 'gzip' }), html)).toBe('body');
    expect(storeRejection(200, staticHeaders({ 'content-type': 'application/json' }), html)).toBe(
      'content-type',
    );
  });
});

describe('entries and replay', () => {
  it('drops connection-level headers and gives every replay a fresh nonce', () => {
    const entry = toEntry(
      200,
      {
        ...staticHeaders(),
        date: 'x',
        connection: 'keep-alive',
        'transfer-encoding': 'chunked',
        'Content-Length': 5,
      },
      html,
    );
    const names = entry.headers.map(([name]) => name);
    expect(names).not.toContain('date');
    expect(names).not.toContain('connection');
    expect(names).not.toContain('transfer-encoding');
    expect(names).not.toContain('content-length');
    expect(names).toContain('etag');
    const replayed = Object.fromEntries(replayHeaders(entry, 'ZnJlc2g='));
    expect(nonceOf(replayed['content-security-policy'] as string)).toBe('ZnJlc2g=');
    expect(replayed['content-security-policy']).toBe(policy('ZnJlc2g='));
    expect(replayed.etag).toBe('"abc"');
  });

  it('PageCache evicts the least recently used entries past its byte budget', () => {
    const entry = (size: number) => toEntry(200, {}, Buffer.alloc(size));
    const cache = new PageCache(3000, 2000);
    cache.set('a', entry(1000));
    cache.set('b', entry(1000));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', entry(1000));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(3000);
    cache.set('huge', entry(2500));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.count).toBe(2);
  });
});

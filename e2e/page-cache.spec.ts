// The production server's page cache (scripts/serve.mjs, rules in lib/http/page-cache.ts): a page
// replayed from memory is the response Next sends — same status, headers and bytes, a fresh CSP
// nonce — and nothing that can differ per request is ever replayed. Raw node:http requests, so
// encodings, header spelling and order are seen as a client gets them.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

interface Raw {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

function request(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseURL), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = res.rawHeaders;
        const pairs = Array.from({ length: raw.length / 2 }, (_, i): [string, string] => [
          raw[2 * i] ?? '',
          raw[2 * i + 1] ?? '',
        ]);
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const header = (raw: Raw, name: string) => raw.headers.find(([n]) => n.toLowerCase() === name)?.[1];
const fromCache = (raw: Raw) => header(raw, 'x-page-cache') === 'hit';
const nonceOf = (raw: Raw) => /'nonce-([^']+)'/.exec(header(raw, 'content-security-policy') ?? '')?.[1];

/**
 * Headers that belong to the connection or the moment (and the cache's own marker, and each
 * request's own id from the JSON request log), and the nonce.
 */
function comparable(raw: Raw): [string, string][] {
  const skip = new Set([
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'content-length',
    'x-page-cache',
    'x-request-id',
  ]);
  return raw.headers
    .filter(([name]) => !skip.has(name.toLowerCase()))
    .map(([name, value]) => [name.toLowerCase(), value.replace(/'nonce-[^']+'/g, "'nonce-…'")]);
}

const decoded = (raw: Raw) => (header(raw, 'content-encoding') === 'gzip' ? gunzipSync(raw.body) : raw.body);

/** Each page with the language a visitor of that page sends; plain and gzip. */
const pages: [string, string][] = [
  ['/', 'en-US,en;q=0.9'],
  ['/de/', 'de-DE,de;q=0.9'],
  ['/help/', 'en-US,en;q=0.9'],
  ['/business-voicemail/', 'en-GB,en;q=0.8'],
];

for (const [path, language] of pages) {
  for (const encoding of ['identity', 'gzip']) {
    test(`${path} (${encoding}) replayed from the cache equals Next's own response`, async ({ baseURL }) => {
      const base = baseURL ?? '';
      const headers = { 'accept-language': language, 'accept-encoding': encoding };
      // Cache-Control: no-cache sends the request to Next (the cache stays out of it).
      const miss = await request(base, path, { ...headers, 'cache-control': 'no-cache' });
      await request(base, path, headers);
      const hit = await request(base, path, headers);
      const again = await request(base, path, headers);

      expect(fromCache(miss)).toBe(false);
      expect(fromCache(hit)).toBe(true);
      expect(hit.status).toBe(200);
      expect(hit.status).toBe(miss.status);
      expect(comparable(hit)).toEqual(comparable(miss));
      expect(header(hit, 'content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      expect(Number(header(hit, 'content-length'))).toBe(hit.body.byteLength);
      expect(decoded(hit).equals(decoded(miss))).toBe(true);
      if (encoding === 'identity') expect(hit.body.equals(miss.body)).toBe(true);
      // The policy's nonce is fresh on every replay, as on every response from Next.
      expect(nonceOf(hit)).toBeTruthy();
      expect(nonceOf(hit)).not.toBe(nonceOf(again));
      expect(nonceOf(hit)).not.toBe(nonceOf(miss));
    });
  }
}

test('the key can leave out the user agent: Next sends a crawler the same prerendered page', async ({
  baseURL,
}) => {
  const base = baseURL ?? '';
  const visitor = { 'accept-language': 'en', 'cache-control': 'no-cache' };
  const browser = await request(base, '/help/', {
    ...visitor,
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  });
  const crawler = await request(base, '/help/', {
    ...visitor,
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  expect(crawler.status).toBe(200);
  expect(comparable(crawler)).toEqual(comparable(browser));
  expect(crawler.body.equals(browser.body)).toBe(true);
});

/** Asks twice (the second would be a replay if the first had been stored) and returns the second. */
async function twice(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  await request(base, path, headers, method);
  return request(base, path, headers, method);
}

test('dynamic pages (rendered per request, with the nonce) are never replayed', async ({ baseURL }) => {
  const base = baseURL ?? '';
  for (const path of ['/no-such-page/', '/de/no-such-page/', '/tools/samples/']) {
    const second = await twice(base, path, { 'accept-language': 'en' });
    expect(fromCache(second), path).toBe(false);
    // Next put the request's nonce on the page's scripts: the reason it must not be replayed.
    const nonce = nonceOf(second);
    expect(nonce, path).toBeTruthy();
    expect(decoded(second).includes(`nonce="${nonce}"`), path).toBe(true);
  }
  const order = await twice(base, '/order/?id=bad');
  expect(fromCache(order)).toBe(false);
});

test('the root redirect of a German browser or a stored choice is never replayed', async ({ baseURL }) => {
  const base = baseURL ?? '';
  // An English visitor first, so the English home page is in the cache.
  await twice(base, '/', { 'accept-language': 'en' });
  const german = await twice(base, '/', { 'accept-language': 'de-DE,de;q=0.9' });
  expect(german.status).toBe(302);
  expect(header(german, 'location')).toMatch(/\/de\/$/);
  expect(fromCache(german)).toBe(false);
  const chosen = await twice(base, '/', { 'accept-language': 'en', cookie: 'i18n_redirected=fr' });
  expect(chosen.status).toBe(302);
  expect(header(chosen, 'location')).toMatch(/\/fr\/$/);
  expect(fromCache(chosen)).toBe(false);
});

test('responses that set a cookie are never replayed', async ({ baseURL }) => {
  const base = baseURL ?? '';
  // An English browser without the locale cookie on a German page: next-intl stores the locale.
  const second = await twice(base, '/de/', { 'accept-language': 'en' });
  expect(second.status).toBe(200);
  expect(header(second, 'set-cookie')).toContain('i18n_redirected=de');
  expect(fromCache(second)).toBe(false);
});

test('API routes, RSC requests, queries, HEAD and conditional requests go to Next', async ({ baseURL }) => {
  const base = baseURL ?? '';
  const visitor = { 'accept-language': 'en' };
  // The page itself is cached…
  expect(fromCache(await twice(base, '/help/', visitor))).toBe(true);
  // …but none of these are answered from that entry.
  const api = await twice(base, '/api/voices/', visitor);
  expect(api.status).toBe(200);
  expect(fromCache(api)).toBe(false);
  // Flight requests get Next's answer, never the cached HTML (Next 16 first redirects one whose
  // cache-busting _rsc query is missing or wrong).
  for (const path of ['/help/', '/help/?_rsc=abc']) {
    const rsc = await twice(base, path, { ...visitor, rsc: '1' });
    expect(fromCache(rsc), path).toBe(false);
    expect(header(rsc, 'content-type') ?? '', path).not.toContain('text/html');
  }
  const prefetch = await twice(base, '/help/', { ...visitor, rsc: '1', 'next-router-prefetch': '1' });
  expect(fromCache(prefetch)).toBe(false);
  expect(fromCache(await twice(base, '/help/?_rsc=abc', visitor))).toBe(false);
  expect(fromCache(await twice(base, '/help/?utm_source=x', visitor))).toBe(false);
  expect(fromCache(await twice(base, '/help/', visitor, 'HEAD'))).toBe(false);
  const etag = header(await request(base, '/help/', visitor), 'etag') ?? '';
  const conditional = await twice(base, '/help/', { ...visitor, 'if-none-match': etag });
  expect(conditional.status).toBe(304);
  expect(fromCache(conditional)).toBe(false);
});

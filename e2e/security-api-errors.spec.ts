// Bad input against every API route of the built server: malformed JSON, oversized bodies and bad
// path or query values are answered with { error: { code, message } } and a 4xx status, never a
// stack trace or an empty 500. The routes come from the file system, so a new route is covered.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

const apiDir = path.join(process.cwd(), 'app', 'api');
/** URL of each route, with a well-formed but unknown value for each [param]. */
const routes = routeFiles(apiDir).map((file) => {
  const rel = path.relative(path.join(process.cwd(), 'app'), path.dirname(file)).split(path.sep);
  return { file, url: `/${rel.map((part) => (part.startsWith('[') ? 'AAAAAAAAAAAA' : part)).join('/')}/` };
});
const postRoutes = routes.filter((r) => /export const POST\b/.test(readFileSync(r.file, 'utf8')));

/** Sent as our own pages send it (the session route refuses other origins before reading). */
const own = (baseURL: string | undefined) => ({ 'content-type': 'application/json', origin: baseURL ?? '' });

async function expectApiError(response: APIResponse, what: string) {
  expect(response.status(), what).toBeGreaterThanOrEqual(400);
  expect(response.status(), what).toBeLessThan(500);
  const text = await response.text();
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, what).toBe('string');
  expect(typeof body.error?.message, what).toBe('string');
  expect(String(body.error?.message).length, what).toBeGreaterThan(0);
  expect(text, what).not.toMatch(/\bat [\w.<>]+ \(|\.(?:ts|js|mjs):\d+|node_modules|SyntaxError|TypeError/);
}

test('finds the POST routes', () => {
  expect(postRoutes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/tts/', '/api/checkout/']));
});

test('malformed JSON is a 4xx in the API shape on every POST route', async ({ request, baseURL }) => {
  for (const { url } of postRoutes) {
    for (const data of ['{"text": ', 'null', '[]', '"just a string"', '{"__proto__": {"polluted": true}}']) {
      const response = await request.post(url, { headers: own(baseURL), data });
      await expectApiError(response, `POST ${url} ${data}`);
    }
  }
});

test('an oversized body is refused with 413 payload-too-large on every POST route', async ({
  request,
  baseURL,
}) => {
  // Above every cap (the largest, the Stripe webhook's, is 512 KiB).
  const huge = JSON.stringify({ text: 'x'.repeat(600 * 1024) });
  for (const { url } of postRoutes) {
    const response = await request.post(url, { headers: own(baseURL), data: huge });
    await expectApiError(response, `POST ${url} (600 KiB)`);
    expect(response.status(), url).toBe(413);
  }
});

test('bad path and query values are 4xx in the API shape', async ({ request }) => {
  for (const url of [
    '/api/music/?locale=xx',
    '/api/files/AAAAAAAAAAAA/?expires=1&sig=AAAAAAAAAAAAAAAAAAAAAAAA',
    '/api/files/bad!id/?expires=soon&sig=x',
    '/api/orders/AAAAAAAAAAAA/?token=forged',
    '/api/orders/AAAAAAAAAAAA/zip/?expires=1&sig=AAAAAAAAAAAAAAAAAAAAAAAA',
    '/api/orders/AAAAAAAAAAAA/invoice/?token=x&kind=other',
    '/api/samples/%25zz/',
    '/api/voices/no-such-voice/sample/',
  ]) {
    await expectApiError(await request.get(url), `GET ${url}`);
  }
});

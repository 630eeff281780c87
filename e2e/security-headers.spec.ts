// Security headers on every kind of response: pages (static and dynamic), redirects, API routes,
// Next.js static assets and public files.
import { expect, test, type APIResponse } from '@playwright/test';

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
    expect(permissions, what).toContain(feature);
  expect(permissions, what).toContain('payment=(self "https://js.stripe.com" "https://www.paypal.com")');
}

test('pages: security headers and the page CSP', async ({ request }) => {
  for (const url of [
    '/',
    '/de/',
    '/help/',
    '/el/legal/',
    '/ai-voicemail/',
    '/tools/samples/',
    '/order/?id=bad',
    '/no-such-page/',
  ]) {
    const response = await request.get(url);
    expectSecurityHeaders(response, url);
    expect(response.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(response.headers()['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-/);
  }
});

test('redirects carry the headers too', async ({ request }) => {
  const response = await request.get('/en/help/', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expectSecurityHeaders(response, 'redirect');
});

test('API routes: security headers and a CSP that allows nothing', async ({ request }) => {
  const responses: [string, APIResponse][] = [
    ['GET /api/music/', await request.get('/api/music/')],
    ['GET /api/voices/', await request.get('/api/voices/')],
    ['POST /api/tts/ (invalid)', await request.post('/api/tts/', { data: { text: '' } })],
    ['GET /api/no-such/', await request.get('/api/no-such/')],
    ['GET /api/samples/%25zz/ (404)', await request.get('/api/samples/%25zz/')],
    ['POST /api/tts/ (413)', await request.post('/api/tts/', { data: { text: 'x'.repeat(70 * 1024) } })],
    // Answered by proxy.ts itself (the origin check), not by a route handler.
    [
      'POST /api/cart/quote/ (403 forbidden-origin)',
      await request.post('/api/cart/quote/', {
        headers: { cookie: '__session=x', origin: 'https://evil.example' },
        data: {},
      }),
    ],
  ];
  for (const [what, response] of responses) {
    expectSecurityHeaders(response, what);
    expect(response.headers()['content-security-policy'], what).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  }
});

test('static assets and public files carry the headers', async ({ request }) => {
  const html = await (await request.get('/help/')).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(stylesheet).toBeTruthy();
  for (const url of [script ?? '', stylesheet ?? '', '/icon.svg']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expectSecurityHeaders(response, url);
  }
});

// The origin check on cookie-authenticated API mutations, through the built server: proxy.ts takes
// every /api/ request that carries the session cookie and refuses mutations from other origins.
import { expect, test } from '@playwright/test';

const cookie = '__session=not-a-real-session';
const evil = 'https://evil.example';

test('a cross-site mutation with the session cookie is refused with 403 forbidden-origin', async ({
  request,
  baseURL,
}) => {
  for (const [method, url] of [
    ['POST', '/api/cart/quote/'],
    ['POST', '/api/checkout/'],
    ['DELETE', '/api/auth/account/'],
    ['DELETE', '/api/auth/session/'],
    ['POST', '/api/orders/AAAAAAAAAAAA/'],
  ] as const) {
    const attempts: Record<string, string>[] = [
      { cookie, origin: evil },
      { cookie, origin: 'null' },
      { cookie, origin: baseURL!.replace('localhost', '127.0.0.1') }, // another origin for the browser
      { cookie, 'sec-fetch-site': 'cross-site' }, // no Origin at all
    ];
    for (const headers of attempts) {
      const response = await request.fetch(url, { method, headers, data: {} });
      const what = `${method} ${url} ${JSON.stringify(headers)}`;
      expect(response.status(), what).toBe(403);
      expect(await response.json(), what).toMatchObject({ error: { code: 'forbidden-origin' } });
      expect(response.headers()['x-content-type-options'], what).toBe('nosniff');
    }
  }
});

test('our own pages, safe methods, cookie-less calls and webhooks pass the check', async ({
  request,
  baseURL,
}) => {
  const own = await request.post('/api/cart/quote/', {
    headers: { cookie, origin: baseURL! },
    data: { items: [], currency: 'EUR' },
  });
  expect(own.status()).toBe(200);
  const sameOriginFetch = await request.post('/api/cart/quote/', {
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
    data: { items: [], currency: 'EUR' },
  });
  expect(sameOriginFetch.status()).toBe(200);
  // No cookie: nothing to forge; the public quote answers whoever asks.
  const anonymous = await request.post('/api/cart/quote/', {
    headers: { origin: evil },
    data: { items: [], currency: 'EUR' },
  });
  expect(anonymous.status()).toBe(200);
  // Reading is not a mutation (the orders list answers 401 for the fake session, not 403).
  const read = await request.get('/api/orders/', { headers: { cookie, origin: evil } });
  expect(read.status()).toBe(401);
  // Webhooks are exempt: Stripe's servers are "another origin" by nature.
  const webhook = await request.post('/api/webhooks/stripe/', {
    headers: { cookie, origin: evil, 'stripe-signature': 't=1,v1=00' },
    data: '{}',
  });
  // (Without Stripe keys in the test build it answers its own refusal, never the origin check's.)
  const refusal = (await webhook.json()) as { error: { code: string } };
  expect(refusal.error.code).not.toBe('forbidden-origin');
});

test('a same-origin session request is never refused, whatever host name the visitor used', async ({
  request,
  baseURL,
}) => {
  // The server knows itself as localhost (SITE_URL); a visitor may type 127.0.0.1 instead.
  for (const origin of [baseURL!, baseURL!.replace('localhost', '127.0.0.1')]) {
    for (const method of ['POST', 'DELETE']) {
      const response = await request.fetch(`${origin}/api/auth/session/`, {
        method,
        headers: { cookie, origin },
        data: { idToken: 'not-a-token' },
      });
      const what = `${method} ${origin}`;
      expect(response.status(), what).not.toBe(403);
      const body = (await response.text()) || '{}';
      expect(JSON.parse(body), what).not.toMatchObject({ error: { code: 'forbidden-origin' } });
    }
  }
});

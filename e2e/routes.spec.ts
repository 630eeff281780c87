import { expect, test } from '@playwright/test';
import { englishOnly, localePath, locales, localized, readMessages } from './helpers';

const pages = [
  ...locales.flatMap((locale) => localized.map((path) => ({ locale, path, alternates: true }))),
  ...englishOnly.map((path) => ({ locale: 'en' as const, path, alternates: false })),
];

for (const { locale, path, alternates } of pages) {
  const url = localePath(locale, path);
  test(`${url} renders with lang, title, canonical and alternates`, async ({ page, baseURL }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(/Greeting Studio/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${url}`);
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname]),
    );
    if (alternates) {
      expect(hreflangs.map(([lang]) => lang).sort()).toEqual(['de', 'el', 'en', 'es', 'fr', 'it', 'pt', 'x-default']);
      for (const [lang, href] of hreflangs) {
        expect(href).toBe(localePath(lang === 'x-default' ? 'en' : (lang as string), path));
      }
    } else {
      expect(hreflangs).toEqual([]);
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /#/);
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/);
  });
}

test('English-only landing pages are 404 under a language prefix', async ({ request }) => {
  for (const path of englishOnly) {
    expect((await request.get(`/de${path}`)).status()).toBe(404);
    expect((await request.get(`/el${path}`)).status()).toBe(404);
  }
});

test('order and invoice have no language variants; tools are unprefixed', async ({ request }) => {
  expect((await request.get('/de/order/')).status()).toBe(404);
  expect((await request.get('/fr/invoice/')).status()).toBe(404);
  expect((await request.get('/tools/samples/')).status()).toBe(200);
});

test('a path without a trailing slash is redirected to it', async ({ request }) => {
  const response = await request.get('/help', { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(response.headers().location).toMatch(/\/help\/$/);
});

test('/en/ paths redirect to the unprefixed English page', async ({ request }) => {
  const response = await request.get('/en/help/', { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/help/');
});

test('a German page ships only German messages to the browser', async ({ page }) => {
  await page.goto('/de/help/');
  const html = await page.content();
  const en = readMessages('en');
  const de = readMessages('de');
  expect(html).toContain(JSON.stringify(de.notFound.heading).slice(1, -1));
  if (de.status.offline !== en.status.offline) expect(html).not.toContain(en.status.offline);
});

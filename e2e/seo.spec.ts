import { expect, test } from '@playwright/test';
import { englishOnly, localePath, locales, localized } from './helpers';

test('robots.txt points to the sitemap and keeps private areas out', async ({ request, baseURL }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain('Disallow: /order/');
  expect(body).toContain('Disallow: /invoice/');
  expect(body).toContain('Disallow: /api/');
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap lists every indexable URL with its alternates', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const expected = [
    ...locales.flatMap((l) => localized.map((p) => localePath(l, p))),
    ...englishOnly,
    '/tools/samples/',
  ];
  expect(urls.sort()).toEqual(expected.sort());
  expect(xml).not.toContain('/order/');
  expect(xml).toContain(`hreflang="el" href="${baseURL}/el/help/"`);
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}/help/"`);
});

async function jsonLd(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const parsed = JSON.parse(b) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as {
      '@type': string;
      offers?: { priceCurrency: string }[];
    }[];
  });
}

test('home carries Organization, Product with an offer per currency, and FAQPage', async ({ page }) => {
  await page.goto('/de/');
  const data = await jsonLd(page);
  const types = data.map((d) => d['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'FAQPage']));
  const product = data.find((d) => d['@type'] === 'Product');
  expect(product?.offers?.map((o) => o.priceCurrency).sort()).toEqual(['CHF', 'EUR', 'GBP', 'USD']);
});

test('landing pages carry a BreadcrumbList', async ({ page }) => {
  await page.goto('/out-of-office/');
  expect((await jsonLd(page)).map((d) => d['@type'])).toContain('BreadcrumbList');
});

test('pages have Open Graph and Twitter tags with a generated image', async ({ page, request }) => {
  await page.goto('/el/help/');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  // Each page has its own image (its title and description), not the home page's.
  expect(new URL(image!).pathname).toBe('/el/og/help/');
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).byteLength).toBeGreaterThan(10_000);
  await page.goto('/ai-voicemail/');
  const landing = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  expect(new URL(landing!).pathname).toBe('/og/ai-voicemail/');
  expect((await request.get('/og/ai-voicemail/')).headers()['content-type']).toBe('image/png');
});

test('titles and descriptions are unique per localized page', async ({ page }) => {
  // Ten full page loads, the IVR builder's among them: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const seen = new Map<string, string>();
  for (const locale of ['en', 'fr']) {
    for (const path of localized) {
      const url = localePath(locale, path);
      await page.goto(url);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, url).toBeTruthy();
      expect(seen.get(title), `${url} repeats the title of ${seen.get(title)}`).toBeUndefined();
      seen.set(title, url);
    }
  }
});

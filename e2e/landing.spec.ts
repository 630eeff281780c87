import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dismissConsent, englishOnly } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

type Copy = {
  landing: {
    pages: Record<
      string,
      { examples: { useCase: string; template?: string }[]; faq: unknown[]; metaTitle: string }
    >;
  };
};
const copy = JSON.parse(
  readFileSync(path.join(process.cwd(), 'messages', 'landing.en.json'), 'utf8'),
) as Copy;

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

for (const route of englishOnly) {
  const slug = route.slice(1, -1);
  const page$ = copy.landing.pages[slug];

  test(`${route}: guidance, example scripts that open the studio, FAQ and structured data`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(page$?.metaTitle.slice(0, 20) ?? 'x'));

    // Guidance worth reading: the main content is a few hundred words, not a stub.
    const count = words(await page.locator('main').innerText());
    expect(count).toBeGreaterThanOrEqual(400);
    expect(count).toBeLessThanOrEqual(1400);

    // 2–4 example cards, each opening the studio preset to its use case (and template).
    const cards = page.locator('#examples article');
    const n = await cards.count();
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(4);
    for (let i = 0; i < n; i++) {
      const href = (await cards.nth(i).getByTestId('open-in-studio').getAttribute('href')) ?? '';
      const url = new URL(href, 'http://x');
      expect(url.pathname).toBe('/');
      expect(url.hash).toBe('#studio');
      expect(url.searchParams.get('useCase')).toBe(page$?.examples[i]?.useCase);
      expect(url.searchParams.get('template') ?? undefined).toBe(page$?.examples[i]?.template);
      await expect(cards.nth(i).locator('blockquote')).not.toContainText('{');
    }

    // The FAQ is shown, opens by keyboard, and matches its FAQPage data.
    const faq = page.locator('#faq details');
    await expect(faq).toHaveCount(page$?.faq.length ?? 0);
    await faq.first().locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(faq.first()).toHaveAttribute('open', '');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map(
      (b) => JSON.parse(b) as { '@type': string; itemListElement?: unknown[]; mainEntity?: unknown[] },
    );
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(2);
    expect(data.find((d) => d['@type'] === 'FAQPage')?.mainEntity).toHaveLength(page$?.faq.length ?? -1);
  });
}

test('an example card opens the studio with its use case selected', async ({ page }) => {
  await page.goto('/out-of-hours/');
  await page.locator('#examples').getByTestId('open-in-studio').first().click();
  await expect(page).toHaveURL(/\/\?useCase=out-of-hours&template=professional#studio$/);
  await expect(page.getByRole('radio', { name: 'Out of hours' })).toBeChecked();
});

test('screenshots of every landing page at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of englishOnly) {
    await page.goto(route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${route} scrolls sideways`).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: test.info().outputPath(`landing-${route.slice(1, -1)}-390.png`),
      fullPage: true,
    });
  }
});

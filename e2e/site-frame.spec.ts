import { expect, test } from '@playwright/test';
import { dismissConsent, englishOnly, readMessages } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

// The header held the logo's wordmark and five buttons on one row: 45 px too wide at 320 px.
for (const width of [320, 360]) {
  for (const [path, locale] of [
    ['/', 'en'],
    ['/de/', 'de'],
  ] as const) {
    test(`${path} at ${width} px: no sideways scroll, the menu button in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const menu = banner.getByRole('button', { name: readMessages(locale).nav.openMenu });
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      // The logo link keeps its name when the wordmark gives way.
      await expect(banner.getByRole('link', { name: readMessages(locale).nav.logoLabel })).toBeVisible();
    });
  }
}

test('the header and the menu mark the page being shown', async ({ page }) => {
  const de = readMessages('de');
  await page.goto('/de/help/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: de.nav.primary });
  await expect(nav.getByRole('link', { name: de.nav.help })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: de.nav.openMenu }).click();
  const menu = page.getByRole('dialog', { name: de.panels.menu });
  await expect(menu.getByRole('link', { name: de.nav.help })).toHaveAttribute('aria-current', 'page');
});

test('the footer links every English guide on English pages, none on others', async ({ page }) => {
  const en = readMessages('en');
  await page.goto('/');
  const guides = page.getByRole('contentinfo').getByRole('navigation', { name: en.footer.guides });
  const hrefs = await guides
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual([...englishOnly].sort());
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: new RegExp(en.footer.contact) }),
  ).toHaveAttribute('href', /^mailto:/);

  await page.goto('/de/');
  await expect(
    page.getByRole('contentinfo').getByRole('navigation', { name: readMessages('de').footer.guides }),
  ).toHaveCount(0);
});

test('the samples gallery has the site frame, the title suffix and Open Graph tags', async ({ page }) => {
  const en = readMessages('en');
  await page.goto('/tools/samples/');
  await expect(page).toHaveTitle(`${en.samples.metaTitle} | Greeting Studio`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', en.samples.metaTitle);
  await expect(page.getByRole('banner').getByRole('link', { name: en.nav.logoLabel })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeVisible();
});

test('the language panel: English-only guides say where other languages go; a 404 leads home', async ({
  page,
}) => {
  const en = readMessages('en');
  await page.goto('/business-voicemail/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language/ })
    .click();
  const dialog = page.getByRole('dialog', { name: en.panels.language });
  await expect(dialog.getByText(en.panels.englishOnly)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/');

  await page.goto('/de/no-such-page/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Sprache/ })
    .click();
  const panel = page.getByRole('dialog', { name: readMessages('de').panels.language });
  await expect(panel.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  await expect(panel.getByRole('link', { name: 'Ελληνικά' })).toHaveAttribute('href', '/el/');
});

test('favicon, Apple touch icon and web manifest are served', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  const apple = await request.get('/apple-icon.png');
  expect(apple.status()).toBe(200);
  expect(apple.headers()['content-type']).toBe('image/png');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(body.name).toBe('Greeting Studio');
  for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

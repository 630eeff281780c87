import { expect, test } from '@playwright/test';
import { dismissConsent } from './helpers';

test('the root redirects with 302 to the browser language', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/de/');
});

test('the root stays English for an English or unsupported browser', async ({ request }) => {
  for (const language of ['en-GB,en;q=0.9', 'ja-JP', '']) {
    const response = await request.get('/', { headers: { 'Accept-Language': language }, maxRedirects: 0 });
    expect(response.status(), language).toBe(200);
  }
});

test('the stored i18n_redirected cookie overrides the browser language', async ({ request }) => {
  const response = await request.get('/', {
    headers: { 'Accept-Language': 'de-DE,de;q=0.9', Cookie: 'i18n_redirected=el' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/el/');

  const english = await request.get('/', { headers: { 'Accept-Language': 'de-DE', Cookie: 'i18n_redirected=en' }, maxRedirects: 0 });
  expect(english.status()).toBe(200);
});

test('detection happens on the root only', async ({ request }) => {
  const response = await request.get('/help/', { headers: { 'Accept-Language': 'fr-FR' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test('switching language in the panel sets the cookie and keeps the page', async ({ page, context }) => {
  await dismissConsent(page);
  await page.goto('/help/');
  await page.getByRole('button', { name: /Language/ }).click();
  const panel = page.getByTestId('panel-language');
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Ελληνικά' }).click();
  await expect(page).toHaveURL(/\/el\/help\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('el');
  // About 365 days.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  // Switching back to English writes the cookie again (the choice must stick).
  await page.getByRole('button', { name: /Ελληνικά|Language/ }).first().click();
  await page.getByTestId('panel-language').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/help\/$/);
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
});

test('from an English-only page, another language leads to its home page', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/out-of-office/');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByTestId('panel-language').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/$/);
});

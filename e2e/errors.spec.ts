import { expect, test } from '@playwright/test';
import { readMessages } from './helpers';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown route is a server-rendered 404 in the default layout', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  test('the 404 speaks the language of the prefix', async ({ page }) => {
    const de = readMessages('de');
    const response = await page.goto('/de/gibt-es-nicht/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.notFound.heading);
    await expect(page.getByRole('link', { name: de.notFound.back })).toHaveAttribute('href', '/de/');
  });

  test('a malformed order id is a server-rendered 404', async ({ page }) => {
    const response = await page.goto('/order/?id=%3Cbad%3E');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });
});

test('a page declaring an unknown guard answers 500 "Unknown middleware"', async ({ page }) => {
  const response = await page.goto('/tools/guard-check/');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown middleware');
  await expect(page.getByRole('link', { name: 'Go back to home' })).toBeVisible();
});

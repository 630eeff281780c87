import { expect, test } from '@playwright/test';
import { dismissConsent } from './helpers';

test('the cookie popup is remembered and re-opens from the footer', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByTestId('cookie-consent');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Necessary only' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(popup).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(popup).toBeVisible();
  const analytics = popup.getByRole('checkbox', { name: /Analytics/ });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await popup.getByRole('button', { name: 'Save choices' }).click();
  await expect(popup).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('greeting-studio') ?? '{}').state.consent.analytics);
  expect(stored).toBe(true);
});

// The popup is in the prerendered HTML and an inline script decides before it can paint, so it
// needs none of the page's JavaScript (it was the largest element on mobile, and the largest
// contentful paint waited for every script). Scripts blocked here: what is left is the HTML.
test.describe('before any script of the page has run', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
  });

  test('a first visit sees the popup', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
    // Without the app's code the buttons cannot work yet, and say so.
    await expect(page.getByTestId('cookie-consent').getByRole('button', { name: 'Necessary only' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('a visitor who decided earlier does not', async ({ page }) => {
    await dismissConsent(page);
    await page.goto('/el/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByTestId('cookie-consent')).toBeAttached();
    await expect(page.getByTestId('cookie-consent')).toBeHidden();
  });
});

test('without JavaScript the popup stays hidden, as it cannot be answered', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/help/');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
  await context.close();
});

test('the cookie notice opening on a first visit never moves the page', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.context().clearCookies();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
    // Hydrated, with the studio and its Listen row in place under the notice.
    await expect(page.getByTestId('total-length')).toHaveAttribute('data-estimator', /^(deferred|engine)$/);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY), `${width} px`).toBe(0);
  }
});

import { expect, test } from '@playwright/test';

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

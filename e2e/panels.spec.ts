import { expect, test } from '@playwright/test';
import { dismissConsent } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

test('panels open and close by keyboard, trap focus and return it', async ({ page }) => {
  await page.goto('/help/');
  const trigger = page.getByRole('button', { name: /Language/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose a language' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog and stays there while tabbing.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('every header panel opens with its title', async ({ page }) => {
  await page.goto('/');
  const cases: [RegExp, string][] = [
    [/^Currency/, 'Choose a currency'],
    [/^Cart/, 'Your cart'],
    [/Sign in/, 'Sign in'],
  ];
  for (const [button, title] of cases) {
    await page.getByRole('banner').getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('the menu panel opens on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help\/$/);
  await expect(menu).toBeHidden();
});

test('on a phone the currency is chosen from the menu, which comes back with the new one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Currency: USD' }).click();
  const currency = page.getByRole('dialog', { name: 'Choose a currency' });
  // Arrow keys do not choose: the options are buttons, applied by Enter.
  await currency.getByRole('button', { name: /USD/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(currency).toBeVisible();
  await currency.getByRole('button', { name: /CHF/ }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Currency: CHF' })).toBeFocused();
});

test('the chosen currency persists across reloads', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Currency/ }).click();
  // One click chooses and closes the panel; focus returns to the header button.
  await page.getByRole('dialog', { name: 'Choose a currency' }).getByRole('button', { name: /GBP/ }).click();
  await expect(page.getByRole('button', { name: 'Currency: GBP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Currency: GBP' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Currency: GBP' })).toBeVisible();
});

test('offline status is shown unobtrusively and clears when back online', async ({ page, context }) => {
  await page.goto('/');
  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toBeHidden();
});

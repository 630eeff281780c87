import { expect, test } from '@playwright/test';
import { dismissConsent, readMessages } from './helpers';

const en = readMessages('en');
const widths = [390, 1280] as const;

// Screenshots of the sign-in panel's states, for review (test-results/auth-screenshots/).
for (const width of widths) {
  test(`sign-in panel screenshots at ${width} px`, async ({ page }) => {
    await dismissConsent(page);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/');
    const panel = page.getByTestId('panel-sign-in');
    // A click before hydration does nothing (a loaded machine hydrates late): retry until it opens.
    await expect(async () => {
      if (!(await panel.isVisible())) await page.locator('header [data-panel-trigger="sign-in"]').click();
      await expect(panel).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // The SDK loads when the panel opens: slow on a busy machine.
    await expect(panel.getByRole('button', { name: en.auth.google })).toBeEnabled({ timeout: 30_000 });
    const dir = `test-results/auth-screenshots/${width}`;
    await page.screenshot({ path: `${dir}-1-sign-in.png` });

    await panel.getByLabel(en.auth.email).fill('someone@example.com');
    await panel.getByLabel(en.auth.password, { exact: true }).fill('wrong-password');
    await panel.getByRole('button', { name: en.auth.signIn, exact: true }).click();
    await expect(panel.getByTestId('auth-error')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${dir}-2-error.png` });

    await panel.getByTestId('auth-mode-switch').click();
    await panel.getByLabel(en.auth.password, { exact: true }).fill('abc');
    await page.screenshot({ path: `${dir}-3-sign-up.png` });

    await panel.getByLabel(en.auth.name).fill('Samira Example');
    await panel.getByLabel(en.auth.email).fill(`shot-${width}-${Date.now()}@example.com`);
    await panel.getByLabel(en.auth.password, { exact: true }).fill('a-good-password-1');
    await panel.getByRole('button', { name: en.auth.signUp, exact: true }).click();
    await expect(panel.getByTestId('account-view')).toBeVisible({ timeout: 30_000 });
    // The account's own parts (orders, phone systems) load after the view: shoot it complete and still.
    await expect(panel.getByTestId('panel-loading')).toHaveCount(0);
    await page.screenshot({ path: `${dir}-4-account.png`, animations: 'disabled' });

    await panel.getByRole('button', { name: en.account.deleteAccount }).click();
    await page.screenshot({ path: `${dir}-5-delete.png` });
  });
}

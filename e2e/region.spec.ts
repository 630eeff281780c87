// A UK visitor (browser language en-GB) on the English site: prices in pounds, the British voice
// preselected and labelled, without a hydration error; a US visitor keeps dollars (#33 item 3).
import { expect, test } from '@playwright/test';

test.describe('en-GB browser', () => {
  test.use({ locale: 'en-GB' });

  test('sees GBP and starts on the British voice, marked UK', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Currency: GBP' })).toBeVisible();
    await expect(page.getByTestId('voice-pico-en-gb')).toBeChecked({ timeout: 30_000 });
    await expect(page.getByTestId('voice-accent-pico-en-gb')).toContainText('UK');
    await page.screenshot({ path: 'test-results/screenshots/region-en-gb-1280.png' });
    expect(errors.filter((e) => /hydrat|#418|#423/i.test(e))).toEqual([]);
  });
});

test.describe('en-US browser', () => {
  test.use({ locale: 'en-US' });

  test('keeps USD', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Currency: USD' })).toBeVisible();
    await expect(page.getByTestId('voice-pico-en-gb')).not.toBeChecked();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, ivrBuilder } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

/** The set total's amount as a number ("Total del conjunto 33,60 €…" → 33.6). */
async function setTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('ivr-set-total').textContent()) ?? '';
  const match = /(\d+),(\d{2})/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(`${match![1]}.${match![2]}`);
}

test('A Spanish hotel leaves prompts out, pays for the kept ones, enters its extensions; screenshots at 390/1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/es/voice-prompt/');
  await ivrBuilder(page);
  await page.getByTestId('ivr-industry').selectOption('hotel');
  // A hotel starts without "we are closed": 9 prompts, the closed ones offered to add back.
  await expect(page.getByTestId('prompt-after-hours')).toHaveCount(0);
  await expect(page.getByTestId('prompt-restore-after-hours')).toBeVisible();
  await expect(page.getByTestId('ivr-price')).toHaveText(/^9 /, { timeout: 30_000 });
  await expect(page.getByTestId('ivr-set-total')).toContainText('€', { timeout: 30_000 });
  const nine = await setTotal(page);

  await page.getByTestId('prompt-remove-hold').click();
  await page.getByTestId('prompt-remove-timeout').click();
  await expect(page.getByTestId('prompt-hold')).toHaveCount(0);
  await expect(page.getByTestId('ivr-price')).toHaveText(/^7 /, { timeout: 30_000 });
  await expect.poll(() => setTotal(page), { timeout: 30_000 }).toBeLessThan(nine);

  await page.getByTestId('ivr-phone-system').selectOption('asterisk');
  await page.getByTestId('ivr-target-department-1').fill('201');
  await page.getByTestId('ivr-target-operator').fill('2x');
  await expect(page.getByTestId('ivr-add-set')).toBeDisabled();
  await page.getByTestId('ivr-target-operator').fill('200');
  await page.getByTestId('ivr-target-voicemailBox').fill('300@default');
  await expect(page.getByTestId('ivr-add-set')).toBeEnabled();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId('ivr-left-out').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/ivr-optional/${width}-left-out.png` });
    await page.getByTestId('ivr-targets').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/ivr-optional/${width}-targets.png` });
  }

  await page.getByTestId('ivr-add-set').click();
  await page.getByTestId('ivr-view-cart').click();
  const cart = page.getByTestId('panel-cart');
  await expect(cart.getByTestId('cart-item')).toHaveCount(1);
  await expect(cart.getByTestId('cart-ivr-title')).toContainText('7');
});

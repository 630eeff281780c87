import { unzipSync } from 'fflate';
import { expect, test } from '@playwright/test';
import { dismissConsent, readMessages, ivrBuilder } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

const de = readMessages('de');

test('German IVR set: three options for Asterisk, one cart line, bought with the test method, ZIP as the phone system expects', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/de/voice-prompt/');
  await ivrBuilder(page);
  await page.getByTestId('ivr-industry').selectOption('it-support');
  await page.getByTestId('ivr-company').fill('Nordwind Technik');
  // The company fills the generated welcome at once, without "Use this menu".
  await expect(page.getByTestId('prompt-welcome')).toHaveValue('Herzlich willkommen bei Nordwind Technik.');
  await page.getByTestId('option-remove-4').click();
  await page.getByTestId('option-remove-3').click();
  await page.getByTestId('option-label-1').fill('Support');
  await page.getByTestId('ivr-phone-system').selectOption('asterisk');

  // The server prices every prompt and the set (EUR on the German page; 11 prompts: 30 % off 6.00).
  await expect(page.getByTestId('prompt-cost-welcome')).toHaveText(/^\d+ Wörter · 4,20\s€$/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('ivr-set-total')).toContainText('46,20 €');
  await page.getByTestId('ivr-add-set').click();
  await page.getByTestId('ivr-view-cart').click();
  const cart = page.getByTestId('panel-cart');
  await expect(cart.getByTestId('cart-item')).toHaveCount(1);
  await expect(cart.getByTestId('cart-ivr-title')).toHaveText('Telefonmenü · 11 Ansagen');
  await expect(cart.getByTestId('cart-ivr-unit')).toHaveText('6,00 € pro Ansage · Paketrabatt 30 %');
  await expect(cart.getByTestId('cart-totals')).toContainText('46,20 €');

  await page.getByTestId('go-checkout').click();
  const checkout = page.getByTestId('panel-checkout');
  await checkout.getByLabel(de.checkout.email).fill('ivr@example.com');
  await checkout.getByLabel(de.checkout.name).fill('Erika Muster');
  await checkout.getByLabel(de.checkout.country).selectOption('DE');
  // 19 % German VAT on each prompt's 4.20 (0.80), so 11 × 5.00.
  // VAT on the net total (#34): 19 % of 46,20 € is 8,78 €, not eleven lines' 0,80 €.
  await expect(checkout.getByTestId('checkout-totals')).toContainText('8,78 €');
  await expect(checkout.getByTestId('checkout-totals')).toContainText('54,98 €');
  await checkout.getByRole('checkbox', { name: /Ich verlange ausdrücklich/ }).check();
  await checkout.getByTestId('pay-test').click();
  await page.waitForURL(/\/order\/\?id=/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', {
    timeout: 120_000,
  });

  // The order page lists every prompt by its file.
  const items = page.getByTestId('order-item');
  await expect(items).toHaveCount(11);
  await expect(items.first()).toContainText('Telefonmenü 1 · 01-begruessung · Begrüßung');

  const zipHref = await page.getByTestId('order-zip').getAttribute('href');
  const zip = await request.get(zipHref ?? '');
  expect(zip.status()).toBe(200);
  const entries = unzipSync(new Uint8Array(await zip.body()));
  const names = Object.keys(entries).sort();
  for (const ext of ['wav', 'ulaw', 'alaw', 'sln']) expect(names).toContain(`ivr-menu/01-begruessung.${ext}`);
  expect(names).toContain('ivr-menu/04-support.wav');
  for (const name of names) expect(name).toMatch(/^ivr-menu\/[a-z0-9][a-z0-9._-]*$/);
  const menuTxt = new TextDecoder().decode(entries['ivr-menu/menu.txt']);
  expect(menuTxt).toContain('Taste 2 (2): Support führt zu 04-support.wav');
  const conf = new TextDecoder().decode(entries['ivr-menu/extensions_custom.conf']);
  expect(conf).toContain('Background(custom/ivr-menu/01-begruessung)');
  expect(conf).toMatch(/exten => 2,1,Playback\(custom\/ivr-menu\/04-support\)/);
  expect(conf).toContain('WaitExten(');
});

// Screenshots of the commerce UI at phone and desktop width (test-results/screenshots), for
// people to look at; the assertions only make sure each state is the one pictured.
import { expect, test } from '@playwright/test';
import { dismissConsent, writeScript } from './helpers';

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of widths) {
  test(`commerce screens at ${size.name} width`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await dismissConsent(page);
    await page.goto('/');
    const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/commerce-${name}-${size.name}.png` });

    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('price-short')).toBeVisible();
    await page.locator('#pricing').screenshot({ path: `test-results/screenshots/commerce-pricing-${size.name}.png` });

    await writeScript(page, 'Thank you for calling Example Dental. Please leave a message after the tone.');
    await page.getByTestId('add-to-cart').click();
    await writeScript(page, 'Für Deutsch drücken Sie die Eins.');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('view-cart').click();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await expect(page.getByTestId('cart-totals')).toContainText(/\d/);
    await shot('cart');

    await page.getByTestId('go-checkout').click();
    const checkout = page.getByTestId('panel-checkout');
    await checkout.getByLabel('Email').fill('buyer@example.com');
    await checkout.getByLabel('Full name').fill('Erika Muster');
    await checkout.getByLabel('Country').selectOption('AT');
    await checkout.getByLabel('VAT ID (optional)').fill('ATU12345678');
    // A business invoice (reverse charge) carries the buyer's address: article 226 VAT directive.
    await checkout.getByLabel('Street and number').fill('Ringstraße 1');
    await checkout.getByLabel('Postcode').fill('1010');
    await checkout.getByLabel('City').fill('Wien');
    await expect(checkout.getByTestId('checkout-totals')).toContainText('Reverse charge');
    await checkout.getByTestId('withdrawal-consent').check();
    await shot('checkout');

    await checkout.getByTestId('pay-test').click();
    await page.waitForURL(/\/order\//);
    await shot('order-progress');
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
    await page.screenshot({ path: `test-results/screenshots/commerce-order-ready-${size.name}.png`, fullPage: true });

    await page.getByTestId('order-invoice').click();
    await expect(page.getByTestId('invoice')).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/commerce-invoice-${size.name}.png`, fullPage: true });
  });
}

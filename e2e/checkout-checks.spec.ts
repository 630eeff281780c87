// What the buyer sees of the server's checks (issue 20, items 2 and 6): a cart line the server
// cannot produce is named in the cart and the checkout and never charged; a VAT id VIES could not
// confirm is charged VAT, and the checkout says why (the e2e server's VIES endpoint is closed).
import { expect, test, type Page } from '@playwright/test';
import { withDefaults } from '../lib/greeting/spec';
import { readMessages } from './helpers';

const en = readMessages('en');
// The first order of a fresh server opens its database (migrations): slow on a busy machine.
test.setTimeout(180_000);
const spec = (text: string) =>
  withDefaults({ useCase: 'business-voicemail', locale: 'en', text, voice: { id: 'flite-slt' } });

/** A stored cart (as the studio's "Add to cart" leaves it), cookie choice made. */
async function withCart(page: Page, texts: string[]) {
  const items = texts.map((text, i) => ({
    id: `item-${i}`,
    spec: spec(text),
    addedAt: '2026-01-01T00:00:00.000Z',
  }));
  await page.addInitScript(
    (state) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('greeting-studio', JSON.stringify({ state, version: 1 }));
      }
    },
    { items, currency: 'EUR', consent: { analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' } },
  );
}

async function openCheckout(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /cart/i }).first().click({ timeout: 60_000 });
  const cart = page.getByTestId('panel-cart');
  await expect(cart.getByTestId('cart-item').first()).toBeVisible();
  return cart;
}

test('a line made only of a pause is named in the cart and the checkout, and no order is started', async ({
  page,
}) => {
  await withCart(page, ['Thank you for calling.', '[pause 5s]']);
  const cart = await openCheckout(page);
  const line2 = en.orderChecks.undeliverable.emptyText.replace('{line}', '2');
  await expect(cart.getByTestId('undeliverable-line')).toHaveText(line2);

  await cart.getByTestId('go-checkout').click();
  const checkout = page.getByTestId('panel-checkout');
  await expect(checkout.getByTestId('undeliverable-line')).toHaveText(line2);
  await checkout.getByLabel('Email').fill('buyer@example.com');
  await checkout.getByLabel('Full name').fill('Erika Muster');
  await checkout.getByLabel('Country').selectOption('FR');
  await checkout.getByRole('checkbox', { name: /expressly ask you to begin producing/ }).check();
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/checkout/', {
    timeout: 150_000,
  });
  await checkout.getByTestId('pay-test').click();
  expect((await started).status()).toBe(400);
  await expect(checkout.getByTestId('checkout-failure')).toHaveText(line2);
  await expect(page).toHaveURL(/\/$/);
});

test('a VAT id VIES cannot confirm is charged VAT, and the checkout says why', async ({ page }) => {
  await withCart(page, ['Thank you for calling.']);
  const cart = await openCheckout(page);
  await cart.getByTestId('go-checkout').click();
  const checkout = page.getByTestId('panel-checkout');
  await checkout.getByLabel('Country').selectOption('DE');
  await checkout.getByLabel(en.checkout.vatId).fill('DE123456789');
  await expect(checkout.getByTestId('vies-unavailable')).toHaveText(en.orderChecks.vies.unavailable);
  // German VAT on 9.00, not the reverse charge a well-formed id used to get.
  await expect(checkout.getByTestId('checkout-totals')).toContainText('€10.71');
  await expect(checkout.getByText(en.checkout.reverseCharge)).toHaveCount(0);
});

test('the API refuses an unknown country and an undeliverable line, in the request’s language', async ({
  request,
}) => {
  const de = readMessages('de');
  const item = {
    useCase: 'business-voicemail',
    locale: 'de',
    text: 'Guten Tag.',
    voice: { id: 'flite-slt' },
  };
  const country = await request.post('/api/checkout/', {
    data: {
      items: [item],
      currency: 'EUR',
      locale: 'de',
      buyer: { email: 'b@example.com', name: 'B', country: 'XX' },
      method: 'test',
      withdrawalConsent: true,
    },
  });
  expect(country.status()).toBe(400);
  expect(await country.json()).toEqual({
    error: { code: 'unknown-country', message: de.orderChecks.unknownCountry },
  });

  const quote = await request.post('/api/cart/quote/', {
    data: { items: [item, { ...item, voice: { id: 'no-such-voice' } }], currency: 'EUR', locale: 'de' },
  });
  expect(quote.status()).toBe(400);
  expect(await quote.json()).toEqual({
    error: {
      code: 'undeliverable',
      message: de.orderChecks.undeliverable.unknownVoice.replace('{line}', '2'),
      details: { line: 2, reason: 'unknown-voice' },
    },
  });
});

// Issue 34, item 3: no `{field}` reaches paid audio. A German practice that names its own company
// and leaves Website empty gets the example website (as the form promises), never "{website}"; a
// placeholder typed by hand cannot be added to the cart, and the server's quote refuses it in the
// page's language. Screenshots land in test-results/screenshots.
import { expect, test } from '@playwright/test';
import { dismissConsent, readMessages, writeScript } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

const de = readMessages('de');
const sizes = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];

for (const size of sizes) {
  test(`German out-of-hours: Website left empty keeps the example; a typed {website} is refused (${size.name} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/de/?useCase=out-of-hours');
    const text = page.getByTestId('script-text');
    await expect(text).toHaveValue(/Zahnarztpraxis Dr\. Berger/);
    await expect(page.getByTestId('add-to-cart')).toBeEnabled({ timeout: 30_000 });

    await page.getByTestId('field-company').fill('Praxis Hartley');
    await expect(text).toHaveValue(/^Herzlich willkommen bei Praxis Hartley\./);
    await expect(text).toHaveValue(/Weitere Informationen finden Sie unter praxis-berger\.de\./);
    await expect(text).not.toHaveValue(/\{website\}/);
    await page.getByTestId('studio').screenshot({
      path: `test-results/screenshots/placeholder-filled-de-${size.name}.png`,
    });

    const typed = (await text.inputValue()).replace('praxis-berger.de', '{website}');
    await writeScript(page, typed);
    await page.getByTestId('add-to-cart').click();
    const ask = page.getByTestId('example-confirm');
    await expect(ask).toContainText(de.cart.blankConfirmTitle);
    await expect(page.getByTestId('example-confirm-blank')).toHaveText(de.cart.blankConfirmBody);
    await expect(page.getByTestId('example-confirm-keep')).toHaveCount(0);
    await ask.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/placeholder-refused-de-${size.name}.png` });
    await page.getByTestId('example-confirm-edit').click();
    await expect(ask).toHaveCount(0);
    await expect(page.getByTestId('view-cart')).toHaveCount(0);
  });
}

test('the quote refuses a text with a {field}, naming the line in the page language', async ({ request }) => {
  const voices = (await (await request.get('/api/voices/')).json()) as { id: string; locale: string }[];
  const voice = voices.find((v) => v.locale.startsWith('de'));
  expect(voice).toBeDefined();
  const item = {
    useCase: 'out-of-hours',
    locale: 'de',
    text: 'Weitere Informationen finden Sie unter {website}.',
    voice: { id: voice?.id },
  };
  const response = await request.post('/api/cart/quote/', {
    data: { items: [item], currency: 'EUR', locale: 'de' },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string; details: unknown } };
  expect(body.error.code).toBe('undeliverable');
  expect(body.error.details).toEqual({ line: 1, reason: 'unfilled-field' });
  expect(body.error.message).toBe(
    de.orderChecks.undeliverable.unfilledField.replace('{line}', '1').replace("'{'website'}'", '{website}'),
  );
});

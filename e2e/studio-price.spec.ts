// The buyer's decision point in German and Greek, at phone and desktop width: the example's
// details are marked, named and asked about at Add to cart (and flagged in the cart), a new
// company takes the example's e-mail with it, and the words and price beside Add to cart follow
// the typing with the next tier's price. Screenshots land in test-results/screenshots.
import { expect, test } from '@playwright/test';
import { dismissConsent, localePath, readMessages, writeScript } from './helpers';

const cases = {
  de: {
    company: 'Zahnarztpraxis Dr. Berger',
    email: 'info@praxis-berger.de',
    own: 'Bäckerei Huber',
    word: 'Hallo',
  },
  el: { company: 'Ορίζων', email: 'info@orizon.gr', own: 'Φούρνος Νίκος', word: 'Γεια' },
} as const;

const widths = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
];

const words = (word: string, count: number) => `${Array.from({ length: count }, () => word).join(' ')}.`;

for (const [locale, c] of Object.entries(cases)) {
  for (const size of widths) {
    test(`studio price and example details in ${locale} at ${size.name} px`, async ({ page }) => {
      test.setTimeout(180_000);
      const m = readMessages(locale);
      await page.setViewportSize({ width: size.width, height: size.height });
      await dismissConsent(page);
      await page.goto(localePath(locale, '/'));
      const text = page.getByTestId('script-text');
      const addToCart = page.getByTestId('add-to-cart');
      await expect(addToCart).toBeEnabled({ timeout: 60_000 });
      const shot = (name: string) =>
        page
          .getByTestId('studio')
          .screenshot({ path: `test-results/screenshots/studio-price-${name}-${locale}-${size.name}.png` });

      // The default script speaks the example company and e-mail: marked in the box and named under it.
      await expect(text).toHaveValue(new RegExp(c.email.replace(/\./g, '\\.')));
      const named = page.getByTestId('example-leftovers-example');
      await expect(named).toContainText(m.studio.exampleStill);
      await expect(named).toContainText(m.studio.fields.company);
      await expect(named).toContainText(m.studio.fields.email);
      await expect(page.getByTestId('script-mark')).toHaveCount(2);
      // Words and price from the server, with what the next tier costs.
      const price = page.getByTestId('studio-price');
      // (Both default scripts run past 50 spoken words: the standard tier, next the long one.)
      await expect(price.getByTestId('studio-price-amount')).toContainText(/^19\s€$/, { timeout: 20_000 });
      await expect(price.getByTestId('studio-price-next')).toContainText(
        locale === 'de' ? 'ab 151 Wörtern 29' : 'από 151 λέξεις 29',
      );
      await addToCart.scrollIntoViewIfNeeded();
      await shot('warning');

      // Add to cart asks, naming the example's e-mail; Edit selects the example in the script.
      await addToCart.click();
      const ask = page.getByTestId('example-confirm');
      await expect(ask).toContainText(m.cart.exampleConfirmTitle);
      await expect(ask).toContainText(c.email);
      await expect(page.getByTestId('example-confirm-edit')).toBeFocused();
      await shot('confirm');
      await page.getByTestId('example-confirm-edit').click();
      await expect(text).toBeFocused();
      expect(
        await text.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)),
      ).toBe(c.company);
      // Keeping it adds the greeting as it is; the cart line will flag it.
      await addToCart.click();
      await page.getByTestId('example-confirm-keep').click();
      await expect(page.getByTestId('view-cart')).toBeVisible();

      // A new company keeps the blank e-mail's example (never a {field} in a script, #34), still
      // named as the example's until the visitor types their own address.
      await page.getByTestId('field-company').fill(c.own);
      await expect(text).toHaveValue(new RegExp(c.email.replace(/\./g, '\\.')));
      await expect(text).not.toHaveValue(/[{}]/);
      await expect(page.getByTestId('example-leftovers-example')).toContainText(m.studio.fields.email);
      await page.getByTestId('field-email').fill('kontakt@example.org');
      await expect(page.getByTestId('example-leftovers')).toHaveCount(0);

      // Price and next step follow the typing.
      await writeScript(page, words(c.word, 48));
      await expect(price.getByTestId('studio-price-words')).toContainText('48');
      await expect(price.getByTestId('studio-price-next')).toContainText('2');
      await expect(price.getByTestId('studio-price-next')).toContainText('51');
      await writeScript(page, words(c.word, 55));
      await expect(price.getByTestId('studio-price-words')).toContainText('55');
      await expect(price.getByTestId('studio-price-amount')).toContainText('19');
      await expect(price.getByTestId('studio-price-next')).toContainText('151');
      await expect(price.getByTestId('studio-price-next')).toContainText('29');
      await shot('price');

      // Nothing to ask now; the cart flags only the line that kept the example.
      await addToCart.click();
      await expect(page.getByTestId('example-confirm')).toHaveCount(0);
      await page.getByTestId('view-cart').click();
      const cart = page.getByTestId('panel-cart');
      await expect(cart.getByTestId('cart-item')).toHaveCount(2);
      const flag = cart.getByTestId('cart-example-flag');
      await expect(flag).toHaveCount(1);
      await expect(flag).toContainText(c.email);
      await expect(cart.getByTestId('cart-item').first().getByTestId('cart-example-flag')).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/studio-price-cart-${locale}-${size.name}.png`,
      });
    });
  }
}

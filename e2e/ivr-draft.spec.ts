// The IVR builder's menu survives a reload, and a set's cart line has Edit: it opens the set in
// the builder of the set's language from any page, and "Update cart line" saves into that line
// (#21 item 6 for the studio, #22 for the builder). English at desktop width and German at phone width.
import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, localePath, readMessages, ivrBuilder } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

/** The words the cart lists for the set's first prompt (the welcome), as the server counted them. */
async function welcomeWordsInCart(page: Page): Promise<number> {
  const cart = page.getByTestId('panel-cart');
  await cart.getByTestId('cart-item').locator('summary').click();
  const row = cart.getByTestId('cart-ivr-prompt').first();
  await expect(row).toHaveText(/[1-9]\d*/);
  return Number(/(\d+)\D*$/.exec((await row.textContent()) ?? '')?.[1]);
}

const cases = [
  {
    locale: 'en',
    viewport: { width: 1280, height: 800 },
    from: '/de/',
    welcome: 'Thank you for calling Acme Dental.',
    longer: 'Thank you for calling Acme Dental, your friendly practice in the heart of Springfield.',
  },
  {
    locale: 'de',
    viewport: { width: 390, height: 844 },
    from: '/de/help/',
    welcome: 'Willkommen bei Zahnarztpraxis Sonne.',
    longer: 'Willkommen bei Zahnarztpraxis Sonne, Ihrer freundlichen Praxis mitten in der Altstadt von Ulm.',
  },
] as const;

for (const c of cases) {
  test(`IVR draft (${c.locale}, ${c.viewport.width} px): reload keeps the menu, cart Edit from another page updates the line`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const m = readMessages(c.locale);
    const builderUrl = localePath(c.locale, '/voice-prompt/');
    await page.setViewportSize(c.viewport);
    await page.goto(builderUrl);
    await ivrBuilder(page);
    await page.getByTestId('option-label-0').fill('Termine online');
    await page.getByTestId('prompt-welcome').fill(c.welcome);

    await page.reload();
    await expect(page.getByTestId('option-label-0')).toHaveValue('Termine online');
    await expect(page.getByTestId('prompt-welcome')).toHaveValue(c.welcome);
    await expect(page.getByTestId('prompt-main-menu')).toHaveValue(/Termine online/);

    await expect(page.getByTestId('prompt-cost-welcome')).toHaveText(/\d/, { timeout: 30_000 });
    await page.getByTestId('ivr-add-set').click();
    await page.getByTestId('ivr-view-cart').click();
    const before = await welcomeWordsInCart(page);

    // Another page in another language: the cart's Edit takes the visitor to the set's builder.
    await page.goto(c.from);
    const nav = readMessages(c.from.startsWith('/de/') ? 'de' : 'en').nav;
    await page.getByRole('button', { name: new RegExp(`^${nav.cart.split(',')[0]}`) }).click();
    const cart = page.getByTestId('panel-cart');
    await expect(cart.getByTestId('cart-item')).toHaveCount(1);
    await cart.getByTestId('cart-edit').click();
    await page.waitForURL((url) => url.pathname === builderUrl);
    await expect(page.getByTestId('prompt-welcome')).toHaveValue(c.welcome);
    await expect(page.getByTestId('option-label-0')).toHaveValue('Termine online');
    const save = page.getByTestId('ivr-add-set');
    await expect(save).toHaveText(m.cart.updateLine);
    await expect(page.getByTestId('ivr-add-as-new')).toHaveText(m.cart.addAsNew);

    await page.getByTestId('prompt-welcome').fill(c.longer);
    await expect(page.getByTestId('prompt-cost-welcome')).toHaveText(/\d/, { timeout: 30_000 });
    await save.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/screenshots/ivr-draft-editing-${c.locale}-${c.viewport.width}.png`,
    });
    await save.click();
    await expect(save).toHaveText(m.cart.updated);
    await page.getByTestId('ivr-view-cart').click();
    await expect(cart.getByTestId('cart-item')).toHaveCount(1);
    const after = await welcomeWordsInCart(page);
    expect(after).toBeGreaterThan(before);
    await page.screenshot({
      path: `test-results/screenshots/ivr-draft-cart-${c.locale}-${c.viewport.width}.png`,
    });

    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('greeting-studio') ?? '{}').state.items as {
          spec: { tree: { prompts: { id: string; text: string }[] } };
        }[],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.spec.tree.prompts.find((p) => p.id === 'welcome')?.text).toBe(c.longer);
  });
}

// Nothing lost by accident, small things a buyer notices (#21 items 6 and 7), in German and Greek
// at phone and desktop width: the studio's draft survives a full reload, a cart line's Edit
// updates that line, pause tokens and numbers read the page's way, the keyboard reaches Listen
// within 10 Tabs, and the first visit's cookie notice never covers Listen or Add to cart.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCartKeepingExamples, dismissConsent, readMessages } from './helpers';

const sizes = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;

const pauseForm = { de: '[Pause 2 s]', el: '[παύση 2 δ]' } as const;

// The first page of a run starts the voice engines: a busy machine needs a while.
test.setTimeout(120_000);

async function studioReady(page: Page) {
  await expect(page.getByTestId('script-text')).not.toHaveValue('');
  await expect(page.getByTestId('voice-list').locator('input:checked')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('listen-button')).toBeEnabled({ timeout: 30_000 });
}

/** What the spec stores (the canonical text), read from the saved draft. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('greeting-studio') ?? '{}').state?.draft?.spec?.text ?? '',
  );
}

/** Nothing else is drawn over the middle of the element (the cookie notice included). */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.top + 4],
      [r.right - 4, r.bottom - 4],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (hit === el || el.contains(hit));
    });
  });
}

for (const size of sizes)
  for (const locale of ['de', 'el'] as const) {
    test.describe(`${locale} at ${size.name} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });
      const m = readMessages(locale);

      test('the draft survives a reload, and pause tokens and numbers read the page’s way', async ({
        page,
      }) => {
        await dismissConsent(page);
        await page.goto(`/${locale}/`);
        await studioReady(page);
        const text = page.getByTestId('script-text');
        await page.getByTestId('use-case-on-hold').check({ force: true });
        await expect(text).toHaveValue(new RegExp(pauseForm[locale].replace(/[[\]]/g, '\\$&')));
        await expect(text).not.toHaveValue(/\[pause/);
        expect(await storedText(page)).toContain('[pause 2s]');
        // Pause lengths keep the decimal comma.
        await expect(page.getByTestId('pause-length')).toContainText('0,5');
        await expect(page.getByTestId('pause-length')).not.toContainText('0.5');

        await page.getByTestId('template-friendly').check({ force: true });
        await page.getByTestId('field-company').fill('Acme Sanitär');
        await expect(text).toHaveValue(/Acme Sanitär/);
        const edited = `${await text.inputValue()} Bis bald.`;
        await text.fill(edited);
        const voices = page.getByTestId('voice-list').locator('input[type=radio]');
        await voices.nth(1).check({ force: true });
        const voice = await voices.nth(1).getAttribute('value');
        // The draft is saved on every change: wait until it is stored, then reload.
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('greeting-studio') ?? ''))
          .toContain('Bis bald.');
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('greeting-studio') ?? ''))
          .toContain(`"${voice}"`);

        await page.reload();
        await studioReady(page);
        await expect(text).toHaveValue(edited);
        await expect(page.getByTestId('use-case-on-hold')).toBeChecked();
        await expect(page.getByTestId('template-friendly')).toBeChecked();
        await expect(page.getByTestId('field-company')).toHaveValue('Acme Sanitär');
        await expect(page.getByTestId('voice-list').locator('input:checked')).toHaveAttribute(
          'value',
          voice!,
        );
        await page.screenshot({
          path: `test-results/screenshots/buyer-draft-reload-${locale}-${size.name}.png`,
        });
      });

      test('Edit on a cart line restores the draft and "Update cart line" saves into it', async ({
        page,
      }) => {
        await dismissConsent(page);
        await page.goto(`/${locale}/`);
        await studioReady(page);
        await page.getByTestId('field-company').fill('Erste Firma');
        await addToCartKeepingExamples(page);
        await page.getByTestId('field-company').fill('Zweite Firma');
        await addToCartKeepingExamples(page);
        await page.getByTestId('view-cart').click();
        const lines = page.getByTestId('cart-item');
        await expect(lines).toHaveCount(2);
        await lines.first().getByTestId('cart-edit').click();
        await expect(page.getByTestId('field-company')).toHaveValue('Erste Firma');
        await expect(page.getByTestId('add-to-cart')).toHaveText(m.cart.updateLine);
        await page.getByTestId('field-company').fill('Erste Firma GmbH');
        await addToCartKeepingExamples(page);
        await page.getByTestId('view-cart').click();
        await expect(lines).toHaveCount(2);
        const texts = await page.evaluate(() =>
          (
            JSON.parse(localStorage.getItem('greeting-studio') ?? '{}').state.items as {
              spec: { text: string };
            }[]
          ).map((i) => i.spec.text),
        );
        expect(texts).toHaveLength(2);
        expect(texts[0]).toContain('Erste Firma GmbH');
        expect(texts[1]).toContain('Zweite Firma');
        expect(texts[1]).not.toContain('Erste Firma');
        await page.screenshot({
          path: `test-results/screenshots/buyer-draft-cart-${locale}-${size.name}.png`,
        });
      });

      test('a skip link leads to the studio and Listen is reached within 10 Tabs', async ({ page }) => {
        await dismissConsent(page);
        await page.goto(`/${locale}/`);
        await studioReady(page);
        let tabs = 0;
        for (; tabs < 10;) {
          await page.keyboard.press('Tab');
          tabs++;
          const id = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
          if (id === 'listen-button') break;
          // A keyboard user follows the skip links (Enter), as they are there for.
          if (id === 'skip-to-studio' || id === 'skip-to-listen') await page.keyboard.press('Enter');
        }
        await expect(page.getByTestId('listen-button')).toBeFocused();
        expect(tabs).toBeLessThanOrEqual(10);
      });

      test('the first visit’s cookie notice covers neither Listen nor Add to cart', async ({ page }) => {
        await page.goto(`/${locale}/`);
        await studioReady(page);
        const notice = page.getByTestId('cookie-consent');
        await expect(notice).toBeVisible();
        for (const id of ['listen-button', 'add-to-cart']) {
          const target = page.getByTestId(id);
          // The worst case: scrolled just into view at the bottom of the screen.
          await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
          expect(await uncovered(target), `${id} is covered`).toBe(true);
        }
        await page.screenshot({
          path: `test-results/screenshots/buyer-draft-consent-${locale}-${size.name}.png`,
        });
      });
    });
  }

// #21 item 4: the order page's players show the length before play. A long MP3 came without a
// Content-Length and without ranges, so the browser could not tell its length from the header.
for (const size of sizes)
  test(`the order page's player shows the length before play at ${size.name} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const started = await request.post('/api/checkout/', {
      data: {
        items: [
          {
            useCase: 'business-voicemail',
            locale: 'de',
            text: 'Vielen Dank für Ihren Anruf. '.repeat(25),
            voice: { id: 'espeak-de-lena' },
          },
        ],
        currency: 'EUR',
        locale: 'de',
        buyer: {
          email: `length-${size.name}-${Date.now()}@example.com`,
          name: 'Erika Muster',
          country: 'DE',
        },
        method: 'test',
        withdrawalConsent: true,
      },
    });
    expect(started.status()).toBe(201);
    const order = (await started.json()) as { orderId: string; token: string; orderUrl: string };
    expect(
      (
        await request.post('/api/checkout/test-pay/', {
          data: { orderId: order.orderId, token: order.token },
        })
      ).status(),
    ).toBe(200);
    const url = new URL(order.orderUrl);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('file-duration').first()).toContainText(/\d:\d\d/);
    const paused = await page
      .locator('audio')
      .first()
      .evaluate((a: HTMLAudioElement) => a.paused && a.currentTime === 0);
    expect(paused).toBe(true);
  });

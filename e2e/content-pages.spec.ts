import { expect, test } from '@playwright/test';
import { phoneSystems } from '@/lib/greeting/spec-values';
import { dismissConsent, localePath, locales, readMessages } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

/** Each content page and the least number of h2 sections its guide must have. */
const pages = [
  { path: '/help/', sections: 7 },
  { path: '/legal/', sections: 4 },
  { path: '/on-hold/', sections: 8 },
  { path: '/voice-prompt/', sections: 6 },
] as const;

for (const locale of locales) {
  for (const { path, sections } of pages) {
    test(`${locale} ${path}: 200, one h1, its sections and table of contents`, async ({ page }) => {
      const response = await page.goto(localePath(locale, path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      const guide = page.locator('section[id].scroll-mt-24');
      expect(await guide.count()).toBeGreaterThanOrEqual(sections);
      // Every table of contents entry points at a section on the page.
      const toc = page.locator('nav a[href^="#"]');
      expect(await toc.count()).toBeGreaterThanOrEqual(sections);
      for (const href of await toc.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        await expect(page.locator(href)).toHaveCount(1);
      }
      // No message key or ICU placeholder leaks into the page.
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/\{[a-z]+\}|(help|legal|onHold|voicePrompt)Page\./);
    });
  }

  test(`${locale} /help/ lists every phone system with its file format`, async ({ page }) => {
    await page.goto(localePath(locale, '/help/'));
    const m = readMessages(locale).mixer;
    for (const system of phoneSystems) {
      const block = page.locator(`#system-${system}`);
      await expect(block.locator('h3')).toHaveText(m.systems[system]);
      await expect(page.locator('table').first()).toContainText(m.systems[system]);
    }
    await expect(page.locator('#system-3cx')).toContainText(m.presets['pcm-8k']);
    await expect(page.locator('#system-cisco')).toContainText(m.presets['ulaw-8k']);
    await expect(page.locator('#system-teams')).toContainText(m.presets['wideband-16k']);
    await expect(page.locator('#system-zoom')).toContainText(m.presets['cloud-mp3']);
  });

  test(`${locale} /legal/ has the cookie policy and the seller's details`, async ({ page }) => {
    await page.goto(localePath(locale, '/legal/#cookies'));
    const cookies = page.locator('section#cookies');
    await expect(cookies).toBeVisible();
    for (const name of ['i18n_redirected', '__session', 'greeting-studio', 'firebaseLocalStorageDb']) {
      await expect(cookies.locator('table')).toContainText(name);
    }
    await expect(page.locator('section#imprint')).toContainText('@');
    // The e2e server runs on the sample seller, so the page says so.
    await expect(page.getByTestId('legal-sample-data-notice')).toBeVisible();
    // The policy names the cookie popup's own buttons, and its button reopens the popup.
    const m = readMessages(locale);
    for (const label of [m.consent.acceptAll, m.consent.necessaryOnly, m.consent.settings]) {
      await expect(cookies).toContainText(label);
    }
    // A click before hydration does nothing: retry until the popup answers.
    await expect(async () => {
      await cookies.getByRole('button', { name: m.footer.cookieSettings }).click();
      await expect(page.getByTestId('cookie-consent')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
}

test('en: an on-hold example opens the studio with the on-hold preset and its script', async ({ page }) => {
  await page.goto('/on-hold/');
  const link = page.locator('#examples').getByTestId('open-in-studio').nth(1);
  await expect(link).toHaveAttribute('href', '/?useCase=on-hold&template=friendly#studio');
  await link.click();
  await expect(page).toHaveURL(/\/\?useCase=on-hold&template=friendly#studio$/);
  await expect(page.getByTestId('use-case-on-hold')).toBeChecked();
  const text = page.getByTestId('script-text');
  await expect(text).toHaveValue(/^Thanks for holding!/);
});

test('en: a free example script opens the studio with exactly that script', async ({ page }) => {
  const script = readMessages('en').onHoldPage.examples.rotation.text;
  await page.goto('/on-hold/');
  await page.locator('#examples').getByTestId('open-in-studio').nth(2).click();
  await expect(page).toHaveURL(/\/\?useCase=on-hold&text=.+#studio$/);
  await expect(page.getByTestId('use-case-on-hold')).toBeChecked();
  await expect(page.getByTestId('script-text')).toHaveValue(script);
});

test('el: an after-hours prompt example opens the Greek studio with that use case', async ({ page }) => {
  await page.goto('/el/voice-prompt/');
  const link = page.locator('#examples').getByTestId('open-in-studio').nth(2);
  await expect(link).toHaveAttribute('href', '/el/?useCase=out-of-hours&template=professional#studio');
  await link.click();
  await expect(page).toHaveURL(/\/el\/\?useCase=out-of-hours&template=professional#studio$/);
  await expect(page.getByTestId('use-case-out-of-hours')).toBeChecked();
  await expect(page.getByTestId('script-text')).not.toHaveValue('');
});

test('de: the IVR menu example opens the studio with the IVR use case', async ({ page }) => {
  await page.goto('/de/voice-prompt/');
  await page.locator('#examples').getByTestId('open-in-studio').first().click();
  await expect(page.getByTestId('use-case-ivr')).toBeChecked();
  await expect(page.getByTestId('script-text')).toHaveValue(/drücken Sie/);
});

test('screenshots of the content pages at 390 and 1280 px (en, el)', async ({ page }) => {
  test.setTimeout(240_000);
  for (const locale of ['en', 'el'] as const) {
    for (const { path } of pages) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localePath(locale, path));
        await page.locator('h1').waitFor();
        const name = `${locale}${path.replaceAll('/', '-')}${width}.png`;
        await page.screenshot({
          path: `${process.env.PW_OUTPUT_DIR ?? 'test-results'}/shots/${name}`,
          fullPage: true,
        });
      }
    }
  }
});

// SVOX Pico is the German default: the studio preselects it, labels its tier, and the server
// speaks it. Screenshots of the voice picker in German and Greek for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, readMessages } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

const de = readMessages('de');

async function openStudio(page: Page, path: string) {
  await page.goto(path);
  // The first page after the server starts also waits for the speech workers to load their engines.
  await expect(page.getByTestId('voice-list').locator('input:checked')).toHaveCount(1, { timeout: 60_000 });
}

test('the German studio preselects the Pico voice, says what it is, and /api/tts/ speaks it', async ({ page }) => {
  test.slow();
  await openStudio(page, '/de/');
  const checked = page.getByTestId('voice-list').locator('input:checked');
  await expect(checked).toHaveAttribute('value', 'pico-de-de');
  await expect(page.getByTestId('voice-tier-pico-de-de')).toHaveText(de.studio.tier.standard);
  await expect(page.getByTestId('voice-tier-espeak-de-jonas')).toHaveText(de.studio.tier.basic);

  const spoken = page.waitForResponse(
    (r) => /^\/api\/(tts|preview)\/$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
    { timeout: 45_000 },
  );
  await page.getByTestId('listen-button').click();
  const response = await spoken;
  expect(response.status()).toBe(200);
  expect(response.request().postData()).toContain('pico-de-de');
  expect((await response.body()).byteLength).toBeGreaterThan(48_000);
});

test('GET /api/voices/ lists Pico first for de, fr, es, it with its tier; /api/tts/ answers German WAV', async ({ request }) => {
  const voices = (await (await request.get('/api/voices/')).json()) as { id: string; locale: string; tier: string }[];
  for (const language of ['de', 'fr', 'es', 'it']) {
    const first = voices.find((v) => v.locale.startsWith(`${language}-`));
    expect(first?.id, language).toBe(`pico-${language}-${language}`);
    expect(first?.tier, language).toBe('standard');
  }
  expect(voices.find((v) => v.id === 'pico-en-gb')?.locale).toBe('en-GB');
  expect(voices.filter((v) => v.id.startsWith('espeak-')).every((v) => v.tier === 'basic')).toBe(true);

  const wav = await request.post('/api/tts/', {
    data: { text: 'Guten Tag, Sie sind verbunden mit der Praxis Berger.', voiceId: 'pico-de-de' },
  });
  expect(wav.status()).toBe(200);
  expect(wav.headers()['content-type']).toContain('audio/wav');
  // 24 kHz, 16-bit mono: more than two seconds of speech.
  expect((await wav.body()).byteLength).toBeGreaterThan(2 * 24_000 * 2);
});

for (const locale of ['de', 'el'] as const) {
  for (const width of [390, 1280]) {
    test(`voice picker screenshot ${locale} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      await openStudio(page, `/${locale}/`);
      const picker = page.getByTestId('voice-list').locator('xpath=ancestor::fieldset[1]');
      await picker.scrollIntoViewIfNeeded();
      await picker.screenshot({ path: `test-results/screenshots/voice-picker-${locale}-${width}.png` });
      // Every card names its tier, and no label spills out of its card.
      const cards = page.getByTestId('voice-list').locator('label');
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < count; i++) {
        const label = cards.nth(i);
        await expect(label.locator('[data-testid^=voice-tier-]')).not.toBeEmpty();
        const box = await label.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(60);
      }
    });
  }
}

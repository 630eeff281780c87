import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, readMessages, ivrBuilder } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

const de = readMessages('de');

/** The text of the next prompt the simulator asks /api/tts/ to speak. */
function nextSpoken(page: Page) {
  return page
    .waitForRequest((r) => r.url().endsWith('/api/tts/') && r.method() === 'POST', { timeout: 30_000 })
    .then((r) => (r.postDataJSON() as { text: string }).text);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`German IVR: three options, press 2, then wait for the timeout (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/de/voice-prompt/');
    await ivrBuilder(page);
    await page.getByTestId('ivr-industry').selectOption('it-support');
    await page.getByTestId('ivr-company').fill('Nordwind Technik');
    await page.getByRole('button', { name: de.ivr.applyTemplate }).click();
    // A three-option menu: drop the operator (0) and the repeat key (*).
    await page.getByTestId('option-remove-4').click();
    await page.getByTestId('option-remove-3').click();
    await page.getByTestId('option-label-1').fill('Support');
    const menu = page.getByTestId('prompt-main-menu');
    await expect(menu).toHaveValue(/Für Support drücken Sie bitte die 2\./);
    await page.getByTestId('ivr-timeout').fill('2');

    const welcome = nextSpoken(page);
    await page.getByTestId('call-button').click();
    expect(await welcome).toBe('Herzlich willkommen bei Nordwind Technik.');
    const status = page.getByTestId('call-status');
    await expect(status).toHaveText('Es läuft: Hauptmenü', { timeout: 30_000 });
    const support = nextSpoken(page);
    await page.keyboard.press('2');
    expect(await support).toBe('Einen Moment bitte, wir verbinden Sie mit unserem Team für Support.');
    await expect(page.getByTestId('call-keys')).toHaveText('Gedrückte Tasten: 2');
    await expect(status).toHaveText('Anruf durchgestellt zu: Support.', { timeout: 30_000 });

    // A second call, with no key pressed: the timeout prompt after two seconds.
    await page.getByTestId('call-button').click();
    await expect(status).toHaveText('Warte 2 s auf eine Taste …', { timeout: 30_000 });
    const timeout = nextSpoken(page);
    expect(await timeout).toBe('Wir haben leider keine Auswahl erhalten.');
    await page.getByTestId('call-button').click();
    await expect(page.getByTestId('call-button')).toHaveText(de.ivr.simulator.call);
  });
}

test('IVR: another voice for the whole set is the one a prompt’s Listen asks for', async ({ page }) => {
  await page.goto('/de/voice-prompt/');
  await ivrBuilder(page);
  const voice = page.getByTestId('ivr-voice');
  await expect(voice).toBeEnabled({ timeout: 30_000 });
  const first = await voice.inputValue();
  const ids = await voice
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const other = ids.find((id) => id !== first);
  expect(other, 'a second German voice to choose').toBeTruthy();
  await voice.selectOption(other!);

  const listen = page.getByRole('button', {
    name: de.ivr.listenPrompt.replace('{title}', 'Begrüßung'),
  });
  const request = page.waitForRequest((r) => r.url().endsWith('/api/tts/') && r.method() === 'POST');
  await listen.click();
  expect((await request).postDataJSON()).toMatchObject({
    voiceId: other,
    text: expect.stringContaining('Herzlich willkommen'),
  });
  const stop = page.getByRole('button', { name: de.ivr.stopPrompt.replace('{title}', 'Begrüßung') });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  await stop.click();
  await expect(listen).toHaveAttribute('aria-pressed', 'false');
});

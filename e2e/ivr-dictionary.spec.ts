// The pronunciation dictionary in the real IVR builder (/voice-prompt/, #33 item 6): select a word
// in a prompt, "Pronounce as…", save it; the prompt's preview request carries the entry, the entry
// survives a reload (the set's draft), and once removed the preview is spoken without it.
import { expect, test, type Page, type Request } from '@playwright/test';
import { dismissConsent, ivrBuilder } from './helpers';

const welcome = 'Thank you for calling ACME Travel.';
const entry = { locale: 'en', word: 'ACME', sayAs: 'Ackmee' };

type TtsBody = { text: string; pronunciations?: unknown };

/** The next POST /api/tts/ whose text is the welcome prompt's. */
const welcomePreview = (page: Page) =>
  page.waitForRequest(
    (r: Request) =>
      r.method() === 'POST' &&
      new URL(r.url()).pathname === '/api/tts/' &&
      (r.postDataJSON() as TtsBody).text.includes('ACME'),
    { timeout: 60_000 },
  );

/** Listen to the welcome prompt; a sample still playing is waited out (a click on it would stop it). */
async function listenToWelcome(page: Page) {
  const listen = page.getByTestId('prompt-listen-welcome');
  await expect(listen).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
  await listen.click();
}

async function selectInWelcome(page: Page, word: string) {
  await page.getByTestId('prompt-welcome').evaluate((el: HTMLTextAreaElement, w) => {
    const at = el.value.indexOf(w);
    el.focus();
    el.setSelectionRange(at, at + w.length);
  }, word);
}

/** Buttons a phone user taps must be at least 44 px high and wide (WCAG 2.5.5 / our design). */
async function expectTapTargets(page: Page, testIds: string[]) {
  for (const id of testIds) {
    for (const button of await page.getByTestId(id).all()) {
      const box = await button.boundingBox();
      expect(box, id).not.toBeNull();
      expect(box!.height, `${id} height`).toBeGreaterThanOrEqual(44);
      expect(box!.width, `${id} width`).toBeGreaterThanOrEqual(44);
    }
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`IVR builder dictionary (${viewport.width} px): add a word, hear prompts with it, keep it over a reload, remove it`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await dismissConsent(page);
    await page.setViewportSize(viewport);
    await page.goto('/voice-prompt/');
    const builder = await ivrBuilder(page);
    // The builder has hydrated and priced its prompts. Its start can still set the prompts'
    // words once more (the visitor's region is read after hydration): fill until the text holds.
    await expect(page.getByTestId('prompt-cost-welcome')).toHaveText(/\d/, { timeout: 30_000 });
    const box = page.getByTestId('prompt-welcome');
    await expect(async () => {
      await box.fill(welcome);
      await expect(box).toHaveValue(welcome, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    // The selected word fills the form (again until the builder's start has settled: a late
    // restore re-renders the prompts and drops the selection).
    await expect(async () => {
      if (await builder.getByTestId('pronounce-close').isVisible())
        await builder.getByTestId('pronounce-close').click();
      if ((await box.inputValue()) !== welcome) await box.fill(welcome);
      await selectInWelcome(page, entry.word);
      await builder.getByTestId('pronounce-open').click();
      await expect(builder.getByTestId('pronounce-word')).toHaveValue(entry.word, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await builder.getByTestId('pronounce-say-as').fill(entry.sayAs);
    await builder.getByTestId('pronounce-save').click();
    await expect(builder.getByTestId('pronounce-list')).toContainText(`${entry.word} → ${entry.sayAs}`);
    await builder.getByTestId('pronounce-list').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/ivr-dictionary-${viewport.width}.png` });
    if (viewport.width < 640)
      await expectTapTargets(page, [
        'pronounce-open',
        'pronounce-close',
        'pronounce-hear',
        'pronounce-save',
        'pronounce-remove',
        // The prompt rows beside it: a prompt's voice, Listen and Leave out.
        'prompt-voice-welcome',
        'prompt-listen-welcome',
        'prompt-remove-hold',
      ]);

    // The welcome prompt's preview is spoken with the entry.
    const heard = welcomePreview(page);
    await listenToWelcome(page);
    expect(((await heard).postDataJSON() as TtsBody).pronunciations).toEqual([entry]);

    // The set's draft keeps the word: after a reload the prompts are still spoken with it.
    await expect(page.getByTestId('prompt-welcome')).toHaveValue(welcome);
    await page.reload();
    await expect(page.getByTestId('prompt-welcome')).toHaveValue(welcome);
    await builder.getByTestId('pronounce-open').click();
    await expect(builder.getByTestId('pronounce-list')).toContainText(`${entry.word} → ${entry.sayAs}`);
    const heardAgain = welcomePreview(page);
    await listenToWelcome(page);
    expect(((await heardAgain).postDataJSON() as TtsBody).pronunciations).toEqual([entry]);

    // Removed: the list is empty and the preview goes out without it.
    await builder.getByTestId('pronounce-remove').click();
    await expect(builder.getByTestId('pronounce-remove')).toHaveCount(0);
    await expect(builder.getByText(`${entry.word} → ${entry.sayAs}`)).toHaveCount(0);
    const plain = welcomePreview(page);
    await listenToWelcome(page);
    expect(((await plain).postDataJSON() as TtsBody).pronunciations).toBeUndefined();
  });
}

// The pronunciation dictionary in the real studio: select a word, "Pronounce as…", hear just that
// word (the /api/tts/ request carries the entry and the audio differs), and buy the greeting: the
// checkout sends the entry with the spec and the paid file is spoken with it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dismissConsent, writeScript } from './helpers';

const text = 'Thank you for calling ACME. Please leave a message after the tone.';
const entry = { word: 'ACME', sayAs: 'the American Company for Making Everything' };

type TtsBody = { text: string; voiceId: string; locale?: string; pronunciations?: unknown };

/** Seconds of a PCM WAV (data chunk size over byte rate). */
function wavSeconds(bytes: Buffer): number {
  const byteRate = bytes.readUInt32LE(28);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'data') return size / byteRate;
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

async function ttsSeconds(request: APIRequestContext, body: TtsBody): Promise<number> {
  const response = await request.post('/api/tts/', { data: body });
  expect(response.status()).toBe(200);
  return wavSeconds(await response.body());
}

async function selectWord(page: Page, word: string) {
  const box = page.getByTestId('script-text');
  await box.evaluate((el: HTMLTextAreaElement, w) => {
    const at = el.value.indexOf(w);
    el.focus();
    el.setSelectionRange(at, at + w.length);
  }, word);
}

test('add a dictionary entry, hear it, and buy the greeting spoken with it', async ({ page, request }) => {
  test.setTimeout(300_000);
  await dismissConsent(page);
  await page.goto('/');
  await writeScript(page, text);
  await selectWord(page, entry.word);
  await page.getByTestId('pronounce-open').click();
  await expect(page.getByTestId('pronounce-word')).toHaveValue(entry.word);

  // Hear the word as it is, then as the entry says: two requests, two different sounds.
  const heard: { body: TtsBody }[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tts/' && r.ok())
      heard.push({ body: r.request().postDataJSON() as TtsBody });
  });
  await page.getByTestId('pronounce-hear').click();
  await expect.poll(() => heard.length, { timeout: 60_000 }).toBe(1);
  await page.getByTestId('pronounce-say-as').fill(entry.sayAs);
  // The first word has finished (the button stops a sample that still plays).
  await expect(page.getByTestId('pronounce-hear')).toHaveAttribute('data-state', /idle|error/, { timeout: 15_000 });
  await page.getByTestId('pronounce-hear').click();
  await expect.poll(() => heard.length, { timeout: 60_000 }).toBe(2);
  expect(heard[0]!.body).toMatchObject({ text: entry.word });
  expect(heard[0]!.body.pronunciations).toBeUndefined();
  expect(heard[1]!.body).toMatchObject({
    text: entry.word,
    pronunciations: [{ locale: 'en', word: entry.word, sayAs: entry.sayAs }],
  });
  // The same two requests again (server-cached): the entry's audio is the longer sentence.
  const plainWord = await ttsSeconds(request, heard[0]!.body);
  const spokenAs = await ttsSeconds(request, heard[1]!.body);
  expect(spokenAs).toBeGreaterThan(plainWord * 2);

  await page.getByTestId('pronounce-save').click();
  await expect(page.getByTestId('pronounce-list')).toContainText(`${entry.word} → ${entry.sayAs}`);

  // Listen to the whole greeting: its request carries the entry too.
  const listened = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/tts/' && (r.postDataJSON() as TtsBody).text === text,
  );
  await page.getByTestId('listen-button').click();
  const listenBody = (await listened).postDataJSON() as TtsBody;
  expect(listenBody.pronunciations).toEqual([{ locale: 'en', word: entry.word, sayAs: entry.sayAs }]);
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing', { timeout: 120_000 });

  // Buy it with the test method; the order's spec carries the entry.
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('view-cart').click();
  await page.getByTestId('go-checkout').click();
  const checkout = page.getByTestId('panel-checkout');
  await checkout.getByLabel('Email').fill('buyer@example.com');
  await checkout.getByLabel('Full name').fill('Erika Muster');
  await checkout.getByLabel('Country').selectOption('DE');
  await checkout.getByRole('checkbox', { name: /expressly ask you to begin producing/ }).check();
  const ordered = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout/',
  );
  await checkout.getByTestId('pay-test').click();
  const order = (await ordered).postDataJSON() as { items: { pronunciations?: unknown; voice: { id: string } }[] };
  expect(order.items[0]!.pronunciations).toEqual([{ locale: 'en', word: entry.word, sayAs: entry.sayAs }]);
  await page.waitForURL(/\/order\/\?id=/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', { timeout: 120_000 });

  // The paid file in WAV: as long as the greeting spoken with the entry, longer than without it.
  const picker = page.getByTestId('format-picker');
  await picker.getByRole('combobox', { name: 'Another format' }).selectOption('wideband-16k');
  await picker.getByRole('button', { name: 'Add this format' }).click();
  const wav = page
    .getByTestId('order-file')
    .filter({ has: page.getByTestId('file-name').filter({ hasText: /-wideband-16k\.wav$/ }) });
  await expect(wav).toHaveCount(1, { timeout: 90_000 });
  const href = await wav.getByTestId('file-download').getAttribute('href');
  const paid = wavSeconds(await (await request.get(href ?? '')).body());
  const voiceId = order.items[0]!.voice.id;
  const spokenWith = await ttsSeconds(request, { text, voiceId, locale: 'en', pronunciations: listenBody.pronunciations });
  const spokenWithout = await ttsSeconds(request, { text, voiceId, locale: 'en' });
  expect(spokenWith - spokenWithout).toBeGreaterThan(1);
  // The mix adds the voice delay and edges, never removes speech.
  expect(paid).toBeGreaterThan(spokenWith - 0.1);
  expect(paid).toBeLessThan(spokenWith + 3);
});

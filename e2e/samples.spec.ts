import { expect, test } from '@playwright/test';
import { dismissConsent } from './helpers';

test.beforeEach(async ({ page }) => dismissConsent(page));

test('the samples gallery filters, plays one sample at a time and caches the audio', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const response = await page.goto('/tools/samples/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  const cards = page.getByTestId('sample-card');
  expect(await cards.count()).toBeGreaterThan(8);

  // Filter to one use case: only its cards remain, and each links to the studio preset.
  // The gallery sits in the site frame: its controls and headings are looked up inside <main>.
  const main = page.getByRole('main');
  await main.getByLabel('Use case').selectOption('out-of-hours');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Out of hours']);
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  for (const href of hrefs)
    expect(href).toMatch(/^\/\?useCase=out-of-hours&template=\w+&voice=[\w-]+#studio$/);

  // Play by keyboard; the audio is synthesized on this first request.
  const first = cards.first();
  const audio = page.waitForResponse((r) => r.url().includes('/api/samples/'), { timeout: 60_000 });
  await first.getByRole('button', { name: /^Play/ }).focus();
  await page.keyboard.press('Enter');
  const res = await audio;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('audio/wav');
  // The browser's request made the audio (the server's compression may hide its length here).
  expect(res.headers()['x-cache']).toBe('miss');
  await expect(first.getByRole('button', { name: /^Stop/ })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });

  // Starting another sample stops the first one.
  await cards.nth(1).getByRole('button', { name: /^Play/ }).click();
  await expect(first.getByRole('button', { name: /^Play/ })).toHaveAttribute('aria-pressed', 'false');

  // The same sample again comes from the cache, as real audio: a RIFF/WAVE file of some length.
  const again = await request.get(new URL(res.url()).pathname);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-cache']).toBe('hit');
  const body = await again.body();
  expect(body.byteLength).toBeGreaterThan(10_000);
  expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(body.subarray(8, 12).toString('latin1')).toBe('WAVE');
});

test("switching the language shows that language's voices and links to its studio", async ({ page }) => {
  await page.goto('/tools/samples/');
  // Inside <main>: the header's language button is labelled "Language" too.
  await page.getByRole('main').getByLabel('Language').selectOption('el');
  const link = page.getByTestId('sample-card').first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/el\/\?useCase=/);
  await expect(page.getByTestId('sample-card').first().locator('p[lang="el"]')).toHaveCount(1);
});

test("a sample's studio link opens the studio with that voice, use case and style", async ({ page }) => {
  await page.goto('/tools/samples/');
  await page.getByRole('main').getByLabel('Use case').selectOption('on-hold');
  // A card whose voice is not the one the studio would pick by itself (the best English voice, first).
  const catalog = (await (await page.request.get('/api/voices/')).json()) as { id: string; locale: string }[];
  const best = catalog.find((v) => v.locale.startsWith('en'))?.id;
  const hrefs = await page
    .getByTestId('sample-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const index = hrefs.findIndex((h) => new URL(h, 'http://x').searchParams.get('voice') !== best);
  expect(index).toBeGreaterThanOrEqual(0);
  const card = page.getByTestId('sample-card').nth(index);
  const query = new URL(hrefs[index] ?? '', 'http://x').searchParams;
  const voice = query.get('voice') ?? '';
  expect(voice).not.toBe('');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/\?useCase=on-hold&.*#studio$/);
  await expect(page.getByTestId(`voice-${voice}`)).toBeChecked({ timeout: 30_000 });
  await expect(page.getByTestId('voice-list').locator('input:checked')).toHaveCount(1);
  await expect(page.getByTestId('use-case-on-hold')).toBeChecked();
  await expect(page.getByTestId(`template-${query.get('template') ?? ''}`)).toBeChecked();
});

test('an unknown sample is a 404', async ({ request }) => {
  const res = await request.get('/api/samples/nope~business-voicemail/');
  expect(res.status()).toBe(404);
  expect((await res.json()) as unknown).toMatchObject({ error: { code: 'not-found' } });
});

test('the gallery at 390 px and 1280 px', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/tools/samples/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`samples-${width}.png`) });
  }
});

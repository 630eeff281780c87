// Listen and the live mixer in the real studio: audio plays through Web Audio, and a slider
// moved while playing re-mixes without sending playback back to the start.
import { expect, test, type Page } from '@playwright/test';
import { dismissConsent } from './helpers';

async function position(page: Page): Promise<number> {
  return Number(await page.getByTestId('player-seek').inputValue());
}

async function startListening(page: Page) {
  await dismissConsent(page);
  await page.goto('/');
  await expect(page.getByTestId('mixer')).toBeVisible();
  // The studio picks the default voice once the voice list has loaded.
  await expect(page.getByTestId('voice-list')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('music-tab-calm').click();
  await page.getByTestId('track-still-water').check();
  await expect(page.getByTestId('music-switch')).toBeChecked();
  const listen = page.getByTestId('listen-button');
  await expect(listen).toBeEnabled({ timeout: 20_000 });
  await listen.click();
  const bar = page.getByTestId('player-bar');
  await expect(bar).toHaveAttribute('data-status', 'playing', { timeout: 45_000 });
  await page.getByTestId('player-expand').click();
  await expect(page.getByTestId('player-full')).toBeVisible();
}

test('pick a track and listen: the player shows a non-zero duration and plays', async ({ page }) => {
  test.setTimeout(90_000);
  await startListening(page);
  const duration = await page.getByTestId('player-duration').textContent();
  expect(duration).toMatch(/^\d+:\d\d$/);
  expect(duration).not.toBe('0:00');
  const a = await position(page);
  // Playback moves on: wait for the position to pass, however slowly a loaded machine plays.
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(a);
  await expect(page.getByTestId('waveform')).toBeVisible();
  await expect(page.getByTestId('player-loudness')).toContainText('LUFS');
  await expect(page.getByTestId('total-length')).toHaveAttribute('data-exact', 'true');
});

test('moving the music-volume slider while playing re-mixes live and playback continues', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startListening(page);
  // Half a second into the mix (a state, reached whenever the machine gets there).
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const full = page.getByTestId('player-full');
  const version = Number(await full.getAttribute('data-mix-version'));
  const before = await position(page);
  expect(before).toBeGreaterThan(0.5);

  const slider = page.getByTestId('music-volume');
  const startDb = Number(await slider.inputValue());
  await slider.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue(String(startDb + 6));

  // A new mix was made (quick first, then the exact one once the slider rests)…
  await expect.poll(async () => Number(await full.getAttribute('data-mix-version'))).toBeGreaterThan(version);
  await expect(full).toHaveAttribute('data-exact', 'true');
  // …and playback went on from where it was, not from zero.
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
  const after = await position(page);
  expect(after).toBeGreaterThan(before);
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(after);
});

test('without Web Audio, Listen plays the server-mixed preview MP3', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.AudioContext;
    delete w.webkitAudioContext;
  });
  await dismissConsent(page);
  await page.goto('/');
  await expect(page.getByTestId('voice-list')).toBeVisible({ timeout: 30_000 });
  const preview = page.waitForResponse((r) => r.url().endsWith('/api/preview/') && r.status() === 200);
  await page.getByTestId('listen-button').click();
  expect((await preview).headers()['content-type']).toBe('audio/mpeg');
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing', { timeout: 45_000 });
});

test('on a phone the docked player keeps focused controls and the page end clear, and follows Listen in Tab order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await dismissConsent(page);
  await page.goto('/');
  await expect(page.getByTestId('voice-list')).toBeVisible({ timeout: 30_000 });
  const listen = page.getByTestId('listen-button');
  await expect(listen).toBeEnabled({ timeout: 20_000 });
  await listen.click();
  const bar = page.getByTestId('player-bar');
  await expect(bar).toHaveAttribute('data-status', 'playing', { timeout: 45_000 });

  // Docked to the viewport (not to the page), with its height published for scroll padding.
  const box = await bar.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  const barTop = box?.y ?? 0;
  await expect
    .poll(async () => {
      const padding = await page.evaluate(
        () => getComputedStyle(document.documentElement).scrollPaddingBottom,
      );
      return Math.abs(parseFloat(padding) - (box?.height ?? 0));
    })
    .toBeLessThan(1.5);

  // From Listen, Tab reaches the player within the studio's few action buttons, not after the footer.
  await listen.focus();
  let inBar = false;
  for (let i = 0; i < 5 && !inBar; i++) {
    await page.keyboard.press('Tab');
    inBar = await bar.evaluate((el) => el.contains(document.activeElement));
  }
  expect(inBar).toBe(true);

  // A control focused by keyboard ends above the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('music-switch').focus();
  const control = await page.getByTestId('music-switch').boundingBox();
  expect((control?.y ?? 0) + (control?.height ?? 0)).toBeLessThanOrEqual(barTop + 1);

  // The end of the page (the footer's last line) can scroll out from under the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.locator('footer').last().boundingBox();
  expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(barTop + 1);
});

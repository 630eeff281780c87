// "As callers hear it" in the studio player and the mixer's masking warning, in the real browser:
// the switch keeps playback going from where it was; loud music in the phone band is flagged and
// the warning goes once the music is lowered.
import { expect, test, type Page } from '@playwright/test';
import { dismissConsent } from './helpers';

async function position(page: Page): Promise<number> {
  return Number(await page.getByTestId('player-seek').inputValue());
}

async function listenWithMusic(page: Page) {
  await dismissConsent(page);
  await page.goto('/');
  await expect(page.getByTestId('voice-list')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('music-tab-calm').click();
  await page.getByTestId('track-still-water').check();
  const listen = page.getByTestId('listen-button');
  await expect(listen).toBeEnabled({ timeout: 60_000 });
  await listen.click();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing', { timeout: 120_000 });
  await page.getByTestId('player-expand').click();
  await expect(page.getByTestId('player-full')).toBeVisible();
}

test('the phone-line switch plays the mix as callers hear it without going back to the start', async ({ page }) => {
  test.setTimeout(240_000);
  await listenWithMusic(page);
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const before = await position(page);
  expect(before).toBeGreaterThan(0.5);
  const toggle = page.getByRole('switch', { name: /As callers hear it/ });
  await toggle.check();
  await expect(page.getByTestId('player-full')).toHaveAttribute('data-phone-line', 'true');
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
  expect(await position(page)).toBeGreaterThanOrEqual(before);
  // Playback goes on through the switch: wait for the position to move past where it was.
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThan(before);
  const later = await position(page);
  await toggle.uncheck();
  await expect(page.getByTestId('player-full')).toHaveAttribute('data-phone-line', 'false');
  expect(await position(page)).toBeGreaterThanOrEqual(later);
});

test('the mixer warns when the music would mask the voice on a phone line, and clears when lowered', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await listenWithMusic(page);
  const slider = page.getByTestId('music-volume');
  const voice = page.getByTestId('voice-volume');
  await page.getByTestId('mixer-advanced').locator('summary').click();
  // Music all the way up, voice all the way down: the music covers the voice in the phone band.
  await slider.focus();
  await page.keyboard.press('End');
  await voice.focus();
  await page.keyboard.press('Home');
  const warning = page.getByTestId('masking-warning');
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(warning).toContainText('Lower the music volume or raise the voice volume');
  // Following the advice clears it.
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(warning).toHaveCount(0, { timeout: 30_000 });
});

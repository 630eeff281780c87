import { expect, test } from '@playwright/test';
import { dismissConsent } from './helpers';

// Links are plain <a> elements (no next/link on first load, #9); NavigationEvents hands their
// clicks to the router. A value set on window survives a client-side navigation, not a full load.
const marker = () => (window as unknown as { __gsMarker?: string }).__gsMarker;

test('header, footer and content links navigate client-side to the localized page', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/de/help/');
  // The page the server sent shows at once: a fade-in from transparent would hold back its
  // largest paint (LCP) until the fade ends; pages reached client-side fade in.
  await expect(page.locator('#page')).toHaveCSS('animation-name', 'none');
  await page.evaluate(() => ((window as unknown as { __gsMarker?: string }).__gsMarker = 'kept'));

  await page.getByRole('banner').getByRole('link', { name: 'Warteschleifenansagen' }).click();
  await expect(page).toHaveURL(/\/de\/on-hold\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(marker)).toBe('kept');
  // The out-in transition ran and ended: the new page is not left faded out.
  await expect(page.locator('#page')).not.toHaveAttribute('data-leaving', /.*/);
  await expect(page.locator('#page')).toHaveCSS('animation-name', 'page-in');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Rechtliches' }).click();
  await expect(page).toHaveURL(/\/de\/legal\/$/);
  expect(await page.evaluate(marker)).toBe('kept');

  // A link to the page already shown stays on it without a full reload.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Rechtliches' }).click();
  await expect(page).toHaveURL(/\/de\/legal\/$/);
  expect(await page.evaluate(marker)).toBe('kept');
});

test('a landing page link keeps query and fragment and opens the studio client-side', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/business-voicemail/');
  await page.evaluate(() => ((window as unknown as { __gsMarker?: string }).__gsMarker = 'kept'));
  await page.getByTestId('open-in-studio').first().click();
  await expect(page).toHaveURL(/\/\?useCase=business-voicemail.*#studio$/);
  expect(await page.evaluate(marker)).toBe('kept');
});

test('a click with a modifier key is left to the browser', async ({ page, context }) => {
  await dismissConsent(page);
  await page.goto('/help/');
  const opened = context.waitForEvent('page');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Legal' })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/legal/');
  await expect(page).toHaveURL(/\/help\/$/);
});

import { expect, test } from '@playwright/test';
import { dismissConsent } from './helpers';

// A release that removes the old build's chunks while a tab of the old version is open (issue 24):
// the tab, needing a chunk it never loaded, reloads once to the new build — and within the next
// minute it never reloads again; the part that cannot load says so and offers a reload, while the
// page around it keeps working (it used to end in "An error occurred while showing the error page.").

test.beforeEach(async ({ page }) => dismissConsent(page));

test('a chunk gone with a new release reloads the page once, then no more within the minute', async ({
  page,
}) => {
  const firstLoad = new Set<string>();
  let releaseGone = false;
  const refused: string[] = [];
  // After the first load every script the page has not fetched yet answers 404, as the new build would.
  await page.route('**/_next/static/**', (route) => {
    const url = route.request().url();
    if (!releaseGone) firstLoad.add(url);
    else if (!firstLoad.has(url)) {
      refused.push(url);
      return route.fulfill({ status: 404, body: 'Not Found' });
    }
    return route.continue();
  });
  // Page loads counted by their document request (a reload's load event can take long on a busy machine).
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads++;
  });

  await page.goto('/help/');
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(1);
  releaseGone = true;

  const signIn = page.getByRole('banner').getByRole('button', { name: /Sign in/ });
  await signIn.click();
  // The sign-in code is gone: one reload, to the new build.
  await expect.poll(() => loads, { timeout: 30_000 }).toBe(2);
  expect(refused.length).toBeGreaterThan(0);
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');

  // Still the old chunks refused (the reload was within the minute): no second reload, no crash.
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByTestId('chunk-failed')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(loads).toBe(2);
  await expect(page.getByText('An error occurred while showing the error page.')).toHaveCount(0);
  // The rest of the page still works: the panel closes, the header's buttons answer.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
});

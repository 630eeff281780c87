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
  // The panels' frame loads right after the first scripts; on a busy machine network idle can come
  // before it is requested. It is part of this build's first load: wait for it (the language panel
  // opens from it) before the release removes everything else.
  const language = page.getByRole('banner').getByRole('button', { name: /Language/ });
  await language.click();
  await expect(page.getByRole('dialog', { name: 'Choose a language' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Choose a language' })).toBeHidden();
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
  // The notice is what the guard shows instead of reloading: its decision is made by now.
  expect(loads).toBe(2);
  await expect(page.getByText('An error occurred while showing the error page.')).toHaveCount(0);
  // The rest of the page still works: the panel closes, the header's buttons answer.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(loads).toBe(2);
});

test('the panels\' own code gone: one reload, then the page works on with a notice that offers a reload', async ({
  page,
}) => {
  // Only the scripts this build's HTML names load; everything loaded after them (the panels'
  // frame, the browser behaviours) answers 404, as after a release that removed them.
  const html = await (await page.request.get('/help/')).text();
  const named = new Set(html.match(/\/_next\/static\/chunks\/[^"]+\.js/g) ?? []);
  expect(named.size).toBeGreaterThan(3);
  const refused: string[] = [];
  await page.route('**/_next/static/chunks/*.js', (route) => {
    const { pathname } = new URL(route.request().url());
    if (named.has(pathname)) return route.continue();
    refused.push(pathname);
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads++;
  });

  await page.goto('/help/');
  // Retried, reloaded once, still gone within the minute: a notice instead of a crashed page.
  const notice = page.getByTestId('chunk-failed');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  expect(loads).toBe(2);
  expect(refused.length).toBeGreaterThan(0);
  await expect(notice.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByText('An error occurred while showing the error page.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/chunk-gone-notice-${width}.png` });
  }
});

// Fault: the auth service (the Firebase Auth emulator here, identitytoolkit in production) cannot be
// reached. Pages still render, and signing in shows the localized network error instead of hanging.
import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, openSignIn, readMessages } from './helpers';

const en = readMessages('en');
const de = readMessages('de');

/** Abort every request to the auth service: the emulator's host and Google's auth endpoints. */
async function cutOffAuth(page: Page): Promise<string[]> {
  const config = (await (await page.request.get('/api/auth/config/')).json()) as {
    emulatorHost: string | null;
  };
  const aborted: string[] = [];
  await page.route(
    (url) =>
      (config.emulatorHost !== null && url.host === config.emulatorHost) ||
      /(^|\.)(identitytoolkit|securetoken)\.googleapis\.com$/.test(url.hostname),
    (route) => {
      aborted.push(route.request().url());
      return route.abort('connectionrefused');
    },
  );
  return aborted;
}

test.beforeEach(async ({ page }) => {
  await dismissConsent(page);
});

for (const [locale, messages, path] of [
  ['en', en, '/help/'],
  ['de', de, '/de/'],
] as const) {
  test(`without the auth service, pages render and sign-in shows the network error (${locale})`, async ({
    page,
  }) => {
    const aborted = await cutOffAuth(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();

    const panel = await openSignIn(page);
    await expect(panel.getByRole('heading', { name: messages.auth.signInTitle })).toBeVisible();
    await panel.getByLabel(messages.auth.email).fill('offline@example.com');
    await panel.getByLabel(messages.auth.password, { exact: true }).fill('welcome-home-7');
    await panel.getByRole('button', { name: messages.auth.signIn, exact: true }).click();

    const error = panel.getByTestId('auth-error');
    await expect(error).toHaveText(messages.auth.errors.networkRequestFailed, { timeout: 30_000 });
    await expect(error).not.toContainText('auth/');
    // The request really went to the auth service and was cut off (not refused for another reason).
    expect(aborted.length).toBeGreaterThan(0);
    // The page is still usable: the panel closes and the page keeps working.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.locator('main h1').first()).toBeVisible();
  });
}

test('Google unreachable: the network message, which goes when the visitor switches form', async ({
  page,
}) => {
  // The SDK loads apis.google.com before the popup; offline, that script fails to load.
  await page.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort('connectionrefused'));
  await page.goto('/help/');
  const panel = await openSignIn(page);
  await panel.getByRole('button', { name: en.auth.google }).click();
  const error = panel.getByTestId('auth-error');
  await expect(error).toHaveText(en.auth.errors.networkRequestFailed, { timeout: 30_000 });
  await panel.getByTestId('auth-mode-switch').click();
  await expect(panel.getByRole('heading', { name: en.auth.signUpTitle })).toBeVisible();
  await expect(error).toBeHidden();
});

test('an email typed before closing the panel is still there when it opens again', async ({ page }) => {
  await page.goto('/help/');
  let panel = await openSignIn(page);
  await panel.getByLabel(en.auth.email).fill('kept@example.com');
  await panel.getByLabel(en.auth.password, { exact: true }).fill('never-kept-1');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  panel = await openSignIn(page);
  await expect(panel.getByLabel(en.auth.email)).toHaveValue('kept@example.com');
  await expect(panel.getByLabel(en.auth.password, { exact: true })).toHaveValue('');
});

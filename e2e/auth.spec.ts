import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, openSignIn, readMessages } from './helpers';

const en = readMessages('en');
const de = readMessages('de');

function unique(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Create an account straight at the emulator (its address comes from the app's runtime config). */
async function createAccount(page: Page, email: string, password: string) {
  const config = (await (await page.request.get('/api/auth/config/')).json()) as { emulatorHost: string };
  const response = await page.request.post(
    `http://${config.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      data: { email, password, returnSecureToken: true },
    },
  );
  expect(response.ok()).toBe(true);
}

/** The out-of-band codes (verification, reset) the emulator "emailed". */
async function emulatorOobCodes(page: Page) {
  const config = (await (await page.request.get('/api/auth/config/')).json()) as {
    emulatorHost: string;
    projectId: string;
  };
  const response = await page.request.get(
    `http://${config.emulatorHost}/emulator/v1/projects/${config.projectId}/oobCodes`,
  );
  return ((await response.json()) as { oobCodes: { email: string; requestType: string }[] }).oobCodes;
}

test.beforeEach(async ({ page }) => {
  await dismissConsent(page);
});

test('the sign-in panel speaks English and German, and loads the SDK only when opened', async ({ page }) => {
  const configRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/config/') && configRequests.push(r.url()));
  await page.goto('/help/');
  await page.waitForLoadState('networkidle');
  expect(configRequests).toHaveLength(0);
  let panel = await openSignIn(page);
  await expect(panel.getByRole('heading', { name: en.auth.signInTitle })).toBeVisible();
  await expect(panel.getByRole('button', { name: en.auth.google })).toBeEnabled();
  await expect(panel.getByLabel(en.auth.password, { exact: true })).toBeVisible();
  expect(configRequests.length).toBeGreaterThan(0);

  await page.goto('/de/help/');
  panel = await openSignIn(page);
  await expect(panel.getByRole('heading', { name: de.auth.signInTitle })).toBeVisible();
  await expect(panel.getByRole('button', { name: de.auth.google })).toBeEnabled();
  await panel.getByRole('button', { name: de.auth.forgot }).click();
  await expect(panel.getByRole('heading', { name: de.auth.resetTitle })).toBeVisible();
});

test('sign-up shows the password requirements live and blocks submit until they are met', async ({
  page,
}) => {
  await page.goto('/');
  const panel = await openSignIn(page);
  await panel.getByTestId('auth-mode-switch').click();
  await expect(panel.getByRole('heading', { name: en.auth.signUpTitle })).toBeVisible();
  await panel.getByLabel(en.auth.email).fill(unique('policy'));
  const password = panel.getByLabel(en.auth.password, { exact: true });
  const hint = panel.getByTestId('password-policy').locator('li').first();
  const submit = panel.getByRole('button', { name: en.auth.signUp, exact: true });
  // The emulator has no password policy: sign-up applies its baseline (8 characters, not digits
  // alone, not a common password) instead of the provider's bare 6 characters.
  const notCommon = panel.getByTestId('password-policy').locator('li').nth(1);
  await password.fill('abc');
  await expect(hint).toHaveAttribute('data-met', 'false');
  await expect(hint).toContainText('at least 8 characters');
  await expect(submit).toBeDisabled();
  await password.fill('123456');
  await expect(hint).toHaveAttribute('data-met', 'false');
  await expect(notCommon).toHaveAttribute('data-met', 'false');
  await expect(submit).toBeDisabled();
  await password.fill('12345678');
  await expect(hint).toHaveAttribute('data-met', 'true');
  await expect(notCommon).toHaveAttribute('data-met', 'false');
  await expect(submit).toBeDisabled();
  await password.fill('quiet-harbour');
  await expect(notCommon).toHaveAttribute('data-met', 'true');
  await expect(submit).toBeEnabled();
});

test('a wrong password shows the invalid-credential message, never a code', async ({ page }) => {
  await page.goto('/');
  const email = unique('wrong');
  await createAccount(page, email, 'the-right-one-1');
  const panel = await openSignIn(page);
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password, { exact: true }).fill('not-the-password');
  await panel.getByRole('button', { name: en.auth.signIn, exact: true }).click();
  const error = panel.getByTestId('auth-error');
  await expect(error).toHaveText(en.auth.errors.invalidCredential, { timeout: 30_000 });
  await expect(error).not.toContainText('auth/');
});

test('sign-up signs in: the header shows the user, the session survives a reload, sign-out ends it', async ({
  page,
}) => {
  await page.goto('/');
  const email = unique('new');
  const panel = await openSignIn(page);
  await panel.getByTestId('auth-mode-switch').click();
  await panel.getByLabel(en.auth.name).fill('Nora Newcomer');
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password, { exact: true }).fill('welcome-home-7');
  // The account is created by our server route (rate limit, bot check), then the SDK signs in.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-up/'));
  await panel.getByRole('button', { name: en.auth.signUp, exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(panel.getByTestId('account-view')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('account-name')).toHaveText('Nora Newcomer');
  // Focus moves to the account heading, which says who is signed in (not to <body>).
  await expect(panel.getByRole('heading', { name: `${en.account.signedInAs} Nora Newcomer` })).toBeFocused();
  await expect(panel.getByText(en.account.notVerified)).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveText('Nora Newcomer');
  // The httpOnly session cookie for server pages is set once the server verified the token.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === '__session' && c.httpOnly), {
      timeout: 30_000,
    })
    .toBe(true);

  await page.reload();
  await expect(page.getByTestId('header-user')).toHaveText('Nora Newcomer');

  const again = await openSignIn(page);
  await again.getByRole('button', { name: en.account.signOut }).click();
  await expect(again.getByRole('heading', { name: en.auth.signInTitle })).toBeVisible();
  await expect(again.getByLabel(en.auth.email)).toBeFocused();
  await expect(page.getByTestId('header-user')).toHaveText(en.nav.signIn);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === '__session'))
    .toBe(false);
});

test('password reset goes through the server route and the emulator holds the reset code', async ({
  page,
}) => {
  await page.goto('/de/help/');
  const email = unique('reset');
  await createAccount(page, email, 'forgotten-pass-3');
  const panel = await openSignIn(page);
  await panel.getByLabel(de.auth.email).fill(email);
  await panel.getByRole('button', { name: de.auth.forgot }).click();
  // The email typed for signing in carries over to the reset form.
  await expect(panel.getByLabel(de.auth.email)).toHaveValue(email);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/auth/reset/'));
  await panel.getByRole('button', { name: de.auth.resetSubmit }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ email, locale: 'de' });
  await expect(panel.getByTestId('reset-sent')).toContainText(email, { timeout: 30_000 });
  const codes = await emulatorOobCodes(page);
  expect(codes.filter((c) => c.email === email).map((c) => c.requestType)).toEqual(['PASSWORD_RESET']);
});

test('deleting the account asks for confirmation, signs out and says so', async ({ page }) => {
  await page.goto('/help/');
  const panel = await openSignIn(page);
  await panel.getByTestId('auth-mode-switch').click();
  await panel.getByLabel(en.auth.email).fill(unique('delete'));
  await panel.getByLabel(en.auth.password, { exact: true }).fill('short-lived-9');
  await panel.getByRole('button', { name: en.auth.signUp, exact: true }).click();
  await expect(panel.getByTestId('account-view')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: en.account.deleteAccount }).click();
  await expect(panel.getByText(en.account.deleteConfirmTitle)).toBeVisible();
  await panel.getByRole('button', { name: en.account.deleteConfirm }).click();
  // The first database use of a fresh server opens and migrates it: allow for that.
  await expect(panel.getByTestId('sign-out-notice')).toHaveText(en.auth.signOutReasons.accountDeleted, {
    timeout: 45_000,
  });
  await expect(panel.getByRole('heading', { name: en.auth.signInTitle })).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveText(en.nav.signIn);
});

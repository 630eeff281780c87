import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { readMessages } from './helpers';

const en = readMessages('en');

function unique(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

async function emulatorHost(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/config/')).json()) as { emulatorHost: string })
    .emulatorHost;
}

async function createAccount(page: Page, email: string, password: string) {
  const response = await page.request.post(
    `http://${await emulatorHost(page)}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(response.ok()).toBe(true);
}

/** `npm run operator -- <command> <email>` against the server's emulator, as an operator would. */
async function operatorCli(page: Page, command: 'grant' | 'revoke', email: string): Promise<string> {
  return execFileSync(process.execPath, ['scripts/operator.mjs', command, email], {
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: await emulatorHost(page) },
    encoding: 'utf8',
  });
}

async function signIn(page: Page, email: string, password: string) {
  const panel = page.getByTestId('panel-sign-in');
  await expect(async () => {
    if (!(await panel.isVisible())) await page.locator('header [data-panel-trigger="sign-in"]').click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password, { exact: true }).fill(password);
  await panel.getByRole('button', { name: en.auth.signIn, exact: true }).click();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === '__session'), {
      timeout: 30_000,
    })
    .toBe(true);
}

test('the back office is a 404 to visitors and customers', async ({ page }) => {
  expect((await page.request.get('/admin/orders/')).status()).toBe(404);
  expect((await page.request.get('/api/admin/orders/')).status()).toBe(401);
  await page.goto('/');
  const email = unique('customer');
  await createAccount(page, email, 'plain-customer-7');
  await signIn(page, email, 'plain-customer-7');
  const response = await page.goto('/admin/orders/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(en.admin.orders.title, { exact: true })).toHaveCount(0);
  expect((await page.request.get('/api/admin/orders/')).status()).toBe(404);
});

for (const width of [1280, 390]) {
  test(`an operator granted by the CLI searches orders; after revoke the next request is refused (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await page.goto('/');
    const email = unique('operator');
    await createAccount(page, email, 'operator-secret-9');
    expect(await operatorCli(page, 'grant', email)).toContain('is an operator now');
    await signIn(page, email, 'operator-secret-9');

    const response = await page.goto(`/admin/orders/?q=${encodeURIComponent(email)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: en.admin.orders.title })).toBeVisible();
    await expect(page.getByText(en.admin.nav.signedInAs.replace('{email}', email))).toBeVisible();
    await expect(page.getByText(en.admin.orders.empty)).toBeVisible();
    expect(
      await page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content')),
    ).toContain('noindex');
    const api = await page.request.get(`/api/admin/orders/?q=${encodeURIComponent(email)}`);
    expect(api.status()).toBe(200);
    expect(await api.json()).toEqual({ orders: [], next: null });
    await page.screenshot({ path: `test-results/screenshots/admin-orders-${width}.png`, fullPage: true });

    expect(await operatorCli(page, 'revoke', email)).toContain('no longer an operator');
    expect((await page.reload())?.status()).toBe(404);
    // 401 once Firebase counts the session revoked (whole seconds), 404 from the live role check before.
    expect([401, 404]).toContain((await page.request.get('/api/admin/orders/')).status());
  });
}

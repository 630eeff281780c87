// The back office as an operator runs it (issue #30): an operator granted with the real CLI
// (`npm run operator -- grant`, against the e2e server's Auth emulator) signs in, finds an order
// placed with the TEST method by its e-mail, opens it, refunds it, and sees the credit note and the
// refund mail on its timeline; revoked with the CLI, the very next request is refused. A signed-in
// customer and an anonymous visitor get 404 on the pages and 401/404 on the JSON API.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readMessages } from './helpers';

const en = readMessages('en');
const run = promisify(execFile);

type AuthConfig = { emulatorHost: string; projectId: string };

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function authConfig(request: APIRequestContext): Promise<AuthConfig> {
  return (await (await request.get('/api/auth/config/')).json()) as AuthConfig;
}

/** A new account at the emulator; resolves to a fresh ID token for it. */
async function createAccount(request: APIRequestContext, config: AuthConfig, email: string): Promise<string> {
  const response = await request.post(
    `http://${config.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      data: { email, password: 'back-office-7', returnSecureToken: true },
    },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** The site's own origin: a signed-in browser's POSTs carry it, and the server refuses others. */
const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

/** The httpOnly session cookie, as the site's sign-in sets it (same origin). */
async function signIn(page: Page, idToken: string): Promise<void> {
  const response = await page.request.post('/api/auth/session/', {
    data: { idToken },
    headers: { origin: origin() },
  });
  expect(response.status()).toBe(204);
}

/** `npm run operator -- <action> <email>` against the e2e server's emulator, as an operator would run it. */
async function operatorCli(config: AuthConfig, action: 'grant' | 'revoke', email: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', action, email], {
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: config.emulatorHost,
      FIREBASE_PROJECT_ID: config.projectId,
    },
    timeout: 90_000,
  });
  return stdout;
}

/** An order placed and paid through the public API with the TEST method, as the checkout does. */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const created = await request.post('/api/checkout/', {
    data: {
      items: [
        {
          useCase: 'business-voicemail',
          locale: 'en',
          text: 'Thank you for calling Example Dental. Please leave a message.',
          voice: { id: 'flite-slt' },
        },
      ],
      currency: 'EUR',
      locale: 'en',
      buyer: { email, name: 'Olga Operatortest', country: 'DE' },
      method: 'test',
      withdrawalConsent: true,
    },
    headers: { origin: origin() },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { orderId: string; token: string };
  const paid = await request.post('/api/checkout/test-pay/', {
    data: { orderId: order.orderId, token: order.token },
    headers: { origin: origin() },
  });
  expect(paid.ok()).toBe(true);
  return order.orderId;
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an anonymous visitor and a signed-in customer get 404 on /admin/ and no JSON from /api/admin/', async ({
  page,
}) => {
  for (const path of ['/admin/', '/admin/orders/']) expect((await page.goto(path))?.status()).toBe(404);
  expect((await page.request.get('/api/admin/orders/?q=a')).status()).toBe(401);

  const config = await authConfig(page.request);
  await signIn(page, await createAccount(page.request, config, unique('customer')));
  expect((await page.context().cookies()).some((c) => c.name === '__session')).toBe(true);
  for (const path of ['/admin/', '/admin/orders/']) expect((await page.goto(path))?.status()).toBe(404);
  expect((await page.request.get('/api/admin/orders/?q=a')).status()).toBe(404);
});

test('an operator granted by the CLI finds an order by e-mail, refunds it and sees the credit note and mail; revoked, the next request is refused', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const config = await authConfig(page.request);
  const operator = unique('operator');
  const idToken = await createAccount(page.request, config, operator);
  expect(await operatorCli(config, 'grant', operator)).toContain(operator);
  await signIn(page, idToken);

  const buyer = unique('buyer');
  const orderId = await placeOrder(page.request, buyer);
  // The JSON search answers the operator; the order renders in the background until it is ready.
  let reference = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/admin/orders/?q=${encodeURIComponent(buyer)}`);
        const body = (await response.json()) as { rows: { id: string; reference: string; status: string }[] };
        reference = body.rows[0]?.reference ?? '';
        return body.rows.map((r) => `${r.id}:${r.status}`).join();
      },
      { timeout: 120_000 },
    )
    .toBe(`${orderId}:ready`);
  const order = { orderId, reference };

  await page.goto('/admin/orders/');
  await expect(page.getByRole('heading', { name: en.admin.orders.title })).toBeVisible();
  await page.getByLabel(en.admin.orders.q).fill(buyer);
  await page.getByRole('button', { name: en.admin.orders.search }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(buyer);
  await expect(rows.first()).toContainText('Olga Operatortest');
  await expect(rows.first()).toContainText('ready');
  await screenshots(page, 'orders');

  await rows.first().getByRole('link', { name: order.reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderId}/$`));
  await expect(
    page.getByRole('heading', { name: en.admin.order.title.replace('{reference}', order.reference) }),
  ).toBeVisible();
  const timeline = page.locator('ol');
  await expect(timeline).toContainText(/invoice\s*GS-\d{4}-\d{6}/);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: en.admin.actions.refund }).click();
  // The page reloads after the refund: the order is refunded, with a credit note and the buyer's mail.
  await expect(page.locator('dl')).toContainText('refunded', { timeout: 30_000 });
  await expect(timeline).toContainText(/credit-note\s*GS-CN-\d{4}-\d{6}/);
  const refundSubject = en.refundEmail.subject.split('{id}')[0] ?? '';
  const mail = timeline.locator('li', { hasText: 'email' }).filter({ hasText: refundSubject });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`→ ${buyer}`);
  await expect(timeline).toContainText(/audit\s*refund by/);
  await screenshots(page, 'order');

  // Revoked with the CLI: the role is gone and the session ends; the very next request is refused.
  expect(await operatorCli(config, 'revoke', operator)).toContain(operator);
  expect((await page.goto(`/admin/orders/${order.orderId}/`))?.status()).toBe(404);
  expect([401, 404]).toContain((await page.request.get('/api/admin/orders/?q=a')).status());
});

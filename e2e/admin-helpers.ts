// Steps the back-office browser tests share: accounts at the e2e server's Auth emulator, the
// operator CLI, sign-in with the session cookie, an order placed and paid with the TEST method,
// and screenshots at phone and desktop width.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const run = promisify(execFile);

export type AuthConfig = { emulatorHost: string; projectId: string };

export const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export async function authConfig(request: APIRequestContext): Promise<AuthConfig> {
  return (await (await request.get('/api/auth/config/')).json()) as AuthConfig;
}

/** A new account at the emulator; resolves to a fresh ID token for it. */
export async function createAccount(request: APIRequestContext, config: AuthConfig, email: string): Promise<string> {
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
export const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

/**
 * The httpOnly session cookie, as the site's sign-in sets it (same origin). `site` is the origin
 * of another instance of the build (the e2e server's card instance) when not the configured one.
 */
export async function signIn(page: Page, idToken: string, site = origin()): Promise<void> {
  const response = await page.request.post(`${site}/api/auth/session/`, {
    data: { idToken },
    headers: { origin: site },
  });
  expect(response.status()).toBe(204);
}

/** `npm run operator -- <action> <email>` against the e2e server's emulator, as an operator would run it. */
export async function operatorCli(config: AuthConfig, action: 'grant' | 'revoke', email: string): Promise<string> {
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

/** A new account granted the operator role with the CLI and signed in (at `site`); resolves to its e-mail. */
export async function signInAsNewOperator(page: Page, site = origin()): Promise<string> {
  const config = await authConfig(page.request);
  const operator = unique('operator');
  const idToken = await createAccount(page.request, config, operator);
  expect(await operatorCli(config, 'grant', operator)).toContain(operator);
  await signIn(page, idToken, site);
  return operator;
}

/** An order placed and paid through the public API with the TEST method, as the checkout does. */
export async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
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

/**
 * Waits (as the signed-in operator) until the buyer's only order is rendered and ready, through
 * the back office's JSON search; resolves to its reference.
 */
export async function waitForReadyOrder(page: Page, buyer: string, orderId: string): Promise<string> {
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
  return reference;
}

/** Full-page screenshots at desktop and phone width, under test-results/admin-<name>-<width>.png. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

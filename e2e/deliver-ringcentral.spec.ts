// RingCentral ([deliver], #31) through the browser: a signed-in buyer connects by signing in at
// the RingCentral stand-in of scripts/e2e-server.mjs (authorization code + PKCE, back to the page
// they came from), buys, sends the order and sees it delivered with RingCentral's id; sending
// again replaces the greeting instead of adding a second one.
import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, readMessages, writeScript } from './helpers';

const en = readMessages('en');
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}`;

async function openSignIn(page: Page) {
  const panel = page.getByTestId('panel-sign-in');
  // A click before hydration does nothing (a loaded machine hydrates late): retry until it opens.
  await expect(async () => {
    if (!(await panel.isVisible())) await page.locator('header [data-panel-trigger="sign-in"]').click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return panel;
}

/** Greetings and prompts the stand-in's account holds now, and how many uploads it took. */
async function held(page: Page): Promise<{ held: number; uploads: number }> {
  const state = (await (await page.request.get(`${standIn}/__stand-in/state`)).json()) as {
    greetings: unknown[];
    prompts: unknown[];
    uploads: number;
  };
  return { held: state.greetings.length + state.prompts.length, uploads: state.uploads };
}

test.beforeEach(async ({ page }) => dismissConsent(page));

test('connect RingCentral by signing in there, buy, send, send again: one greeting', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/');
  let panel = await openSignIn(page);
  await panel.getByTestId('auth-mode-switch').click();
  await panel.getByLabel(en.auth.email).fill(`rc-${Date.now().toString(36)}@example.com`);
  await panel.getByLabel(en.auth.password, { exact: true }).fill('deliver-pass-9');
  await panel.getByRole('button', { name: en.auth.signUp, exact: true }).click();
  const systems = panel.getByTestId('phone-systems');
  await expect(systems).toBeVisible({ timeout: 45_000 });
  await page.screenshot({
    path: testInfo.outputPath(`phone-systems-targets-${page.viewportSize()?.width}.png`),
  });

  // Amazon Connect's form shows the customer's external id before any role exists.
  const externalId = systems.getByTestId('external-id');
  await expect(externalId).toContainText(/gs-[\w-]{32}/);
  await expect(externalId).toContainText(en.delivery.connect['amazon-connect'].trustHint);
  await externalId.screenshot({ path: testInfo.outputPath('amazon-connect-external-id.png') });

  // The OAuth dance: our start route, the stand-in's sign-in, our callback, back to this page.
  await systems.getByRole('link', { name: en.delivery.connect.ringcentral.button }).click();
  await page.waitForURL(/phoneSystem=connected/);
  panel = await openSignIn(page);
  await expect(panel.getByTestId('oauth-result')).toHaveText(
    en.delivery.phoneSystems.oauthConnected.replace('{target}', 'RingCentral'),
  );
  await expect(panel.getByTestId('connection')).toContainText('RingCentral');
  await page.screenshot({
    path: testInfo.outputPath(`phone-systems-ringcentral-${page.viewportSize()?.width}.png`),
  });
  await page.keyboard.press('Escape');

  await writeScript(page, 'Thank you for calling Harbour Dental. Please hold, we will be with you shortly.');
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('view-cart').click();
  await page.getByTestId('go-checkout').click();
  const checkout = page.getByTestId('panel-checkout');
  await checkout.getByLabel('Email').fill('rc-deliver@example.com');
  await checkout.getByLabel('Full name').fill('Robin Ring');
  await checkout.getByLabel('Country').selectOption('IE');
  await checkout.getByRole('checkbox', { name: /expressly ask you to begin producing/ }).check();
  await checkout.getByTestId('pay-test').click();
  await page.waitForURL(/\/order\/\?id=/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
  await page.reload();

  const send = page.getByTestId('send-panel');
  await send.getByTestId('send-all').click();
  const delivery = send.getByTestId('delivery');
  await expect(delivery).toHaveAttribute('data-state', 'delivered', { timeout: 60_000 });
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(/(greeting|ivr-prompt):\d+/);
  expect(await held(page)).toEqual({ held: 1, uploads: 1 });

  // Again: replaced in place, still one greeting at RingCentral.
  await send.getByTestId('send-all').click();
  await expect.poll(() => held(page), { timeout: 60_000 }).toEqual({ held: 1, uploads: 2 });
  await expect(delivery).toHaveAttribute('data-state', 'delivered', { timeout: 60_000 });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await send.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`send-ringcentral-${width}.png`), fullPage: true });
  }
});

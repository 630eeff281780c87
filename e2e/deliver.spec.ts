// Straight into the phone system ([deliver], #31): a signed-in buyer connects Twilio (the local
// Serverless stand-in of scripts/e2e-server.mjs), buys with the test method, sends the order and
// sees it delivered with the stand-in's asset id; sending again keeps one asset; a key revoked at
// Twilio gives a clear, translated reason and loses nothing already delivered.
import { expect, test, type Page } from '@playwright/test';
import { e2eTwilioKey } from '@/tests/stand-ins/twilio-e2e-key';
import { dismissConsent, readMessages, writeScript } from './helpers';

const en = readMessages('en');
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

async function openSignIn(page: Page) {
  const panel = page.getByTestId('panel-sign-in');
  // A click before hydration does nothing (a loaded machine hydrates late): retry until it opens.
  await expect(async () => {
    if (!(await panel.isVisible())) await page.locator('header [data-panel-trigger="sign-in"]').click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return panel;
}

async function assets(page: Page): Promise<{ sid: string; versions: number }[]> {
  return (
    (await (await page.request.get(`${standIn}/__stand-in/assets`)).json()) as {
      assets: { sid: string; versions: number }[];
    }
  ).assets;
}

test.beforeEach(async ({ page }) => dismissConsent(page));

test('connect Twilio, buy, send, send again, then a revoked key says so', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/');
  // Sign up (the auth emulator), then connect Twilio in the account's Phone systems section.
  let panel = await openSignIn(page);
  await panel.getByTestId('auth-mode-switch').click();
  await panel.getByLabel(en.auth.email).fill(`deliver-${Date.now().toString(36)}@example.com`);
  await panel.getByLabel(en.auth.password, { exact: true }).fill('deliver-pass-9');
  await panel.getByRole('button', { name: en.auth.signUp, exact: true }).click();
  const systems = panel.getByTestId('phone-systems');
  await expect(systems).toBeVisible({ timeout: 45_000 });
  await expect(systems.getByText(en.delivery.phoneSystems.empty)).toBeVisible();
  const form = systems.getByTestId('connect-twilio');
  await form.getByLabel(en.delivery.phoneSystems.label).fill('Front desk');
  await form.getByLabel(en.delivery.connect.twilio.accountSid).fill(e2eTwilioKey.accountSid);
  await form.getByLabel(en.delivery.connect.twilio.apiKeySid).fill(e2eTwilioKey.apiKeySid);
  // A wrong secret first: Twilio's 401 reads as revoked access, and nothing is connected.
  await form.getByLabel(en.delivery.connect.twilio.apiKeySecret).fill('not-the-right-secret-00');
  await form.getByRole('button', { name: en.delivery.phoneSystems.connect }).click();
  await expect(form.getByTestId('connect-result')).toHaveText(en.delivery.errors['credentials-revoked']);
  await form.getByLabel(en.delivery.connect.twilio.apiKeySecret).fill(e2eTwilioKey.apiKeySecret);
  await form.getByRole('button', { name: en.delivery.phoneSystems.connect }).click();
  await expect(systems.getByTestId('connection')).toContainText('Front desk');
  await expect(form.getByLabel(en.delivery.connect.twilio.apiKeySecret)).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath(`phone-systems-${page.viewportSize()?.width}.png`) });
  await page.keyboard.press('Escape');

  // Buy one greeting, signed in, with the test method.
  await writeScript(page, 'Thank you for calling Harbour Dental. Please hold, we will be with you shortly.');
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('view-cart').click();
  await page.getByTestId('go-checkout').click();
  const checkout = page.getByTestId('panel-checkout');
  await checkout.getByLabel('Email').fill('deliver@example.com');
  await checkout.getByLabel('Full name').fill('Dana Deliver');
  await checkout.getByLabel('Country').selectOption('IE');
  await checkout.getByRole('checkbox', { name: /expressly ask you to begin producing/ }).check();
  await checkout.getByTestId('pay-test').click();
  await page.waitForURL(/\/order\/\?id=/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });

  // The phone-system parts are rendered by the server for a ready order: load the page again.
  await page.reload();
  // Send the whole order: delivered, with the stand-in's own asset id.
  const send = page.getByTestId('send-panel');
  await send.getByTestId('send-all').click();
  const delivery = send.getByTestId('delivery');
  await expect(delivery).toHaveAttribute('data-state', 'delivered', { timeout: 60_000 });
  const [asset] = await assets(page);
  expect(asset?.versions).toBe(1);
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(asset!.sid);
  await page.screenshot({
    path: testInfo.outputPath(`send-delivered-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });

  // Again: the same asset gets a second version, no second asset.
  await send.getByTestId('send-all').click();
  await expect(delivery).toHaveAttribute('data-state', 'delivered', { timeout: 60_000 });
  await expect.poll(async () => (await assets(page)).map((a) => a.versions)).toEqual([2]);

  // The customer revokes the key in Twilio's console: the next send fails with a clear reason,
  // the earlier delivery's asset stays, and the account marks the connection.
  await page.request.post(`${standIn}/__stand-in/revoke?sid=${e2eTwilioKey.apiKeySid}`);
  await send.getByTestId('send-all').click();
  await expect(delivery).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(delivery.getByTestId('delivery-error')).toHaveText(en.delivery.errors['credentials-revoked']);
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(asset!.sid);
  expect((await assets(page)).map((a) => a.versions)).toEqual([2]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await send.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`send-revoked-${width}.png`), fullPage: true });
  }
  await page.goto('/');
  panel = await openSignIn(page);
  await expect(panel.getByTestId('connection-revoked')).toHaveText(en.delivery.phoneSystems.revoked);
  await panel.getByTestId('phone-systems').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('phone-systems-revoked-390.png') });
});

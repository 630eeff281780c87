// Straight into the phone system ([deliver], #31): a signed-in buyer connects Twilio (the local
// Serverless stand-in of scripts/e2e-server.mjs), buys with the test method, sends the order and
// sees it delivered with the stand-in's asset id; sending again keeps one asset; a key revoked at
// Twilio gives a clear, translated reason and loses nothing already delivered.
import { expect, test, type Page } from '@playwright/test';
import { e2eTwilioKey } from '@/tests/stand-ins/twilio-e2e-key';
import { buyOneGreeting, sendWholeOrder, shootSendPanel, signUpForDelivery } from './deliver-helpers';
import { openSignIn } from './helpers';
import { dismissConsent, readMessages } from './helpers';

const en = readMessages('en');
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

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
  // Sign up (the auth emulator), then connect Twilio in the account's Phone systems section.
  const systems = await signUpForDelivery(page, 'deliver');
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

  await buyOneGreeting(page, { email: 'deliver@example.com', name: 'Dana Deliver' });
  // Send the whole order: delivered, with the stand-in's own asset id.
  const delivery = await sendWholeOrder(page, 'delivered');
  const [asset] = await assets(page);
  expect(asset?.versions).toBe(1);
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(asset!.sid);
  await page.screenshot({
    path: testInfo.outputPath(`send-delivered-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });

  // Again: the same asset gets a second version, no second asset.
  await sendWholeOrder(page, 'delivered');
  await expect.poll(async () => (await assets(page)).map((a) => a.versions)).toEqual([2]);

  // The customer revokes the key in Twilio's console: the next send fails with a clear reason,
  // the earlier delivery's asset stays, and the account marks the connection.
  await page.request.post(`${standIn}/__stand-in/revoke?sid=${e2eTwilioKey.apiKeySid}`);
  await sendWholeOrder(page, 'failed');
  await expect(delivery.getByTestId('delivery-error')).toHaveText(en.delivery.errors['credentials-revoked']);
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(asset!.sid);
  expect((await assets(page)).map((a) => a.versions)).toEqual([2]);
  await shootSendPanel(page, (width) => testInfo.outputPath(`send-revoked-${width}.png`));
  await page.goto('/');
  const panel = await openSignIn(page);
  await expect(panel.getByTestId('connection-revoked')).toHaveText(en.delivery.phoneSystems.revoked);
  await panel.getByTestId('phone-systems').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('phone-systems-revoked-390.png') });
});

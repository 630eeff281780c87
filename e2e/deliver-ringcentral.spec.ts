// RingCentral ([deliver], #31) through the browser: a signed-in buyer connects by signing in at
// the RingCentral stand-in of scripts/e2e-server.mjs (authorization code + PKCE, back to the page
// they came from, the account panel open again), buys, sends the order and sees it delivered with
// RingCentral's id; sending again replaces the greeting instead of adding a second one. Declining
// at RingCentral's consent screen comes back to the same page and says nothing was connected.
import { expect, test, type Page } from '@playwright/test';
import { buyOneGreeting, sendWholeOrder, shootSendPanel, signUpForDelivery } from './deliver-helpers';
import { dismissConsent, readMessages } from './helpers';

const en = readMessages('en');
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}`;

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
  let systems = await signUpForDelivery(page, 'rc');
  await page.screenshot({
    path: testInfo.outputPath(`phone-systems-targets-${page.viewportSize()?.width}.png`),
  });

  // Amazon Connect's form shows the customer's external id before any role exists.
  const externalId = systems.getByTestId('external-id');
  await expect(externalId).toContainText(/gs-[\w-]{32}/);
  await expect(externalId).toContainText(en.delivery.connect['amazon-connect'].trustHint);
  await externalId.screenshot({ path: testInfo.outputPath('amazon-connect-external-id.png') });

  // The customer declines at RingCentral's consent screen: back on this page, the account panel
  // open again by itself, a translated "nothing was connected", and nothing connected.
  await page.request.post(`${standIn}/__stand-in/decline-next`);
  await systems.getByRole('link', { name: en.delivery.connect.ringcentral.button }).click();
  const panel = page.getByTestId('panel-sign-in');
  const result = panel.getByTestId('oauth-result');
  await expect(result).toHaveText(en.delivery.phoneSystems.oauthDenied.replace('{target}', 'RingCentral'), {
    timeout: 45_000,
  });
  expect(new URL(page.url()).pathname).toBe('/');
  // The notice is read once: the address no longer carries it.
  expect(new URL(page.url()).searchParams.has('phoneSystem')).toBe(false);
  systems = panel.getByTestId('phone-systems');
  await expect(systems.getByText(en.delivery.phoneSystems.empty)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`phone-systems-ringcentral-declined-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The OAuth dance: our start route, the stand-in's sign-in, our callback, back to this page.
  await systems.getByRole('link', { name: en.delivery.connect.ringcentral.button }).click();
  await expect(result).toHaveText(en.delivery.phoneSystems.oauthConnected.replace('{target}', 'RingCentral'), {
    timeout: 45_000,
  });
  await expect(panel.getByTestId('connection')).toContainText('RingCentral');
  await page.screenshot({
    path: testInfo.outputPath(`phone-systems-ringcentral-${page.viewportSize()?.width}.png`),
  });
  await page.keyboard.press('Escape');

  await buyOneGreeting(page, { email: 'rc-deliver@example.com', name: 'Robin Ring' });
  const delivery = await sendWholeOrder(page, 'delivered');
  await expect(delivery.getByTestId('delivery-remote-id')).toContainText(/(greeting|ivr-prompt):\d+/);
  expect(await held(page)).toEqual({ held: 1, uploads: 1 });

  // Again: replaced in place, still one greeting at RingCentral.
  await sendWholeOrder(page, 'delivered');
  await expect.poll(() => held(page), { timeout: 60_000 }).toEqual({ held: 1, uploads: 2 });
  await expect(delivery).toHaveAttribute('data-state', 'delivered', { timeout: 60_000 });
  await shootSendPanel(page, (width) => testInfo.outputPath(`send-ringcentral-${width}.png`));
});

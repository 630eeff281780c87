// The steps every delivery spec ([deliver], #31) shares: open the account panel, sign up there,
// buy one greeting signed in with the test method, and send the whole order from its page. The
// target-specific parts (connecting, the stand-in's levers) stay in each spec.
import { expect, type Locator, type Page } from '@playwright/test';
import { checkoutOneGreeting, openSignIn, readMessages } from './helpers';

const en = readMessages('en');

/** A new customer (the auth emulator) on the home page; returns their Phone systems section. */
export async function signUpForDelivery(page: Page, prefix: string): Promise<Locator> {
  await page.goto('/');
  const panel = await openSignIn(page);
  await panel.getByTestId('auth-mode-switch').click();
  await panel.getByLabel(en.auth.email).fill(`${prefix}-${Date.now().toString(36)}@example.com`);
  await panel.getByLabel(en.auth.password, { exact: true }).fill('deliver-pass-9');
  await panel.getByRole('button', { name: en.auth.signUp, exact: true }).click();
  const systems = panel.getByTestId('phone-systems');
  await expect(systems).toBeVisible({ timeout: 45_000 });
  return systems;
}

/** Buys one greeting (signed in, test method) from the studio and opens its ready order page. */
export async function buyOneGreeting(page: Page, buyer: { email: string; name: string }): Promise<void> {
  const checkout = await checkoutOneGreeting(
    page,
    'Thank you for calling Harbour Dental. Please hold, we will be with you shortly.',
    { ...buyer, country: 'IE' },
  );
  await checkout.getByTestId('pay-test').click();
  await page.waitForURL(/\/order\/\?id=/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
  // The phone-system parts are rendered by the server for a ready order: load the page again.
  await page.reload();
}

/** Sends the whole order and waits until its delivery reaches `state`; returns the delivery row. */
export async function sendWholeOrder(page: Page, state: 'delivered' | 'failed'): Promise<Locator> {
  const send = page.getByTestId('send-panel');
  await send.getByTestId('send-all').click();
  const delivery = send.getByTestId('delivery');
  await expect(delivery).toHaveAttribute('data-state', state, { timeout: 60_000 });
  return delivery;
}

/** Screenshots of the send panel at the phone and desktop widths the design is checked at. */
export async function shootSendPanel(page: Page, path: (width: number) => string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId('send-panel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path(width), fullPage: true });
  }
}

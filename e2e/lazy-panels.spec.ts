import { expect, test, type Page } from '@playwright/test';
import { dismissConsent } from './helpers';

// Closed panels cost no JavaScript on first load (issue #9): their code arrives when a panel is
// about to open. The marker is a test id that only the checkout panel's module contains.
const checkoutMarker = 'continue-to-card';

/** Collects the bodies of every script the page downloads. */
function watchScripts(page: Page): { bodies: Promise<string>[] } {
  const seen = { bodies: [] as Promise<string>[] };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.bodies.push(response.text().catch(() => ''));
  });
  return seen;
}

async function loaded(seen: { bodies: Promise<string>[] }, marker: string): Promise<boolean> {
  return (await Promise.all(seen.bodies)).some((body) => body.includes(marker));
}

test.beforeEach(async ({ page }) => dismissConsent(page));

test('the checkout panel code loads only once the cart is opened, and the cart then works', async ({ page }) => {
  const seen = watchScripts(page);
  await page.goto('/help/');
  await page.waitForLoadState('networkidle');
  expect(seen.bodies.length).toBeGreaterThan(0);
  expect(await loaded(seen, checkoutMarker)).toBe(false);

  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog.getByTestId('cart-empty')).toBeVisible();
  // Opening the cart fetches the checkout (the usual next step) ahead of the click.
  await expect.poll(() => loaded(seen, checkoutMarker)).toBe(true);
});

test('a lazily loaded panel gets focus trapping once its content arrives', async ({ page }) => {
  await page.goto('/help/');
  await page.getByRole('banner').getByRole('button', { name: /Sign in/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByTestId('panel-loading')).toHaveCount(0);
  await expect(dialog.locator('input').first()).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

// The studio is server-rendered whole, but its code (studio, mixer, cart button, query client)
// is not among the page's first scripts: it is fetched right after them (issue #9).
const studioMarker = 'listen-actions';

test('the studio code is not among the first scripts of the home page, and arrives to make it work', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(`data-testid="${studioMarker}"`);
  const first = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  expect(first.length).toBeGreaterThan(0);
  const bodies = await Promise.all(first.map(async (src) => (await request.get(src)).text()));
  expect(bodies.some((body) => body.includes(studioMarker))).toBe(false);

  const seen = watchScripts(page);
  await page.goto('/');
  await expect.poll(() => loaded(seen, studioMarker)).toBe(true);
  const script = page.getByRole('textbox', { name: 'Script' });
  await script.fill('Hello from the lazily loaded studio.');
  await expect(script).toHaveValue('Hello from the lazily loaded studio.');
  await expect(page.getByTestId('listen-actions').getByRole('button', { name: 'Listen' })).toBeEnabled();
});

import { expect, test, type Page, type Route } from '@playwright/test';
import { dismissConsent, ivrBuilder, readMessages } from './helpers';

// The IVR builder's code waits until the visitor comes near it (app/_components/deferred-ivr-builder.tsx,
// #29). Its server HTML stays in place meanwhile, and what the visitor does in it before the code
// arrives is played again once it can act.

test.beforeEach(async ({ page }) => dismissConsent(page));

const en = readMessages('en');

/** Loads /voice-prompt/ and holds every script asked for after that (the builder's code). */
async function loadHoldingBuilderCode(page: Page) {
  await page.goto('/voice-prompt/');
  await expect(page.getByTestId('studio')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/**', (route) => (released ? route.fallback() : held.push(route)));
  const release = async () => {
    released = true;
    await Promise.all(held.map((route) => route.fallback()));
  };
  return { held, release };
}

test('the builder keeps its server HTML and hydrates it when scrolled to, without errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/voice-prompt/');
  await page.waitForLoadState('networkidle');
  const builder = page.getByTestId('ivr-builder');
  await expect(builder).not.toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('call-button')).toHaveText(en.ivr.simulator.call);
  // A mark on the server's element: a builder rendered again in the browser would not carry it.
  await builder.evaluate((element) => element.setAttribute('data-server-element', 'yes'));
  await ivrBuilder(page);
  await expect(builder).toHaveAttribute('data-server-element', 'yes');
  expect(errors).toEqual([]);
});

test('a click in the builder before its code arrives is not lost', async ({ page }) => {
  const { held, release } = await loadHoldingBuilderCode(page);
  const builder = page.getByTestId('ivr-builder');
  const options = page.locator('[data-testid^="option-label-"]');
  const before = await options.count();
  await page.getByTestId('ivr-add-option').click();
  // Scrolling there asked for the code, which is still held: the builder cannot act yet.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(builder).not.toHaveAttribute('data-hydrated', 'true');
  await expect(options).toHaveCount(before);
  await release();
  await expect(builder).toHaveAttribute('data-hydrated', 'true');
  await expect(options).toHaveCount(before + 1);
});

test('a company typed and a phone system chosen before the code arrives count', async ({ page }) => {
  const { held, release } = await loadHoldingBuilderCode(page);
  await page.getByTestId('ivr-company').fill('Nordwind');
  await page.getByTestId('ivr-phone-system').selectOption('asterisk');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await release();
  await expect(page.getByTestId('ivr-builder')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('prompt-welcome')).toHaveValue(/Nordwind/);
  await expect(page.getByTestId('ivr-company')).toHaveValue('Nordwind');
  // Asterisk's files come with a dialplan, which the builder says once it knows the choice.
  await expect(page.getByText(en.ivr.filesAsterisk)).toBeVisible();
});

test('reached by a client-side navigation, the builder renders and acts', async ({ page }) => {
  await page.goto('/on-hold/');
  await expect(page.getByTestId('studio')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation').getByRole('link', { name: en.nav.voicePrompt }).first().click();
  await expect(page).toHaveURL(/\/voice-prompt\/$/);
  const builder = await ivrBuilder(page);
  const options = page.locator('[data-testid^="option-label-"]');
  const before = await options.count();
  await builder.getByTestId('ivr-add-option').click();
  await expect(options).toHaveCount(before + 1);
});

test("a stored draft brings the builder's code at once, far below the fold as it is", async ({ page }) => {
  await page.goto('/voice-prompt/');
  await ivrBuilder(page);
  await page.getByTestId('ivr-company').fill('Nordwind');
  await expect(page.getByTestId('prompt-welcome')).toHaveValue(/Nordwind/);
  // A new visit starts at the top of the page.
  await page.goto('/voice-prompt/');
  const builder = page.getByTestId('ivr-builder');
  await expect(builder).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('ivr-company')).toHaveValue('Nordwind');
  const viewport = page.viewportSize();
  expect((await builder.boundingBox())?.y).toBeGreaterThan(viewport?.height ?? 0);
});

import { expect, test, type Page } from '@playwright/test';
import { dismissConsent, ivrBuilder, openSignIn, readMessages } from './helpers';

// The panels' texts (sign-in and account, checkout, orders, delivery, the IVR builder's) are not
// in the page: a Greek home page carried 37 KB of them in every visit's HTML (#29). The panels
// fetch them with their code (/api/messages/<locale>/), the builder gets its own with its page.
const el = readMessages('el');

/** Texts next-intl could not find (it logs MISSING_MESSAGE and shows the key), and message fetches. */
function watch(page: Page) {
  const missing: string[] = [];
  const fetched: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /MISSING_MESSAGE/.test(message.text())) missing.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/messages/')) fetched.push(url.pathname);
  });
  return { missing, fetched };
}

test("a Greek page carries none of the panels' texts, and the account panel brings them", async ({
  page,
}) => {
  const { missing, fetched } = watch(page);
  await dismissConsent(page);
  const response = await page.goto('/el/');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<meta name="gs-panel-messages"');
  expect(html).not.toContain(el.auth.intro);
  expect(html).not.toContain(el.ivr.applyTemplate);
  expect(fetched).toEqual([]);

  const panel = await openSignIn(page);
  await expect(panel.getByText(el.auth.intro)).toBeVisible();
  await expect(panel.getByRole('heading', { name: el.auth.signInTitle })).toBeVisible();
  expect(fetched).toEqual(['/api/messages/el/']);

  // Another panel uses the texts already fetched.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.locator('header [data-panel-trigger="cart"]').click();
  await expect(page.getByTestId('panel-cart')).toBeVisible();
  await expect(page.getByTestId('panel-loading')).toHaveCount(0);
  expect(fetched).toEqual(['/api/messages/el/']);
  expect(missing).toEqual([]);
});

test('the IVR builder has its texts with its page, before and after its code arrives', async ({ page }) => {
  const { missing, fetched } = watch(page);
  await dismissConsent(page);
  const response = await page.goto('/el/voice-prompt/');
  expect((await response?.text()) ?? '').toContain(el.ivr.applyTemplate);
  const builder = await ivrBuilder(page);
  await expect(builder.getByRole('button', { name: el.ivr.applyTemplate })).toBeVisible();
  expect(missing).toEqual([]);
  expect(fetched).toEqual([]);
});

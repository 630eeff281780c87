// Payment SDKs load only in the checkout panel: browsing the site never contacts Stripe or PayPal.
import { expect, test } from '@playwright/test';
import { dismissConsent, englishOnly, localePath } from './helpers';

const paymentHosts = /(^|\.)(stripe\.com|stripe\.network|paypal\.com|paypalobjects\.com)$/;

const pages = [
  '/',
  '/de/',
  '/el/',
  '/help/',
  '/fr/help/',
  '/legal/',
  localePath('pt', '/legal/'),
  '/on-hold/',
  '/it/voice-prompt/',
  ...englishOnly,
];

for (const url of pages) {
  test(`no payment SDK request on ${url}`, async ({ page }) => {
    const contacted: string[] = [];
    page.on('request', (req) => {
      const host = new URL(req.url()).hostname;
      if (paymentHosts.test(host)) contacted.push(req.url());
    });
    await dismissConsent(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // Opening a panel other than checkout (the cart) must not pull the SDKs in either.
    const cart = page.locator('[data-panel-trigger="cart"]:visible');
    if ((await cart.count()) > 0) {
      await cart.first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The cart's own code has arrived (what it imports would have come with it).
      await expect(page.getByRole('dialog').getByTestId('panel-loading')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
    }
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    expect(scripts.filter((src) => paymentHosts.test(new URL(src).hostname))).toEqual([]);
    expect(contacted).toEqual([]);
  });
}

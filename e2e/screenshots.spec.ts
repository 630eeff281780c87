import { expect, test } from '@playwright/test';
import { dismissConsent } from './helpers';

// Screenshots for people to look at (test-results/screenshots); the assertions guard the layout.
for (const locale of ['en', 'el']) {
  for (const width of [390, 1280]) {
    test(`home ${locale} at ${width}px`, async ({ page }) => {
      await dismissConsent(page);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(locale === 'en' ? '/' : `/${locale}/`);
      await expect(page.locator('h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/home-${locale}-${width}.png`, fullPage: true });
    });
  }
}

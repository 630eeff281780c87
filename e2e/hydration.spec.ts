import { expect, test } from '@playwright/test';
import { ivrBuilder } from './helpers';

// A server-rendered page whose client render differs throws a React hydration error (#418 and
// friends) and is rendered again in the browser: slower, and a sign that something shows the
// wrong thing first. /voice-prompt/ did, when the IVR builder's voice list arrived before the
// streamed studio hydrated (components/voices/voices-query.ts).
const pages = [
  '/',
  '/de/',
  '/voice-prompt/',
  '/de/voice-prompt/',
  '/el/voice-prompt/',
  '/on-hold/',
  '/help/',
];

for (const path of pages) {
  test(`${path} hydrates without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text()))
        errors.push(message.text());
    });
    await page.goto(path);
    // The voices, the quotes and the streamed studio have all arrived and hydrated.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('studio').or(page.locator('main')).first()).toBeVisible();
    // The IVR builder hydrates when the visitor comes near it (deferred-ivr-builder.tsx).
    if (path.endsWith('/voice-prompt/')) {
      await ivrBuilder(page);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
}

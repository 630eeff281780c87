import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const locales = ['en', 'de', 'el', 'es', 'fr', 'it', 'pt'] as const;
export const englishOnly = [
  '/ai-voicemail/',
  '/business-voicemail/',
  '/extended-absence/',
  '/out-of-hours/',
  '/out-of-office/',
  '/personal-voicemail/',
  '/voicemail-messages/',
];
export const localized = ['/', '/help/', '/legal/', '/on-hold/', '/voice-prompt/'];

export function localePath(locale: string, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

/** Decide the cookie popup up front so it does not cover what a test clicks. */
export async function dismissConsent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('greeting-studio')) {
      localStorage.setItem(
        'greeting-studio',
        JSON.stringify({
          state: {
            items: [],
            currency: null,
            consent: { analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' },
          },
          version: 1,
        }),
      );
    }
  });
}

type Messages = typeof import('@/messages/en.json');

export function readMessages(locale: string): Messages {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;
}

/**
 * Open the account panel from the header. A click before hydration does nothing (a loaded machine
 * hydrates late, past 30 s while other builds run): click again until the panel is open.
 */
export async function openSignIn(page: Page): Promise<Locator> {
  const panel = page.getByTestId('panel-sign-in');
  await expect(async () => {
    if (!(await panel.isVisible())) await page.locator('header [data-panel-trigger="sign-in"]').click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return panel;
}

/**
 * Type a script once the studio is ready: its boxes stay read-only until it has read the draft
 * and filled its first template (`data-ready`), so what is typed here is never replaced.
 */
export async function writeScript(page: Page, text: string, readyTimeout = 30_000): Promise<void> {
  const box = page.getByTestId('script-text');
  await expect(page.getByTestId('studio')).toHaveAttribute('data-ready', 'true', { timeout: readyTimeout });
  await expect(page.getByTestId('add-to-cart')).toBeEnabled({ timeout: readyTimeout });
  await box.fill(text);
  await expect(box).toHaveValue(text);
}

/**
 * Add to cart from the studio; when the greeting still holds a template's example details the
 * studio asks first (#21 item 1), and these tests keep them.
 */
export async function addToCartKeepingExamples(page: Page): Promise<void> {
  await page.getByTestId('add-to-cart').click();
  const keep = page.getByTestId('example-confirm-keep');
  if (
    await keep.waitFor({ state: 'visible', timeout: 2_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await keep.click();
  }
}

/** The IVR builder once it has hydrated (before that a choice made in it would be lost). */
export async function ivrBuilder(page: Page): Promise<Locator> {
  const builder = page.getByTestId('ivr-builder');
  await builder.scrollIntoViewIfNeeded();
  await expect(builder).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  return builder;
}

export type Buyer = { email: string; name: string; country: string };

/**
 * From the studio to a filled checkout: writes `script`, adds the greeting to the cart (keeping
 * example details), opens the checkout and fills in the buyer, their country and the consent to
 * immediate delivery. Resolves to the checkout panel, for the spec to pay as it tests.
 */
export async function checkoutOneGreeting(
  page: Page,
  script: string,
  buyer: Buyer,
  readyTimeout?: number,
): Promise<Locator> {
  const en = readMessages('en');
  await writeScript(page, script, readyTimeout);
  await addToCartKeepingExamples(page);
  await page.getByTestId('view-cart').click();
  await page.getByTestId('go-checkout').click();
  const checkout = page.getByTestId('panel-checkout');
  await checkout.getByLabel(en.checkout.email, { exact: true }).fill(buyer.email);
  await checkout.getByLabel(en.checkout.name, { exact: true }).fill(buyer.name);
  await checkout.getByLabel(en.checkout.country, { exact: true }).selectOption(buyer.country);
  await checkout.getByTestId('withdrawal-consent').check();
  return checkout;
}


import { expect, test, type Page } from '@playwright/test';
import { pageViewDelayMs } from '@/lib/analytics/page-view';
import { chunkReloadKey } from '@/lib/browser/chunk-reload';
import { prefetchIdleTimeoutMs } from '@/lib/browser/network';
import { dismissConsent } from './helpers';

type Layer = {
  event?: string;
  pageType?: string;
  routeName?: string;
  pageUrl?: string;
  pageTitle?: string;
}[];

/** Waits that include the page's hydration. */
const hydrationWait = { timeout: 30_000 };

async function dataLayer(page: Page): Promise<Layer> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Layer }).dataLayer ?? []);
}

async function setConsent(page: Page, analytics: boolean) {
  await page.addInitScript((a) => {
    localStorage.setItem(
      'greeting-studio',
      JSON.stringify({
        state: {
          items: [],
          currency: null,
          consent: { analytics: a, decidedAt: '2026-01-01T00:00:00.000Z' },
        },
        version: 1,
      }),
    );
  }, analytics);
}

test('a page view reaches the data layer 250 ms after each route change', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/');
  // The first page view is recorded once the page has hydrated: on a busy test machine that can
  // take longer than the default 10 s (the 250 ms delay itself is unit-tested in lib/analytics).
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.pageType === 'PageView').length, hydrationWait)
    .toBe(1);
  await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help\/$/);
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.pageType === 'PageView').length)
    .toBe(2);
  const last = (await dataLayer(page)).filter((e) => e.pageType === 'PageView').at(-1);
  expect(last).toMatchObject({ event: 'routeChange', routeName: 'help', pageType: 'PageView' });
  expect(last?.pageUrl).toMatch(/\/help\/$/);
  expect(last?.pageTitle).toContain('Help');
});

test('no page view is recorded when do-not-track is on', async ({ page }) => {
  await dismissConsent(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  const prefetches: string[] = [];
  page.on('request', (r) => {
    if (isPrefetch(r.headers())) prefetches.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  // The behaviours are mounted once a focused link is prefetched (the same component decides on
  // page views, in an earlier effect of the same commit). Focus is given anew on every try (blur
  // first: focusing the focused link fires no event), since the first may come before they listen.
  const legal = page.getByRole('contentinfo').getByRole('link', { name: 'Legal' });
  await expect
    .poll(async () => {
      await legal.evaluate((a) => {
        (a as HTMLElement).blur();
        (a as HTMLElement).focus({ preventScroll: true });
      });
      return prefetches;
    }, hydrationWait)
    .toContain('/legal/');
  // A timer set now and longer than the tracker's delay runs after the tracker's would have:
  // the order of the browser's timers, not a guess at the machine's speed.
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms + 50)), pageViewDelayMs);
  expect((await dataLayer(page)).filter((e) => e.pageType === 'PageView')).toEqual([]);
});

test('the tag manager loads only after analytics consent', async ({ page }) => {
  const gtmRequests: string[] = [];
  await page.route(/googletagmanager\.com/, (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.goto('/');
  // Events are still queued locally, and nothing left the browser meanwhile.
  await expect
    .poll(async () => (await dataLayer(page)).some((e) => e.pageType === 'PageView'), hydrationWait)
    .toBe(true);
  expect(gtmRequests).toEqual([]);

  await page.getByTestId('cookie-consent').getByRole('button', { name: 'Necessary only' }).click();
  // The choice is committed once the notice is gone; the effect that would add the tag manager
  // runs in that same commit (a click's effects are flushed with it), so its script tag would be there.
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
  await expect(page.locator('#gtm-script')).toHaveCount(0);
  expect(gtmRequests).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('checkbox', { name: /Analytics/ }).check();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => gtmRequests.length).toBe(1);
  expect(gtmRequests[0]).toContain('id=GTM-E2ETEST');
});

test('with consent given earlier the tag manager loads on arrival', async ({ page }) => {
  const gtmRequests: string[] = [];
  await page.route(/googletagmanager\.com/, (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await setConsent(page, true);
  await page.goto('/help/');
  await expect.poll(() => gtmRequests.length).toBe(1);
});

function isPrefetch(headers: Record<string, string>) {
  return headers['next-router-prefetch'] === '1';
}

/** The page is hydrated and listening once its first page view is in the data layer. */
async function hydrated(page: Page) {
  await expect
    .poll(async () => (await dataLayer(page)).some((e) => e.pageType === 'PageView'), hydrationWait)
    .toBe(true);
}

// Prefetching every link waits for the visitor's first interaction, so it stays out of the
// page's start-up (Lighthouse's blocking time, #9); a link pointed at or focused is prefetched at once.
test('links are prefetched once the visitor interacts, not during start-up', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (r) => {
    if (isPrefetch(r.headers())) prefetches.push(new URL(r.url()).pathname);
  });
  // The page's timers and idle callbacks on Playwright's clock: time passes when the test says.
  await page.clock.install();
  await dismissConsent(page);
  await page.goto('/');
  await hydrated(page);
  // Every timer and idle callback due in twice the idle timeout the prefetch used to start after
  // on its own runs now, however busy the machine is.
  await page.clock.runFor(2 * prefetchIdleTimeoutMs);
  // A link focused from script (no interaction) is prefetched at once: once it is, any prefetch
  // the start-up had asked for would have been sent before it.
  await focusFooterLink(page, 'Legal');
  await expect.poll(() => prefetches).toContain('/legal/');
  expect([...new Set(prefetches)]).toEqual(['/legal/']);
  await page.mouse.move(200, 300);
  await page.clock.runFor(2 * prefetchIdleTimeoutMs);
  await expect.poll(() => prefetches, { timeout: 10_000 }).toContain('/help/');
});

test('a link that gets focus is prefetched at once, before any other', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (r) => {
    if (isPrefetch(r.headers())) prefetches.push(new URL(r.url()).pathname);
  });
  await dismissConsent(page);
  await page.goto('/help/');
  await hydrated(page);
  await focusFooterLink(page, 'Legal');
  await expect.poll(() => [...new Set(prefetches)]).toEqual(['/legal/']);
});

/**
 * Focus from script, without scrolling: no key, pointer or scroll event, so only the intent rule
 * can prefetch.
 */
async function focusFooterLink(page: Page, name: string) {
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name })
    .evaluate((a) => (a as HTMLElement).focus({ preventScroll: true }));
}

test('prefetch is skipped on an emulated 2g connection and with data saver', async ({ page }) => {
  await page.clock.install();
  for (const connection of [
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    const prefetches: string[] = [];
    const listener = (r: import('@playwright/test').Request) => {
      if (isPrefetch(r.headers())) prefetches.push(r.url());
    };
    page.on('request', listener);
    await dismissConsent(page);
    // The connection the page reads, changeable later through window.__testConnection.
    await page.addInitScript((c) => {
      (window as { __testConnection?: object }).__testConnection = c;
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => (window as { __testConnection?: object }).__testConnection,
      });
    }, connection);
    await page.goto('/');
    await hydrated(page);
    // Both triggers: an interaction, and a link pointed at; then every idle callback and timer
    // due in twice the idle timeout runs (the page's clock, not the machine's).
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).hover();
    await page.clock.runFor(2 * prefetchIdleTimeoutMs);
    // Back on a fast connection, a link focused from script is prefetched at once: by the time it
    // is, anything the hover had asked for would have been sent before it.
    await page.evaluate(() => {
      (window as { __testConnection?: object }).__testConnection = { effectiveType: '4g', saveData: false };
    });
    await focusFooterLink(page, 'Legal');
    const paths = () => [...new Set(prefetches.map((url) => new URL(url).pathname))];
    await expect.poll(paths).toContain('/legal/');
    expect(paths(), JSON.stringify(connection)).toEqual(['/legal/']);
    page.off('request', listener);
  }
});

test('a chunk-load failure reloads the page once, and not again within a minute', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/help/');
  // The first page view comes from the component that also listens for chunk failures: once it
  // is in the data layer, the page is hydrated and listening.
  await expect
    .poll(async () => (await dataLayer(page)).some((e) => e.pageType === 'PageView'), hydrationWait)
    .toBe(true);
  let loads = 0;
  page.on('load', () => loads++);
  const failChunk = () =>
    page.evaluate(() => {
      // A chunk a newer deployment removed: the dynamic import rejects and nobody catches it.
      void import(/* webpackIgnore: true */ `/_next/static/chunks/removed-${Date.now()}.js`);
    });
  await failChunk();
  await expect.poll(() => loads).toBe(1);
  await page.waitForLoadState('load');
  await expect
    .poll(async () => (await dataLayer(page)).some((e) => e.pageType === 'PageView'), hydrationWait)
    .toBe(true);
  // The page's handler listens before this one, so once this one has the rejection the page has
  // decided: a reload would have claimed a new time in session storage.
  const claimedBefore = await page.evaluate((key) => sessionStorage.getItem(key), chunkReloadKey);
  expect(claimedBefore).not.toBeNull();
  const claimedAfter = await page.evaluate(async (key) => {
    const handled = new Promise<void>((resolve) =>
      window.addEventListener('unhandledrejection', () => resolve(), { once: true }),
    );
    void import(/* webpackIgnore: true */ `/_next/static/chunks/removed-${Date.now()}.js`);
    await handled;
    return sessionStorage.getItem(key);
  }, chunkReloadKey);
  expect(claimedAfter).toBe(claimedBefore);
  expect(loads).toBe(1);
});

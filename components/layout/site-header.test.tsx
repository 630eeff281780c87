// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { SiteHeader } from './site-header';

const state = vi.hoisted(() => ({ locale: 'en' as 'en' | 'de', pathname: '/' }));
const catalogue = () => (state.locale === 'de' ? de : en);

// The server translator, from the same catalogues the app loads.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: state.locale, messages: catalogue(), namespace: namespace as 'nav' }),
}));
vi.mock('next/navigation', () => ({ usePathname: () => state.pathname }));
// The buttons need the store and the panels; the frame around them is under test.
vi.mock('./header-actions', () => ({ HeaderActions: () => <div data-testid="header-actions" /> }));

afterEach(cleanup);

async function renderHeader(locale: 'en' | 'de', pathname: string) {
  state.locale = locale;
  state.pathname = pathname;
  const header = await SiteHeader();
  render(
    <NextIntlClientProvider locale={locale} messages={catalogue()}>
      {header}
    </NextIntlClientProvider>,
  );
  return screen.getByRole('navigation', { name: catalogue().nav.primary });
}

describe('SiteHeader', () => {
  it('marks the current page in the main navigation, visibly and for screen readers', async () => {
    const nav = await renderHeader('de', '/de/on-hold/');
    const current = within(nav).getByRole('link', { name: de.nav.onHold });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/de/on-hold/');
    expect(current.className).toContain('aria-[current=page]:bg-accent-soft');
    for (const name of [de.nav.home, de.nav.voicePrompt, de.nav.help])
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
  });

  it('calls home "Home", as the menu and the breadcrumbs do', async () => {
    const nav = await renderHeader('en', '/');
    expect(within(nav).getByRole('link', { name: en.nav.home })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Studio' })).toBeNull();
  });

  it('lets the wordmark give way on narrow phones while the logo link keeps its name', async () => {
    await renderHeader('en', '/help/');
    const logo = screen.getByRole('link', { name: en.nav.logoLabel });
    expect(logo).toHaveAttribute('href', '/');
    const wordmark = within(logo).getByText(en.meta.productName);
    // Below 380 px the wordmark pushed the menu button off screen (45 px too wide at 320 px).
    expect(wordmark.className).toMatch(/max-\[380px\]:hidden/);
    expect(logo).toHaveClass('shrink-0');
  });
});

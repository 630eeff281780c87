// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishOnlyPaths } from '@/lib/i18n/paths';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import landing from '@/messages/landing.en.json';
import { SiteFooter } from './site-footer';

const state = vi.hoisted(() => ({ locale: 'en' as 'en' | 'de' }));
const catalogue = () => (state.locale === 'de' ? de : en);

vi.mock('next-intl/server', () => ({
  getLocale: async () => state.locale,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: state.locale, messages: catalogue(), namespace: namespace as 'footer' }),
}));
vi.mock('@/lib/env', () => ({ env: () => ({ SELLER_EMAIL: 'hello@example.test' }) }));
// Opening the cookie popup needs the store; the button itself is tested with the consent code.
vi.mock('../consent/cookie-settings-button', () => ({
  CookieSettingsButton: ({ label }: { label: string }) => <button type="button">{label}</button>,
}));

afterEach(cleanup);

async function renderFooter(locale: 'en' | 'de') {
  state.locale = locale;
  const footer = await SiteFooter();
  render(
    <NextIntlClientProvider locale={locale} messages={catalogue()}>
      {footer}
    </NextIntlClientProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('SiteFooter', () => {
  it('links every English guide on English pages, named by its heading', async () => {
    const footer = await renderFooter('en');
    const guides = within(footer).getByRole('navigation', { name: en.footer.guides });
    const links = within(guides).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual([...englishOnlyPaths].sort());
    for (const link of links) {
      const slug = link.getAttribute('href')!.slice(1, -1) as keyof typeof landing.landing.pages;
      expect(link).toHaveTextContent(landing.landing.pages[slug].title);
    }
  });

  it('leaves the English-only guides out of other languages', async () => {
    const footer = await renderFooter('de');
    expect(within(footer).queryByRole('navigation', { name: de.footer.guides })).toBeNull();
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const path of englishOnlyPaths) expect(hrefs).not.toContain(path);
    expect(within(footer).getByRole('link', { name: de.nav.voicePrompt })).toHaveAttribute(
      'href',
      '/de/voice-prompt/',
    );
  });

  it('offers a way to contact the seller next to help and legal', async () => {
    const footer = await renderFooter('de');
    const company = within(footer).getByRole('navigation', { name: de.footer.company });
    const contact = within(company).getByRole('link', { name: new RegExp(`^${de.footer.contact}`) });
    expect(contact).toHaveAttribute('href', 'mailto:hello@example.test');
    expect(contact).toHaveTextContent('hello@example.test');
    expect(within(company).getByRole('link', { name: de.nav.help })).toHaveAttribute('href', '/de/help/');
  });

  it('adds no margin of its own above: the last section’s padding is the gap', async () => {
    const footer = await renderFooter('en');
    expect(footer.className).not.toMatch(/\bmt-/);
  });
});

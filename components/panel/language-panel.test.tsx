// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { languageHref, LanguagePanel } from './language-panel';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

afterEach(cleanup);

function renderPanel(locale: 'en' | 'de', pathname: string) {
  navigation.pathname = pathname;
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'de' ? de : en}>
      <LanguagePanel />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('list', { name: (locale === 'de' ? de : en).panels.language });
}

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('languageHref', () => {
  it('keeps a translated page, sends English-only guides and unknown paths home', () => {
    expect(languageHref('de', '/help/')).toBe('/de/help/');
    expect(languageHref('de', '/out-of-office/')).toBe('/de/');
    expect(languageHref('en', '/out-of-office/')).toBe('/out-of-office/');
    expect(languageHref('fr', '/no-such-page/')).toBe('/fr/');
    expect(languageHref('en', '/no-such-page/')).toBe('/');
  });

  it('keeps a page without language prefix, whose language the cookie decides', () => {
    expect(languageHref('el', '/tools/samples/')).toBe('/tools/samples/');
  });
});

describe('LanguagePanel', () => {
  it('links each language to the same page where it exists, without a note', () => {
    const list = renderPanel('de', '/de/on-hold/');
    expect(hrefs(list)).toEqual([
      '/on-hold/',
      '/de/on-hold/',
      '/el/on-hold/',
      '/es/on-hold/',
      '/fr/on-hold/',
      '/it/on-hold/',
      '/pt/on-hold/',
    ]);
    expect(screen.queryByTestId('language-english-only')).toBeNull();
  });

  it('on an English-only guide says that other languages go to their home page', () => {
    const list = renderPanel('en', '/business-voicemail/');
    expect(screen.getByTestId('language-english-only')).toHaveTextContent(en.panels.englishOnly);
    expect(hrefs(list)).toEqual(['/business-voicemail/', '/de/', '/el/', '/es/', '/fr/', '/it/', '/pt/']);
  });

  it('on a 404 page offers each language home page rather than six more 404s', () => {
    const list = renderPanel('de', '/de/no-such-page/');
    expect(hrefs(list)).toEqual(['/', '/de/', '/el/', '/es/', '/fr/', '/it/', '/pt/']);
    expect(within(list).getByRole('link', { current: true })).toHaveAttribute('hreflang', 'de');
  });
});

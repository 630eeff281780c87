// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { StoreProvider } from '@/stores/store-provider';
import * as linkPanels from './link-panels';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

afterEach(cleanup);

function renderMenu(locale: 'en' | 'el', pathname: string) {
  navigation.pathname = pathname;
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'el' ? el : en}>
      <StoreProvider locale={locale}>
        <linkPanels.MenuPanel />
      </StoreProvider>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('navigation', { name: (locale === 'el' ? el : en).nav.primary });
}

describe('MenuPanel', () => {
  it('marks the page being shown, visibly and with aria-current="page"', () => {
    const nav = renderMenu('el', '/el/legal/');
    const current = within(nav).getByRole('link', { name: el.nav.legal });
    expect(current).toHaveAttribute('href', '/el/legal/');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.className).toContain('aria-[current=page]:bg-accent-soft');
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link !== current);
    expect(others).toHaveLength(4);
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  });

  it('names every page as the header does (home is "Home", IVR prompts by their heading)', () => {
    const nav = renderMenu('en', '/');
    expect(within(nav).getByRole('link', { name: en.nav.home })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: en.pages.voicePromptHeading })).toHaveAttribute(
      'href',
      '/voice-prompt/',
    );
  });

  it('is the only link panel: help and legal are plain links, with no panel that nothing opens', () => {
    expect(Object.keys(linkPanels)).toEqual(['MenuPanel']);
  });
});

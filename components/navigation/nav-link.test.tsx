// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCurrentPage, NavLink } from './nav-link';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

afterEach(cleanup);

describe('isCurrentPage', () => {
  it('matches the page without its language prefix', () => {
    expect(isCurrentPage('/help/', '/help/')).toBe(true);
    expect(isCurrentPage('/de/help/', '/help/')).toBe(true);
    expect(isCurrentPage('/de/', '/')).toBe(true);
    expect(isCurrentPage('/de', '/')).toBe(true);
    expect(isCurrentPage('/el/on-hold', '/on-hold/')).toBe(true);
  });

  it('does not mark a parent, a sibling or an unknown path', () => {
    expect(isCurrentPage('/help/', '/')).toBe(false);
    expect(isCurrentPage('/de/legal/', '/help/')).toBe(false);
    expect(isCurrentPage('/no-such-page/', '/')).toBe(false);
    expect(isCurrentPage(null, '/')).toBe(false);
  });
});

describe('NavLink', () => {
  function renderLinks(locale: 'en' | 'de') {
    render(
      <NextIntlClientProvider locale={locale} messages={{}}>
        <NavLink href="/">Home</NavLink>
        <NavLink href="/help/">Help</NavLink>
      </NextIntlClientProvider>,
    );
  }

  it('marks the link to the page being shown with aria-current="page", and only that one', () => {
    navigation.pathname = '/de/help/';
    renderLinks('de');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/de/help/');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks home on the home page', () => {
    navigation.pathname = '/';
    renderLinks('en');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Help' })).not.toHaveAttribute('aria-current');
  });
});

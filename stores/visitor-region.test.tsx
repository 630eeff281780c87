// @vitest-environment jsdom
// The default currency follows the visitor's region once the page has hydrated: the browser's
// en-GB (navigator.languages) or the billing country chosen at checkout; an explicit choice wins.
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import type { AppStore } from './app-store';
import { StoreProvider, useAppStoreApi } from './store-provider';
import { useCurrency, visitorRegion } from './visitor-region';

function Shown({ country, onStore }: { country?: string; onStore: (s: AppStore) => void }) {
  onStore(useAppStoreApi());
  return <p data-testid="currency">{useCurrency(country)}</p>;
}

function mount(languages: string[], { locale = 'en', country }: { locale?: Locale; country?: string } = {}) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  let store: AppStore | null = null;
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <StoreProvider locale={locale}>
        <Shown country={country} onStore={(s) => (store = s)} />
      </StoreProvider>
    </NextIntlClientProvider>,
  );
  if (!store) throw new Error('no store');
  return store as AppStore;
}

const shown = () => screen.getByTestId('currency').textContent;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('useCurrency', () => {
  it('shows an en-GB reader of the English pages pounds, an en-US one dollars', () => {
    mount(['en-GB', 'en']);
    expect(shown()).toBe('GBP');
    cleanup();
    mount(['en-US', 'en']);
    expect(shown()).toBe('USD');
  });

  it("keeps the page language's default when the browser names no region", () => {
    mount(['en']);
    expect(shown()).toBe('USD');
    cleanup();
    mount(['de', 'en-GB'], { locale: 'de' });
    expect(shown()).toBe('EUR');
  });

  it('lets the explicit choice win over the region', () => {
    const store = mount(['en-GB']);
    act(() => store.getState().setCurrency('USD'));
    expect(shown()).toBe('USD');
  });

  it('follows the billing country typed at checkout, and the one on screen where passed', () => {
    const store = mount(['en-US']);
    act(() => store.getState().editCheckoutDraft({ country: 'GB' }));
    expect(shown()).toBe('GBP');
    cleanup();
    mount(['en-US'], { country: 'GB' });
    expect(shown()).toBe('GBP');
  });

  it('ignores a country that is no country code', () => {
    const store = mount(['en-GB']);
    act(() => store.getState().editCheckoutDraft({ country: 'Narnia' }));
    expect(shown()).toBe('GBP');
    expect(visitorRegion(store.getState(), 'en')).toBe('GB');
  });
});

// @vitest-environment jsdom
// The currency choice: one press applies it (never arrow keys passing by), and closing goes back
// to the panel that opened this one (the cart, the phone menu), whose opener gets focus again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { AppStore } from '@/stores/app-store';
import type { PanelId } from '@/stores/slices/panels';
import { StoreProvider, useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { CurrencyPanel } from './currency-panel';
import { MenuPanel } from './link-panels';

vi.mock('../navigation/locale-link', () => ({
  LocaleLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

/** Shows the open panel's content, as the panel host does (closed panels render nothing). */
function Host({ onStore }: { onStore: (store: AppStore) => void }) {
  const store = useAppStoreApi();
  onStore(store);
  const open = useAppStore((s) => s.openPanel);
  const content: Partial<Record<PanelId, ReactNode>> = { currency: <CurrencyPanel />, menu: <MenuPanel /> };
  return <div data-testid="open-panel">{open ? content[open] : null}</div>;
}

function mount() {
  let store: AppStore | null = null;
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <StoreProvider locale="en">
        <Host onStore={(s) => (store = s)} />
      </StoreProvider>
    </NextIntlClientProvider>,
  );
  if (!store) throw new Error('no store');
  return store as AppStore;
}

const option = (code: string) => screen.getByTestId(`currency-${code}`);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('currency panel', () => {
  it('marks the current currency and applies a new one on one press, then closes', () => {
    const store = mount();
    act(() => store.getState().showPanel('currency'));
    expect(option('USD')).toHaveAttribute('aria-current', 'true');
    expect(option('USD')).toHaveTextContent(en.currency.current);
    expect(option('GBP')).not.toHaveAttribute('aria-current');
    fireEvent.click(option('GBP'));
    expect(store.getState().currency).toBe('GBP');
    expect(store.getState().openPanel).toBeNull();
  });

  it('arrow keys move nowhere and apply nothing: the options are buttons, not radios', () => {
    const store = mount();
    act(() => store.getState().showPanel('currency'));
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    option('USD').focus();
    fireEvent.keyDown(option('USD'), { key: 'ArrowDown' });
    expect(store.getState().currency).toBeNull();
    expect(store.getState().openPanel).toBe('currency');
  });

  it('opened from the cart, choosing goes back to the cart; so does closing without a choice', () => {
    const store = mount();
    act(() => store.getState().showPanel('currency', { returnTo: 'cart' }));
    fireEvent.click(option('CHF'));
    expect(store.getState()).toMatchObject({ currency: 'CHF', openPanel: 'cart', returnedFrom: 'currency' });
    act(() => store.getState().showPanel('currency', { returnTo: 'cart' }));
    act(() => store.getState().closePanel());
    expect(store.getState().openPanel).toBe('cart');
    // Back in the cart, closing closes for good.
    act(() => store.getState().closePanel());
    expect(store.getState()).toMatchObject({ openPanel: null, returnTo: null, returnedFrom: null });
  });
});

describe('menu panel on a phone', () => {
  it('offers the currency, returns to the menu after the choice and focuses the entry again', async () => {
    vi.useFakeTimers();
    const store = mount();
    act(() => store.getState().showPanel('menu'));
    const entry = screen.getByRole('button', { name: 'Currency: USD' });
    // Shown only below the `sm` breakpoint, where the header has no currency button.
    expect(entry.parentElement).toHaveClass('sm:hidden');
    fireEvent.click(entry);
    expect(store.getState()).toMatchObject({ openPanel: 'currency', returnTo: 'menu' });
    fireEvent.click(option('EUR'));
    expect(store.getState().openPanel).toBe('menu');
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByRole('button', { name: 'Currency: EUR' })).toHaveFocus();
  });
});

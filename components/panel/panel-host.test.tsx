// @vitest-environment jsdom
// When one panel leads to another (cart → currency → cart), the last one to close returns focus
// to what opened the first one: the native dialog only knows the control inside the panel before.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { OpenPanelButton } from './open-panel-button';
import { PanelHost } from './panel-host';

beforeAll(() => {
  // jsdom has no modal dialogs; closing one here loses focus as when its opener is gone.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    (document.activeElement as HTMLElement | null)?.blur();
  };
});

function Grab({ onStore }: { onStore: (store: AppStore) => void }) {
  onStore(useAppStoreApi());
  return null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('panel host', () => {
  it('returns focus to the first opener after a chain of panels', async () => {
    vi.useFakeTimers();
    let store: AppStore | null = null;
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <StoreProvider locale="en">
          <Grab onStore={(s) => (store = s)} />
          <OpenPanelButton panel="cart">Cart</OpenPanelButton>
          <PanelHost content={{ cart: <p>cart</p>, currency: <p>currency</p> }} />
        </StoreProvider>
      </NextIntlClientProvider>,
    );
    const api = store as AppStore | null;
    const opener = screen.getByRole('button', { name: 'Cart' });
    opener.focus();
    fireEvent.click(opener);
    act(() => api?.getState().showPanel('currency', { returnTo: 'cart' }));
    act(() => api?.getState().closePanel());
    expect(api?.getState().openPanel).toBe('cart');
    act(() => api?.getState().closePanel());
    expect(document.activeElement).toBe(document.body);
    await act(() => vi.runAllTimersAsync());
    expect(opener).toHaveFocus();
  });

  it('titles the sign-in panel for the account once signed in', () => {
    let store: AppStore | null = null;
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <StoreProvider locale="en">
          <Grab onStore={(s) => (store = s)} />
          <PanelHost content={{ 'sign-in': <p>content</p> }} />
        </StoreProvider>
      </NextIntlClientProvider>,
    );
    const api = store as AppStore | null;
    if (!api) throw new Error('no store');
    const title = () => screen.getByTestId('panel-sign-in').querySelector('h2');
    expect(title()).toHaveTextContent(en.panels.signIn);
    act(() =>
      api.getState().setSignedIn({
        uid: 'u1',
        email: 'a@example.com',
        emailVerified: true,
        displayName: null,
        photoURL: null,
        providerIds: ['password'],
      }),
    );
    expect(title()).toHaveTextContent(en.panels.account);
  });
});

// @vitest-environment jsdom
// "View cart" after adding stays until the visitor moves on to another greeting (never on a
// timer, never while focused), and focus comes back to "Add to cart" when the button is gone.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { AddToCartButton } from './add-to-cart-button';

function Grab({ onStore }: { onStore: (store: AppStore) => void }) {
  onStore(useAppStoreApi());
  return null;
}

function mount() {
  let store: AppStore | null = null;
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <StoreProvider locale="en">
        <Grab onStore={(s) => (store = s)} />
        <AddToCartButton />
      </StoreProvider>
    </NextIntlClientProvider>,
  );
  const api = store as AppStore | null;
  if (!api) throw new Error('no store');
  return api;
}

const viewCart = () => screen.queryByTestId('view-cart');
const addButton = () => screen.getByTestId('add-to-cart');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('add to cart: "View cart"', () => {
  it('stays long after the "Added" confirmation, until the greeting changes', async () => {
    const store = mount();
    fireEvent.click(addButton());
    expect(viewCart()).toHaveTextContent('View cart (1)');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(addButton()).toHaveTextContent(en.cart.add);
    expect(viewCart()).toBeInTheDocument();
    act(() => store.getState().patchSpec({ text: 'Another greeting.' }));
    expect(viewCart()).toBeNull();
  });

  it('is never removed while it has focus', () => {
    const store = mount();
    fireEvent.click(addButton());
    act(() => viewCart()?.focus());
    act(() => store.getState().patchSpec({ text: 'Another greeting.' }));
    expect(viewCart()).toHaveFocus();
    act(() => addButton().focus());
    expect(viewCart()).toBeNull();
  });

  it('opens the cart; when it closes and "View cart" is gone, focus returns to "Add to cart"', async () => {
    const store = mount();
    fireEvent.click(addButton());
    fireEvent.click(viewCart() as HTMLElement);
    expect(store.getState().openPanel).toBe('cart');
    // The cart's Edit loads another greeting into the studio and closes the panel.
    act(() => viewCart()?.blur());
    act(() => {
      store.getState().patchSpec({ text: 'Edited greeting.' });
      store.getState().closePanel();
    });
    expect(viewCart()).toBeNull();
    await act(() => vi.runAllTimersAsync());
    expect(addButton()).toHaveFocus();
  });
});

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

describe('add to cart: example details', () => {
  type Detail = { field: string; label: string; value: string; kind: 'example' | 'blank' };
  const email: Detail = {
    field: 'email',
    label: 'Email',
    value: 'info@northwind-dental.com',
    kind: 'example',
  };
  const website: Detail = { field: 'website', label: 'Website', value: '{website}', kind: 'blank' };

  function mountWith(onReview: () => void, examples: Detail[] = [email]) {
    let store: AppStore | null = null;
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <StoreProvider locale="en">
          <Grab onStore={(s) => (store = s)} />
          <AddToCartButton examples={examples} onReview={onReview} />
        </StoreProvider>
      </NextIntlClientProvider>,
    );
    return store as unknown as AppStore;
  }

  it('asks first, naming each detail; "Edit" adds nothing and hands over to the studio', () => {
    const onReview = vi.fn();
    const store = mountWith(onReview);
    fireEvent.click(addButton());
    const ask = screen.getByTestId('example-confirm');
    expect(ask).toHaveTextContent("Your greeting still says the example's details");
    expect(ask).toHaveTextContent('Email: info@northwind-dental.com');
    expect(document.activeElement).toBe(screen.getByTestId('example-confirm-edit'));
    expect(store.getState().items).toHaveLength(0);
    fireEvent.click(screen.getByTestId('example-confirm-edit'));
    expect(onReview).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('example-confirm')).toBeNull();
    expect(store.getState().items).toHaveLength(0);
  });

  it('a {field} still in the text cannot be kept: only "Edit", and nothing is added (issue 34)', () => {
    const onReview = vi.fn();
    const store = mountWith(onReview, [email, website]);
    fireEvent.click(addButton());
    const ask = screen.getByTestId('example-confirm');
    expect(ask).toHaveTextContent(en.cart.blankConfirmTitle);
    expect(screen.getByTestId('example-confirm-blank')).toHaveTextContent(en.cart.blankConfirmBody);
    expect(ask).toHaveTextContent('Website: not filled in');
    expect(screen.queryByTestId('example-confirm-keep')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('example-confirm-edit'));
    fireEvent.click(screen.getByTestId('example-confirm-edit'));
    expect(onReview).toHaveBeenCalledOnce();
    expect(store.getState().items).toHaveLength(0);
  });

  it('"Keep it" adds the greeting as it is', () => {
    const store = mountWith(() => {});
    fireEvent.click(addButton());
    fireEvent.click(screen.getByTestId('example-confirm-keep'));
    expect(store.getState().items).toHaveLength(1);
    expect(screen.queryByTestId('example-confirm')).toBeNull();
  });
});

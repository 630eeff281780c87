// @vitest-environment jsdom
// "Edit" on a cart line opens the whole draft (fields included) in the studio, and saving it
// updates that line instead of adding a second one (#21 item 6).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { greetingSpecInputSchema, withDefaults } from '@/lib/greeting/spec';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { AddToCartButton } from './add-to-cart-button';
import { CartPanel } from './cart-panel';

const spec = (text: string) =>
  withDefaults(
    greetingSpecInputSchema.parse({ useCase: 'on-hold', locale: 'en', text, voice: { id: 'flite-slt' } }),
  );

function Grab({ onStore }: { onStore: (store: AppStore) => void }) {
  onStore(useAppStoreApi());
  return null;
}

function mount() {
  // The server's quote never answers here: prices stay pending, which this test does not need.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  let store: AppStore | null = null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en}>
        <StoreProvider locale="en">
          <Grab onStore={(s) => (store = s)} />
          <AddToCartButton />
          <CartPanel />
        </StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const api = store as AppStore | null;
  if (!api) throw new Error('no store');
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('cart line Edit', () => {
  it('restores spec and fields, then "Update cart line" saves into that line', async () => {
    const store = mount();
    await act(() => store.persist.rehydrate());
    const fields = { template: 'friendly' as const, values: { company: 'Acme' }, filled: 'Hold on, Acme.' };
    act(() => {
      store.getState().addItem(spec('First greeting.'));
      store.getState().addItem(spec('Hold on, Acme.'), fields);
      store.getState().patchSpec({ text: 'Something new in the studio.' });
      store.getState().setScript({ template: null, values: {}, filled: null });
    });
    const lines = screen.getAllByTestId('cart-item');
    expect(lines).toHaveLength(2);
    fireEvent.click(within(lines[1]!).getByTestId('cart-edit'));

    const s = store.getState();
    expect(s.spec.text).toBe('Hold on, Acme.');
    expect(s.spec.useCase).toBe('on-hold');
    expect(s.script).toEqual(fields);
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent(en.cart.updateLine);

    act(() => store.getState().patchSpec({ text: 'Hold on, Acme Plumbing.' }));
    fireEvent.click(screen.getByTestId('add-to-cart'));
    const items = store.getState().items;
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.spec.text)).toEqual(['First greeting.', 'Hold on, Acme Plumbing.']);
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent(en.cart.updated);
  });

  it('"Add as new line" keeps the edited line and adds another', async () => {
    const store = mount();
    await act(() => store.persist.rehydrate());
    act(() => {
      store.getState().addItem(spec('Only line.'));
    });
    fireEvent.click(screen.getByTestId('cart-edit'));
    act(() => store.getState().patchSpec({ text: 'A variation.' }));
    fireEvent.click(screen.getByTestId('add-as-new'));
    expect(store.getState().items.map((i) => i.spec.text)).toEqual(['Only line.', 'A variation.']);
    expect(store.getState().editingItemId).toBeNull();
    expect(screen.getByTestId('add-to-cart')).not.toHaveTextContent(en.cart.updateLine);
  });

  it('a line stored without fields opens as the visitor’s own text', async () => {
    const store = mount();
    await act(() => store.persist.rehydrate());
    act(() => {
      store.getState().setScript({ template: 'short', values: { company: 'Old' }, filled: 'x' });
      store.getState().addItem(spec('Typed by hand.'));
    });
    fireEvent.click(screen.getByTestId('cart-edit'));
    expect(store.getState().script).toEqual({ template: null, values: {}, filled: null });
  });
});

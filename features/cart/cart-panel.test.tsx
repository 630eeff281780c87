// @vitest-environment jsdom
// Keyboard focus in the cart: Remove never drops focus to <body>, and coming back from the
// currency panel lands on "Change currency" again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { greetingSpecInputSchema, withDefaults } from '@/lib/greeting/spec';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { CartPanel } from './cart-panel';

// The IVR set line's Edit navigates with next-intl's router, which needs Next.js's; not used here.
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const spec = (text: string) =>
  withDefaults(
    greetingSpecInputSchema.parse({
      useCase: 'business-voicemail',
      locale: 'en',
      text,
      voice: { id: 'flite-slt' },
    }),
  );

function Grab({ onStore }: { onStore: (store: AppStore) => void }) {
  onStore(useAppStoreApi());
  return null;
}

/** The cart with the given lines; the server's quote does not answer (prices stay pending). */
function mount(texts: string[]) {
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
          <CartPanel />
        </StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const api = store as AppStore | null;
  if (!api) throw new Error('no store');
  act(() => {
    for (const text of texts) api.getState().addItem(spec(text));
  });
  return api;
}

const removeButtons = () => screen.getAllByRole('button', { name: en.cart.remove });
const lineOf = (el: HTMLElement) => el.closest('li')?.textContent ?? '';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('cart: focus after Remove', () => {
  it('moves to the next line’s Remove, then the previous one, then the empty cart’s heading', () => {
    mount(['First greeting.', 'Second greeting.', 'Third greeting.']);
    const [, second] = removeButtons();
    second?.focus();
    fireEvent.click(second as HTMLElement);
    // The third line moved up into the second place.
    expect(lineOf(document.activeElement as HTMLElement)).toContain('Third greeting.');
    expect(screen.getByRole('status')).toHaveTextContent('Removed from your cart. 2 items left.');

    fireEvent.click(document.activeElement as HTMLElement);
    expect(lineOf(document.activeElement as HTMLElement)).toContain('First greeting.');
    expect(document.activeElement).toHaveAccessibleName(en.cart.remove);

    fireEvent.click(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: en.cart.emptyTitle }));
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is now empty.');
  });
});

describe('cart: changing the currency', () => {
  it('opens the currency panel to come back here, and focuses "Change currency" on return', async () => {
    vi.useFakeTimers();
    const store = mount(['A greeting.']);
    fireEvent.click(screen.getByTestId('cart-currency'));
    expect(store.getState()).toMatchObject({ openPanel: 'currency', returnTo: 'cart' });
    act(() => {
      store.getState().setCurrency('EUR');
      store.getState().closePanel();
    });
    expect(store.getState()).toMatchObject({ openPanel: 'cart', returnedFrom: 'currency' });
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByTestId('cart-currency')).toHaveFocus();
  });
});

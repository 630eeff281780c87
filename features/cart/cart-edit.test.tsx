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
import { isIvrSetItem } from '@/stores/slices/cart';
import { exampleValues } from '@/lib/greeting/templates';
import { newIvrSet } from '@/lib/ivr/set-spec';
import { ivrTemplate } from '@/lib/ivr/templates';
import { ivrLanguage } from '@/lib/ivr/language';
import { AddToCartButton } from './add-to-cart-button';
import { CartPanel } from './cart-panel';

// next-intl's router needs Next.js's: a stand-in records where the IVR set's Edit goes.
const nav = vi.hoisted(() => ({ pathname: '/', push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push: nav.push }),
  usePathname: () => nav.pathname,
}));

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

afterEach(async () => {
  // Edit scrolls the studio or builder into view 200 ms later: let that run while there is a DOM.
  await new Promise((resolve) => setTimeout(resolve, 250));
  nav.push.mockReset();
  nav.pathname = '/';
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
    expect(items.map((i) => (isIvrSetItem(i) ? null : i.spec.text))).toEqual([
      'First greeting.',
      'Hold on, Acme Plumbing.',
    ]);
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
    expect(store.getState().items.map((i) => (isIvrSetItem(i) ? null : i.spec.text))).toEqual([
      'Only line.',
      'A variation.',
    ]);
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

describe('IVR set line Edit', () => {
  const set = (locale: 'en' | 'fr') =>
    newIvrSet(
      ivrTemplate('shop', ivrLanguage(locale), {}, exampleValues(locale)),
      { voiceId: 'v', speed: 1.1, pitch: 0 },
      'asterisk',
    );

  it('opens the set as the builder draft on its language’s page, editing that line', async () => {
    const store = mount();
    await act(() => store.persist.rehydrate());
    let id = '';
    act(() => {
      store.getState().addItem(spec('A greeting.'));
      id = store.getState().addItem(set('fr'));
      store.getState().showPanel('cart');
    });
    const line = screen.getAllByTestId('cart-item')[1]!;
    expect(within(line).getByTestId('cart-remove')).toBeInTheDocument();
    fireEvent.click(within(line).getByTestId('cart-edit'));

    const s = store.getState();
    expect(s.ivrDraft?.editingItemId).toBe(id);
    expect(s.ivrDraft?.set).toEqual(set('fr'));
    expect(s.ivrDraftOpened).toBe(1);
    expect(s.openPanel).toBeNull();
    // From the English home page to the French builder.
    expect(nav.push).toHaveBeenCalledWith('/voice-prompt/#builder', { locale: 'fr' });
    // The studio's greeting is not touched by a set's Edit.
    expect(s.editingItemId).toBeNull();
  });

  it('stays on the page when the builder of the set’s language is already open', async () => {
    nav.pathname = '/voice-prompt';
    const store = mount();
    await act(() => store.persist.rehydrate());
    act(() => {
      store.getState().addItem(set('en'));
    });
    fireEvent.click(screen.getByTestId('cart-edit'));
    expect(nav.push).not.toHaveBeenCalled();
    expect(store.getState().ivrDraft?.set.tree.locale).toBe('en');
  });
});

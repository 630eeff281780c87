// @vitest-environment jsdom
// Beside Add to cart: words and price from the server's studio quote, with the next step, and a
// flag on a cart line that still speaks the example's details.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { greetingSpecInputSchema, withDefaults } from '@/lib/greeting/spec';
import { priceLabel } from '@/lib/payments/price-label';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { CartPanel } from './cart-panel';
import { StudioPrice } from './studio-price';

// The IVR set line's Edit navigates with next-intl's router, which needs Next.js's; not used here.
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

function Grab({ onStore }: { onStore: (store: AppStore) => void }) {
  onStore(useAppStoreApi());
  return null;
}

function mount(children: ReactNode, locale: 'en' | 'de' = 'en') {
  let store: AppStore | null = null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === 'de' ? de : en}>
        <StoreProvider locale={locale}>
          <Grab onStore={(s) => (store = s)} />
          {children}
        </StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return store as unknown as AppStore;
}

const answer = (words: number, locale: string) => {
  const short = words <= 50;
  const price = short ? 900 : 1900;
  const next = short ? 1900 : 2900;
  return {
    labels: { price: priceLabel(price, 'EUR', locale), next: priceLabel(next, 'EUR', locale) },
    currency: 'EUR',
    words,
    tier: short ? 'short' : 'standard',
    price: short ? 900 : 1900,
    wordsLeft: short ? 50 - words : 150 - words,
    next: short
      ? { tier: 'standard', fromWords: 51, price: 1900 }
      : { tier: 'long', fromWords: 151, price: 2900 },
  };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('StudioPrice', () => {
  it('shows the server’s words and price and the next step, and asks again once typing settles', async () => {
    const bodies: { item: { text: string }; currency: string; locale: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as {
          item: { text: string };
          currency: string;
          locale: string;
        };
        bodies.push(body);
        return Response.json(answer(body.item.text.split(' ').length, body.locale));
      }),
    );
    const store = mount(<StudioPrice />, 'de');
    act(() => {
      store.getState().patchVoice({ id: 'espeak-de-f3' });
      store.getState().patchSpec({ text: Array.from({ length: 38 }, () => 'Hallo').join(' ') });
    });
    await waitFor(() =>
      expect(screen.getByTestId('studio-price-words')).toHaveTextContent('38 gesprochene Wörter'),
    );
    expect(screen.getByTestId('studio-price-amount')).toHaveTextContent('9 €');
    expect(screen.getByTestId('studio-price-next')).toHaveTextContent(
      'Noch 12 Wörter für 9 €; ab 51 Wörtern 19 €',
    );
    expect(bodies.at(-1)?.currency).toBe('EUR');

    act(() => store.getState().patchSpec({ text: Array.from({ length: 60 }, () => 'Hallo').join(' ') }));
    await waitFor(() => expect(screen.getByTestId('studio-price-amount')).toHaveTextContent('19 €'));
    expect(screen.getByTestId('studio-price-next')).toHaveTextContent(
      'Noch 90 Wörter für 19 €; ab 151 Wörtern 29 €',
    );
  });

  it('asks nothing without a voice or text', async () => {
    // Time is the subject (nothing is asked even after the text has settled): fake timers.
    vi.useFakeTimers();
    try {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      mount(<StudioPrice />);
      // Well past the 350 ms the studio waits for the text to settle before it asks.
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(fetch).not.toHaveBeenCalled();
      expect(screen.queryByTestId('studio-price')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cart line: example details', () => {
  it('flags a line that still speaks the example’s e-mail, not one with the buyer’s own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const store = mount(<CartPanel />);
    const spec = (text: string) =>
      withDefaults(
        greetingSpecInputSchema.parse({
          useCase: 'business-voicemail',
          locale: 'en',
          text,
          voice: { id: 'v' },
        }),
      );
    act(() => {
      store.getState().addItem(spec('Thanks for calling Bolt Labs. Email info@northwind-dental.com.'));
      store.getState().addItem(spec('Thanks for calling Bolt Labs. Email hi@bolt.example.'));
    });
    await waitFor(() => expect(screen.getAllByTestId('cart-example-flag')).toHaveLength(1));
    const [flag] = screen.getAllByTestId('cart-example-flag');
    expect(flag).toHaveTextContent('Still the example: Email (info@northwind-dental.com)');
    expect(flag?.closest('li')).toHaveTextContent('Thanks for calling Bolt Labs. Email info@');
  });
});

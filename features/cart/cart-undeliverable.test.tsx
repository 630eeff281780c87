// @vitest-environment jsdom
// A cart line the server cannot produce: the cart names it (not "prices could not be loaded"),
// and does not keep asking — the answer would be the same.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { greetingSpecInputSchema, withDefaults } from '@/lib/greeting/spec';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { CartPanel } from './cart-panel';

// The IVR set line's Edit navigates with next-intl's router, which needs Next.js's; not used here.
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Grab({ onStore }: { onStore: (store: AppStore) => void }) {
  onStore(useAppStoreApi());
  return null;
}

it('names the line the server refused, with the page language sent', async () => {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(
      { error: { code: 'undeliverable', message: 'x', details: { line: 2, reason: 'unknown-track' } } },
      { status: 400 },
    ),
  );
  vi.stubGlobal('fetch', fetch);
  let store: AppStore | null = null;
  // The app's own retry policy for quotes (no client-wide override), so a retry would show here.
  render(
    <QueryClientProvider client={new QueryClient()}>
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
    for (const text of ['Hello.', 'Welcome.'])
      api.getState().addItem(
        withDefaults(
          greetingSpecInputSchema.parse({
            useCase: 'business-voicemail',
            locale: 'en',
            text,
            voice: { id: 'flite-slt' },
          }),
        ),
      );
  });
  const notice = await screen.findByTestId('undeliverable-line');
  expect(notice).toHaveTextContent(en.orderChecks.undeliverable.unknownTrack.replace('{line}', '2'));
  expect(screen.queryByText(en.cart.quoteError)).toBeNull();
  const quotes = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/cart/quote/'));
  const body = JSON.parse(String(quotes().at(-1)?.[1]?.body)) as { locale: string };
  expect(body.locale).toBe('en');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // One request per cart content: a refusal is not retried.
  const bodies = quotes().map(([, init]) => String(init?.body));
  expect(new Set(bodies).size).toBe(bodies.length);
});

// Test stand-ins for the checkout's tests (imported by *.test.tsx only; never by the app): a fetch answered
// per endpoint that records every request, and the panel mounted with its providers, a cart
// item, and a way to close and reopen it like the real panel (which unmounts its content).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { greetingSpecInputSchema, withDefaults } from '@/lib/greeting/spec';
import type { AppStore } from '@/stores/app-store';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { CheckoutPanel } from './checkout-panel';

export type Sent = { url: string; body: unknown };
export type CheckoutConfigStub = {
  methods: string[];
  stripePublishableKey: string | null;
  paypalClientId: string | null;
};
/** Answers for the checkout's own endpoints, by path after /api/checkout/ ('' is the order start). */
export type Routes = Partial<
  Record<'' | 'buyer/' | 'test-pay/' | 'stripe/confirm/' | 'paypal/capture/', (body: unknown) => Response>
>;

export const testConfig: CheckoutConfigStub = {
  methods: ['test'],
  stripePublishableKey: null,
  paypalClientId: null,
};
const totals = { vat: { mode: 'standard', rateBp: 1900, vatId: null }, net: 900, vatTotal: 171, gross: 1071 };

let orderCount = 0;
/** A 201 from the order start with a new order id per call, like the server. */
export const created = () =>
  Response.json(
    {
      orderId: `ord_${++orderCount}`,
      token: 'tok',
      orderUrl: 'http://x/order/',
      payment: { method: 'test' },
    },
    { status: 201 },
  );
export const declined = () =>
  Response.json({ error: { code: 'payment-failed', message: 'declined' } }, { status: 402 });
export const serverError = () =>
  Response.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });
/** What fetch does when no answer arrives. */
export const unreachable = (): Response => {
  throw new TypeError('Failed to fetch');
};

export function network(config: CheckoutConfigStub, routes: Routes) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      sent.push({ url, body });
      if (url.endsWith('/api/checkout/config/')) return Response.json(config);
      if (url.endsWith('/api/bot-check/config/')) return Response.json({ provider: null });
      if (url.endsWith('/api/cart/quote/')) return Response.json(totals);
      const step = url.split('/api/checkout/')[1] as keyof Routes | undefined;
      const route = step === undefined ? undefined : routes[step];
      if (route) return route(body);
      return Response.json({ error: { code: 'not-found', message: 'no' } }, { status: 404 });
    }),
  );
  return sent;
}

export const orderStarts = (sent: Sent[]) => sent.filter((s) => s.url.endsWith('/api/checkout/'));
export const testPays = (sent: Sent[]) => sent.filter((s) => s.url.endsWith('/api/checkout/test-pay/'));

function Tree({
  open,
  onStore,
  children,
}: {
  open: boolean;
  onStore: (s: AppStore) => void;
  children: ReactNode;
}) {
  onStore(useAppStoreApi());
  return open ? children : null;
}

/** What the checkout runs inside on the page: queries, messages, the app store. */
export function CheckoutProviders({
  client,
  locale,
  children,
}: {
  client: QueryClient;
  locale: 'en' | 'de';
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
        <StoreProvider locale={locale}>{children}</StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

/** One greeting in the cart, as the checkout tests start. */
export function fillCart(store: AppStore) {
  store.getState().clearCart();
  store.getState().addItem(
    withDefaults(
      greetingSpecInputSchema.parse({
        useCase: 'business-voicemail',
        locale: 'en',
        text: 'Thank you for calling.',
        voice: { id: 'flite-slt' },
      }),
    ),
  );
}

/** The panel with one item in the cart; `close`/`reopen` unmount and mount it again. */
export async function mountCheckout(locale: 'en' | 'de' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let store: AppStore | undefined;
  const tree = (open: boolean) => (
    <CheckoutProviders client={client} locale={locale}>
      <Tree open={open} onStore={(s) => (store = s)}>
        <CheckoutPanel />
      </Tree>
    </CheckoutProviders>
  );
  const view = render(tree(true));
  if (!store) throw new Error('store not captured');
  const app = store;
  act(() => fillCart(app));
  const t = locale === 'en' ? en.checkout : de.checkout;
  await screen.findByLabelText(t.email);
  return {
    store: app,
    close: () => view.rerender(tree(false)),
    reopen: async () => {
      view.rerender(tree(true));
      await screen.findByLabelText(t.email);
    },
  };
}

export function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function fillDetails(t: typeof en.checkout = en.checkout) {
  typeInto(t.email, 'erika@example.com');
  typeInto(t.name, 'Erika Muster');
}

export const consentBox = () => screen.getByTestId('withdrawal-consent') as HTMLInputElement;

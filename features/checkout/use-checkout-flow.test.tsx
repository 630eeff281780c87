// @vitest-environment jsdom
// The checkout's payment flow without its look: which state each step leaves behind (busy,
// failure, consent, flagged fields, the pending order), and what it sends to the server.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStoreApi } from '@/stores/store-provider';
import {
  CheckoutProviders,
  created,
  declined,
  fillCart,
  network,
  orderStarts,
  testConfig,
  testPays,
  type Routes,
} from './checkout.test-kit';
import { useCheckoutFlow } from './use-checkout-flow';

// The hook's modules reach next-intl's navigation, which needs the Next.js router.
vi.mock('@/lib/i18n/navigation', () => ({ Link: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const paid = () => Response.json({ result: 'paid' });
const refusal = (code: string, details?: object) => () =>
  Response.json({ error: { code, message: 'x', details } }, { status: 400 });

async function renderFlow(routes: Routes, config = testConfig) {
  const sent = network(config, routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CheckoutProviders client={client} locale="en">
      {children}
    </CheckoutProviders>
  );
  const view = renderHook(() => ({ flow: useCheckoutFlow(), store: useAppStoreApi() }), { wrapper });
  act(() => fillCart(view.result.current.store));
  await waitFor(() => expect(view.result.current.flow.method).not.toBeNull());
  const flow = () => view.result.current.flow;
  return { sent, flow, store: view.result.current.store };
}

/** Details a consumer may pay with, and the box ticked. */
function readyBuyer(flow: () => ReturnType<typeof useCheckoutFlow>) {
  act(() => flow().edit({ email: 'erika@example.com', name: 'Erika Muster' }));
  act(() => flow().consent.change(true));
}

describe('useCheckoutFlow', () => {
  it('starts idle: the first offered method, nothing flagged, consent unticked', async () => {
    const { flow } = await renderFlow({}, { ...testConfig, methods: ['test', 'stripe'] });
    expect(flow()).toMatchObject({
      method: 'test',
      busy: false,
      failure: null,
      fieldProblems: {},
      cardOrder: null,
      testPending: false,
      consent: { checked: false, missing: false },
    });
    act(() => flow().chooseMethod('stripe'));
    expect(flow().method).toBe('stripe');
  });

  it('flags every missing detail and the consent at once, and sends nothing', async () => {
    const { flow, sent } = await renderFlow({ '': created });
    act(() => flow().edit({ email: '', name: '' }));
    let ready = true;
    act(() => void (ready = flow().checkDetails()));
    expect(ready).toBe(false);
    expect(flow().fieldProblems).toEqual({ email: 'email', name: 'name' });
    expect(flow().consent.missing).toBe(true);

    // A corrected field loses its error as the buyer types; ticking the box clears its error.
    act(() => flow().edit({ email: 'erika@example.com' }));
    expect(flow().fieldProblems).toEqual({ name: 'name' });
    act(() => flow().consent.change(true));
    expect(flow().consent.missing).toBe(false);

    await act(() => flow().payWithTest());
    expect(orderStarts(sent)).toHaveLength(0);
  });

  it('pays a test order: busy while it runs, then the cart and the checkout are cleared', async () => {
    let answer: (r: Response) => void = () => {};
    const { flow, sent, store } = await renderFlow({
      '': created,
      'test-pay/': () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    readyBuyer(flow);
    let paying: Promise<void> = Promise.resolve();
    act(() => void (paying = flow().payWithTest()));
    await waitFor(() => expect(testPays(sent)).toHaveLength(1));
    expect(flow().busy).toBe(true);
    expect(orderStarts(sent)[0]?.body).toMatchObject({ method: 'test', withdrawalConsent: true });
    await act(async () => {
      answer(paid());
      await paying;
    });
    expect(store.getState().items).toHaveLength(0);
    expect(store.getState().checkoutOrders).toEqual({});
  });

  it('keeps a declined order pending and pays the same one on retry', async () => {
    let pays = 0;
    const { flow, sent, store } = await renderFlow({
      '': created,
      'test-pay/': () => (++pays === 1 ? declined() : paid()),
    });
    readyBuyer(flow);
    await act(() => flow().payWithTest());
    expect(flow()).toMatchObject({ busy: false, failure: { key: 'paymentFailed' }, testPending: true });

    await act(() => flow().payWithTest());
    expect(orderStarts(sent)).toHaveLength(1);
    const [first, second] = testPays(sent).map((s) => s.body);
    expect(second).toEqual(first);
    expect(store.getState().items).toHaveLength(0);
  });

  it('unticks and points to the box when the server did not see the consent', async () => {
    const { flow } = await renderFlow({ '': refusal('withdrawal_consent_required') });
    readyBuyer(flow);
    await act(() => flow().payWithTest());
    expect(flow()).toMatchObject({ busy: false, failure: null, consent: { checked: false, missing: true } });
  });

  it('names the cart line the server cannot produce, and forgets the failure when the method changes', async () => {
    const { flow } = await renderFlow(
      { '': refusal('undeliverable', { line: 2, reason: 'unknown-voice' }) },
      { ...testConfig, methods: ['test', 'stripe'] },
    );
    readyBuyer(flow);
    await act(() => flow().payWithTest());
    expect(flow().failure).toEqual({ undeliverable: { line: 2, reason: 'unknown-voice' } });
    act(() => flow().chooseMethod('stripe'));
    expect(flow().failure).toBeNull();
  });

  it('tells a dropped connection from a refusal of ours', async () => {
    const { flow } = await renderFlow({
      '': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    readyBuyer(flow);
    await act(() => flow().payWithTest());
    expect(flow().failure).toEqual({ key: 'network' });
  });

  it('starts the card order once and hands it to the card form', async () => {
    const cardOrder = () =>
      Response.json(
        {
          orderId: 'ord_card',
          token: 'tok',
          orderUrl: 'x',
          payment: { method: 'stripe', clientSecret: 'cs_1' },
        },
        { status: 201 },
      );
    const { flow, sent } = await renderFlow(
      { '': cardOrder },
      { methods: ['stripe'], stripePublishableKey: 'pk_test_1', paypalClientId: null },
    );
    readyBuyer(flow);
    await act(() => flow().continueToCard());
    expect(flow()).toMatchObject({ busy: false, cardOrder: { orderId: 'ord_card' } });
    await act(() => flow().continueToCard());
    expect(orderStarts(sent)).toHaveLength(1);
  });

  it('reports a failed PayPal order start once, not again as a failed payment', async () => {
    const { flow } = await renderFlow(
      { '': refusal('rate-limited') },
      { methods: ['paypal'], stripePublishableKey: null, paypalClientId: 'client' },
    );
    readyBuyer(flow);
    await act(() => expect(flow().paypal.createOrder()).rejects.toThrow('paypal order not created'));
    expect(flow().failure).toEqual({ key: 'rateLimited' });
    act(() => flow().paypal.onError());
    expect(flow().failure).toEqual({ key: 'rateLimited' });
    // A later error of PayPal's own is reported.
    act(() => flow().paypal.onError());
    expect(flow().failure).toEqual({ key: 'paymentFailed' });
  });
});

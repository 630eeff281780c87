// @vitest-environment jsdom
// The panel's side of PayPal (the SDK replaced by a stand-in that keeps the callbacks): the click
// checks the details first, a failed order start is reported once with its own cause (not again
// as a failed payment), and a refused capture says the payment did not go through.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import {
  consentBox,
  declined,
  fillDetails,
  mountCheckout,
  network,
  orderStarts,
  serverError,
  type CheckoutConfigStub,
} from './checkout.test-kit';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

type Actions = { resolve: () => Promise<void>; reject: () => Promise<void> };
type ButtonProps = {
  onClick: (data: Record<string, unknown>, actions: Actions) => unknown;
  createOrder: () => Promise<string>;
  onApprove: () => Promise<void>;
  onError: (error: unknown) => void;
};
let buttons: ButtonProps | null = null;
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: ReactNode }) => children,
  PayPalButtons: (props: ButtonProps) => {
    buttons = props;
    return null;
  },
}));

const config: CheckoutConfigStub = {
  methods: ['paypal'],
  stripePublishableKey: null,
  paypalClientId: 'client',
};
const paypalStarted = () =>
  Response.json(
    {
      orderId: 'ord_pp',
      token: 'tok',
      orderUrl: 'http://x/order/',
      payment: { method: 'paypal', paypalOrderId: 'PP1' },
    },
    { status: 201 },
  );
const paypal = async () => {
  await waitFor(() => expect(buttons).not.toBeNull());
  return buttons as ButtonProps;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  buttons = null;
});

describe('checkout with PayPal', () => {
  it('keeps the PayPal window closed while details are missing, focusing the first one', async () => {
    network(config, {});
    await mountCheckout();
    const actions = { resolve: vi.fn(async () => {}), reject: vi.fn(async () => {}) };
    const props = await paypal();
    act(() => void props.onClick({}, actions));
    expect(actions.reject).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByLabelText(en.checkout.email));
  });

  it('reports a failed order start once, with its cause, not again as a failed payment', async () => {
    network(config, { '': serverError });
    await mountCheckout();
    fillDetails();
    act(() => consentBox().click());
    const props = await paypal();
    await act(async () => void (await props.createOrder().catch(() => null)));
    act(() => props.onError(new Error('paypal order not created')));
    expect(screen.getByTestId('checkout-failure')).toHaveTextContent(en.checkout.errors.generic);
  });

  it('says the payment did not go through when the capture is refused, and retries the same order', async () => {
    const sent = network(config, { '': paypalStarted, 'paypal/capture/': declined });
    await mountCheckout();
    fillDetails();
    act(() => consentBox().click());
    const props = await paypal();
    let id: string | undefined;
    await act(async () => void (id = await props.createOrder()));
    expect(id).toBe('PP1');
    await act(async () => void (await props.onApprove()));
    const alert = screen.getByTestId('checkout-failure');
    expect(alert).toHaveTextContent(en.checkout.errors.paymentFailed);
    expect(document.activeElement).toBe(alert);
    const retry = await paypal();
    await act(async () => void (id = await retry.createOrder()));
    expect(id).toBe('PP1');
    expect(orderStarts(sent)).toHaveLength(1);
  });
});

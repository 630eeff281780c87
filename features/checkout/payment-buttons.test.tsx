// @vitest-environment jsdom
// The provider buttons honour the withdrawal-consent box too: the Stripe "Pay now" (order already
// created) and the PayPal buttons refuse while it is unticked. The SDKs are replaced by stand-ins
// that keep the props and callbacks our components hand them.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';

const confirmPayment = vi.fn(async (): Promise<{ error?: { message?: string } }> => ({}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => null,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

type Actions = { resolve: () => Promise<void>; reject: () => Promise<void> };
type ButtonProps = { disabled?: boolean; onClick?: (data: Record<string, unknown>, actions: Actions) => unknown };
const paypalButtons: ButtonProps[] = [];
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: ReactNode }) => children,
  PayPalButtons: (props: ButtonProps) => {
    paypalButtons.push(props);
    return null;
  },
}));

const { default: StripePayment } = await import('./stripe-payment');
const { default: PaypalPayment } = await import('./paypal-payment');

const intl = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en}>
    {children}
  </NextIntlClientProvider>
);

afterEach(() => {
  cleanup();
  confirmPayment.mockClear();
  paypalButtons.length = 0;
});

describe('Stripe pay button', () => {
  const mount = (consentGiven: boolean, onConsentMissing = vi.fn(), onPaid = vi.fn(async () => {})) =>
    render(
      intl(
        <StripePayment
          publishableKey="pk_test_x"
          clientSecret="pi_1_secret_x"
          locale="en"
          consentGiven={consentGiven}
          onConsentMissing={onConsentMissing}
          onPaid={onPaid}
        />,
      ),
    );

  it('does not confirm the payment while consent is missing, and points to the box', () => {
    const missing = vi.fn();
    mount(false, missing);
    const pay = screen.getByRole('button', { name: en.checkout.payByCard });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(pay);
    expect(missing).toHaveBeenCalledTimes(1);
    expect(confirmPayment).not.toHaveBeenCalled();
  });

  it('shows a declined card as an alert and moves focus to it (the button was disabled meanwhile)', async () => {
    confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    const onPaid = vi.fn(async () => {});
    mount(true, vi.fn(), onPaid);
    const pay = screen.getByRole('button', { name: en.checkout.payByCard });
    pay.focus();
    fireEvent.click(pay);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    // Focus moves after the alert renders (an effect): wait for that state, a loaded machine may
    // run the assertion before the effect has.
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onPaid).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(pay).toBeEnabled());
  });

  it('confirms the payment once consent is given', async () => {
    const onPaid = vi.fn(async () => {});
    mount(true, vi.fn(), onPaid);
    const pay = screen.getByRole('button', { name: en.checkout.payByCard });
    expect(pay).not.toHaveAttribute('aria-disabled');
    fireEvent.click(pay);
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(confirmPayment).toHaveBeenCalledTimes(1);
  });
});

describe('PayPal buttons', () => {
  const mount = (consentGiven: boolean, canPay: () => boolean) =>
    render(
      <PaypalPayment
        clientId="client"
        currency="EUR"
        consentGiven={consentGiven}
        canPay={canPay}
        createOrder={async () => 'ORDER'}
        onApprove={async () => {}}
        onError={() => {}}
      />,
    );
  const actions = () => ({ resolve: vi.fn(async () => {}), reject: vi.fn(async () => {}) });

  it('are disabled and reject the click (no PayPal window) while consent is missing', async () => {
    mount(false, () => false);
    const props = paypalButtons.at(-1);
    expect(props?.disabled).toBe(true);
    const a = actions();
    await props?.onClick?.({}, a);
    expect(a.reject).toHaveBeenCalledTimes(1);
    expect(a.resolve).not.toHaveBeenCalled();
  });

  it('open once consent is given', async () => {
    mount(true, () => true);
    const props = paypalButtons.at(-1);
    expect(props?.disabled).toBe(false);
    const a = actions();
    await props?.onClick?.({}, a);
    expect(a.resolve).toHaveBeenCalledTimes(1);
    expect(a.reject).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// What the buyer sees when paying fails: a message that says what went wrong (declined, no
// connection, our server), focus on it rather than on <body>, the payment methods free to switch,
// and a retry that pays the same pending order instead of starting another one.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import {
  consentBox,
  created,
  declined,
  fillDetails,
  mountCheckout,
  network,
  orderStarts,
  serverError,
  testConfig,
  testPays,
  typeInto,
  unreachable,
  type Routes,
} from './checkout.test-kit';

// next-intl's navigation needs the Next.js router; a plain anchor stands in for its Link.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const errors = en.checkout.errors;

async function payOnce(routes: Routes, config = testConfig) {
  const sent = network(config, routes);
  const checkout = await mountCheckout();
  fillDetails();
  fireEvent.click(consentBox());
  fireEvent.click(await screen.findByTestId('pay-test'));
  const alert = await screen.findByTestId('checkout-failure');
  expect(alert).toHaveAttribute('role', 'alert');
  return { sent, alert, checkout };
}

describe('checkout: failure messages', () => {
  it('says the payment was declined for a 402 from the payment step, and focuses the message', async () => {
    const { alert } = await payOnce({ '': created, 'test-pay/': declined });
    expect(alert).toHaveTextContent(errors.paymentFailed);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('says the shop could not be reached when no answer arrives', async () => {
    const { alert } = await payOnce({ '': created, 'test-pay/': unreachable });
    expect(alert).toHaveTextContent(errors.network);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('tells a server error while confirming from one while starting', async () => {
    const paying = await payOnce({ '': created, 'test-pay/': serverError });
    expect(paying.alert).toHaveTextContent(errors.server);
    cleanup();
    const starting = await payOnce({ '': serverError });
    expect(starting.alert).toHaveTextContent(errors.generic);
    expect(errors.generic).not.toBe(errors.server);
  });

  it('leaves the payment methods free to switch after a failure', async () => {
    const { alert } = await payOnce(
      { '': created, 'test-pay/': declined },
      { methods: ['test', 'stripe'], stripePublishableKey: 'pk_test_x', paypalClientId: null },
    );
    expect(alert).toBeVisible();
    const card = screen.getByRole('radio', { name: en.checkout.methods.stripe });
    expect(card).toBeEnabled();
    fireEvent.click(card);
    expect(card).toBeChecked();
    expect(screen.getByTestId('continue-to-card')).toBeVisible();
    // The message was about the other method.
    expect(screen.queryByTestId('checkout-failure')).toBeNull();
  });
});

describe('checkout: retrying a failed payment', () => {
  it('pays the same pending order again instead of starting another', async () => {
    const { sent } = await payOnce({ '': created, 'test-pay/': declined });
    fireEvent.click(screen.getByTestId('pay-test'));
    await waitFor(() => expect(testPays(sent)).toHaveLength(2));
    expect(orderStarts(sent)).toHaveLength(1);
    expect(testPays(sent).map((s) => (s.body as { orderId: string }).orderId)).toEqual([
      (testPays(sent)[0]?.body as { orderId: string }).orderId,
      (testPays(sent)[0]?.body as { orderId: string }).orderId,
    ]);
  });

  it('keeps the pending order across closing and reopening the panel', async () => {
    const { sent, checkout } = await payOnce({ '': created, 'test-pay/': declined });
    checkout.close();
    await checkout.reopen();
    fireEvent.click(consentBox());
    fireEvent.click(screen.getByTestId('pay-test'));
    await waitFor(() => expect(testPays(sent)).toHaveLength(2));
    expect(orderStarts(sent)).toHaveLength(1);
  });

  it('starts a new order once the details changed (the order carries them)', async () => {
    const { sent } = await payOnce({ '': created, 'test-pay/': declined });
    typeInto(en.checkout.name, 'Erika Beispiel');
    fireEvent.click(screen.getByTestId('pay-test'));
    await waitFor(() => expect(orderStarts(sent)).toHaveLength(2));
    expect(orderStarts(sent)[1]?.body).toMatchObject({ buyer: { name: 'Erika Beispiel' } });
    await waitFor(() => expect(testPays(sent)).toHaveLength(2));
    const ids = testPays(sent).map((s) => (s.body as { orderId: string }).orderId);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

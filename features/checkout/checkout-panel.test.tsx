// @vitest-environment jsdom
// The checkout panel asks for the buyer's express consent to immediate delivery before any payment:
// the box starts unticked, every pay button stays (aria-)disabled and refuses with an inline
// error until it is ticked, nothing typed is lost, and the order request carries the consent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { greetingSpecInputSchema, withDefaults } from '@/lib/greeting/spec';
import { StoreProvider, useAppStoreApi } from '@/stores/store-provider';
import { CheckoutPanel } from './checkout-panel';

// next-intl's navigation needs the Next.js router; a plain anchor keeps href, target and rel.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

type Sent = { url: string; body: unknown };
type Config = { methods: string[]; stripePublishableKey: string | null; paypalClientId: string | null };

const totals = { vat: { mode: 'standard', rateBp: 1900, vatId: null }, net: 900, vatTotal: 171, gross: 1071 };

/** fetch answered per path; every request body is recorded. */
function network(config: Config, checkout: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      sent.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      if (url.endsWith('/api/checkout/config/')) return Response.json(config);
      if (url.endsWith('/api/bot-check/config/')) return Response.json({ provider: null });
      if (url.endsWith('/api/cart/quote/')) return Response.json(totals);
      if (url.endsWith('/api/checkout/')) return checkout();
      if (url.endsWith('/api/checkout/test-pay/'))
        return Response.json({ error: { code: 'payment-failed', message: 'declined' } }, { status: 402 });
      return Response.json({ error: { code: 'not-found', message: 'no' } }, { status: 404 });
    }),
  );
  return sent;
}

const orders = (sent: Sent[]) => sent.filter((s) => s.url.endsWith('/api/checkout/'));

function WithItem({ children }: { children: ReactNode }) {
  const store = useAppStoreApi();
  useEffect(() => {
    if (store.getState().items.length === 0)
      store
        .getState()
        .addItem(
          withDefaults(
            greetingSpecInputSchema.parse({
              useCase: 'business-voicemail',
              locale: 'en',
              text: 'Thank you for calling.',
              voice: { id: 'flite-slt' },
            }),
          ),
        );
  }, [store]);
  return children;
}

function mount(locale: 'en' | 'de' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : de}>
        <StoreProvider locale={locale}>
          <WithItem>
            <CheckoutPanel />
          </WithItem>
        </StoreProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const testConfig: Config = { methods: ['test'], stripePublishableKey: null, paypalClientId: null };
const created = () =>
  Response.json(
    { orderId: 'ord_1', token: 'tok', orderUrl: 'http://x/order/', payment: { method: 'test' } },
    { status: 201 },
  );

function fillDetails(t: typeof en.checkout = en.checkout) {
  fireEvent.change(screen.getByLabelText(t.email), { target: { value: 'erika@example.com' } });
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'Erika Muster' } });
}

const consentBox = () => screen.getByTestId('withdrawal-consent') as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout: consent to immediate delivery', () => {
  it('starts unticked, labelled, required and linked to the terms', async () => {
    network(testConfig, created);
    mount();
    const box = await screen.findByRole('checkbox', { name: /expressly ask you to begin producing/ });
    expect(box).toBe(consentBox());
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    const terms = screen.getByRole('link', { name: /right of withdrawal/ });
    expect(terms.getAttribute('href')).toMatch(/\/legal\/#terms-withdrawal$/);
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('keeps the test payment disabled until ticked: a click explains, sends nothing, loses nothing', async () => {
    const sent = network(testConfig, created);
    mount();
    const pay = await screen.findByTestId('pay-test');
    fillDetails();
    expect(pay).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(pay);
    const error = await screen.findByText(en.checkout.errors.withdrawalConsent);
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAttribute('aria-describedby', error.id);
    expect(document.activeElement).toBe(consentBox());
    expect(orders(sent)).toHaveLength(0);
    expect(screen.getByLabelText(en.checkout.email)).toHaveValue('erika@example.com');
    expect(screen.getByLabelText(en.checkout.name)).toHaveValue('Erika Muster');

    fireEvent.click(consentBox());
    expect(pay).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(en.checkout.errors.withdrawalConsent)).toBeNull();

    fireEvent.click(pay);
    await waitFor(() => expect(orders(sent)).toHaveLength(1));
    expect(orders(sent)[0]?.body).toMatchObject({
      withdrawalConsent: true,
      buyer: { email: 'erika@example.com', name: 'Erika Muster' },
    });
  });

  it('shows both problems at once when details and consent are missing', async () => {
    const sent = network(testConfig, created);
    mount();
    fireEvent.click(await screen.findByTestId('pay-test'));
    expect(await screen.findByText(en.checkout.errors.withdrawalConsent)).toBeVisible();
    expect(screen.getByText(en.checkout.errors.email)).toBeVisible();
    expect(orders(sent)).toHaveLength(0);
  });

  it('gates the card payment the same way (in German)', async () => {
    const sent = network({ methods: ['stripe'], stripePublishableKey: 'pk_test_x', paypalClientId: null }, created);
    mount('de');
    const next = await screen.findByRole('button', { name: de.checkout.continueToCard });
    fillDetails(de.checkout);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(await screen.findByText(de.checkout.errors.withdrawalConsent)).toBeVisible();
    expect(orders(sent)).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: /Ich verlange ausdrücklich/ })).not.toBeChecked();
  });

  it('points to the box again when the server did not see the consent', async () => {
    const sent = network(testConfig, () =>
      Response.json({ error: { code: 'withdrawal_consent_required', message: 'x' } }, { status: 400 }),
    );
    mount();
    fillDetails();
    fireEvent.click(await screen.findByTestId('withdrawal-consent'));
    fireEvent.click(screen.getByTestId('pay-test'));
    expect(await screen.findByText(en.checkout.errors.withdrawalConsent)).toBeVisible();
    expect(orders(sent)).toHaveLength(1);
    expect(consentBox().checked).toBe(false);
    expect(screen.getByTestId('pay-test')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText(en.checkout.email)).toHaveValue('erika@example.com');
  });
});

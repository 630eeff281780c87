// @vitest-environment jsdom
// The buyer's postal address at checkout: optional for a consumer, required (with localized
// errors) once a company or VAT number makes it a business invoice, and prefilled for a signed-in
// buyer from their last order.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import {
  consentBox,
  created,
  fillDetails,
  mountCheckout,
  network,
  orderStarts,
  testConfig,
  typeInto,
} from './checkout.test-kit';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const t = de.checkout;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('checkout address', () => {
  it('lets a consumer pay without an address', async () => {
    const sent = network(testConfig, { '': created, 'test-pay/': () => Response.json({ result: 'paid' }) });
    await mountCheckout('de');
    fillDetails(t);
    expect(field(t.street)).not.toBeRequired();
    fireEvent.click(consentBox());
    fireEvent.click(await screen.findByTestId('pay-test'));
    await waitFor(() => expect(orderStarts(sent)).toHaveLength(1));
    expect(orderStarts(sent)[0]?.body).toMatchObject({ buyer: { street: null, postcode: null, city: null } });
  });

  it('asks a business buyer for street, postcode and city in the page language, and focuses the street', async () => {
    const sent = network(testConfig, { '': created });
    await mountCheckout('de');
    fillDetails(t);
    typeInto(t.company, 'Praxis Berger');
    expect(field(t.street)).toBeRequired();
    fireEvent.click(consentBox());
    fireEvent.click(await screen.findByTestId('pay-test'));
    expect(await screen.findByText(t.errors.street)).toBeVisible();
    expect(screen.getByText(t.errors.postcode)).toBeVisible();
    expect(screen.getByText(t.errors.city)).toBeVisible();
    expect(document.activeElement).toBe(field(t.street));
    expect(field(t.street)).toHaveAttribute(
      'aria-describedby',
      'checkout-street-error checkout-address-hint',
    );
    expect(orderStarts(sent)).toHaveLength(0);

    typeInto(t.street, 'Hauptstraße 5');
    typeInto(t.postcode, '10115');
    typeInto(t.city, 'Berlin');
    expect(screen.queryByText(t.errors.street)).toBeNull();
    fireEvent.click(screen.getByTestId('pay-test'));
    await waitFor(() => expect(orderStarts(sent)).toHaveLength(1));
    expect(orderStarts(sent)[0]?.body).toMatchObject({
      buyer: { company: 'Praxis Berger', street: 'Hauptstraße 5', postcode: '10115', city: 'Berlin' },
    });
  });

  it('starts a signed-in buyer from their last order once the server knows the session', async () => {
    const last = {
      name: 'Erika Muster',
      company: 'Muster GmbH',
      vatId: 'ATU12345678',
      street: 'Ringstraße 1',
      postcode: '1010',
      city: 'Wien',
      country: 'AT',
    };
    const sent = network(testConfig, { 'buyer/': () => Response.json({ buyer: last }) });
    const checkout = await mountCheckout('de');
    expect(sent.some((s) => s.url.endsWith('/api/checkout/buyer/'))).toBe(false);
    act(() => {
      const state = checkout.store.getState();
      state.setSignedIn({
        uid: 'u1',
        email: 'erika@example.com',
        emailVerified: true,
        displayName: 'Erika',
        photoURL: null,
        providerIds: ['password'],
      });
      state.setServerSession(Date.now());
    });
    await waitFor(() => expect(field(t.street)).toHaveValue('Ringstraße 1'));
    expect(field(t.postcode)).toHaveValue('1010');
    expect(field(t.city)).toHaveValue('Wien');
    expect(field(t.company)).toHaveValue('Muster GmbH');
    expect(field(t.name)).toHaveValue('Erika Muster');
    expect(field(t.email)).toHaveValue('erika@example.com');
    expect(field(t.country)).toHaveValue('AT');
    expect(screen.getByTestId('checkout-prefilled')).toHaveTextContent(t.prefilled);
  });
});

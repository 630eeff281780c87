// @vitest-environment jsdom
// The checkout form as the buyer types: details survive closing the panel, the account's name
// and email are prefilled, an error goes as soon as its field is right, a failed check focuses
// the first field at fault, and Enter checks the form without paying.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { SessionUser } from '@/stores/slices/account';
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

// next-intl's navigation needs the Next.js router; a plain anchor stands in for its Link.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const t = en.checkout;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const user = (patch: Partial<SessionUser>): SessionUser => ({
  uid: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada Lovelace',
  photoURL: null,
  providerIds: ['password'],
  ...patch,
});

describe('checkout: the draft survives closing the panel', () => {
  it('keeps every typed detail (not the consent tick) and clears them after a successful payment', async () => {
    const sent = network(testConfig, { '': created, 'test-pay/': () => Response.json({ result: 'paid' }) });
    const checkout = await mountCheckout();
    fillDetails();
    fireEvent.change(field(t.country), { target: { value: 'AT' } });
    typeInto(t.company, 'Muster GmbH');
    typeInto(t.vatId, 'ATU12345678');
    typeInto(t.street, 'Ringstraße 1');
    typeInto(t.postcode, '1010');
    typeInto(t.city, 'Wien');
    fireEvent.click(consentBox());

    checkout.close();
    expect(screen.queryByLabelText(t.email)).toBeNull();
    await checkout.reopen();
    expect(field(t.email)).toHaveValue('erika@example.com');
    expect(field(t.name)).toHaveValue('Erika Muster');
    expect(field(t.country)).toHaveValue('AT');
    expect(field(t.company)).toHaveValue('Muster GmbH');
    expect(field(t.vatId)).toHaveValue('ATU12345678');
    expect(field(t.street)).toHaveValue('Ringstraße 1');
    expect(field(t.city)).toHaveValue('Wien');
    expect(consentBox()).not.toBeChecked();

    fireEvent.click(consentBox());
    fireEvent.click(screen.getByTestId('pay-test'));
    await waitFor(() => expect(checkout.store.getState().items).toHaveLength(0));
    expect(orderStarts(sent)[0]?.body).toMatchObject({
      buyer: {
        email: 'erika@example.com',
        name: 'Erika Muster',
        country: 'AT',
        company: 'Muster GmbH',
        street: 'Ringstraße 1',
        postcode: '1010',
        city: 'Wien',
      },
    });
    expect(checkout.store.getState().checkoutDraft).toEqual({});
    expect(checkout.store.getState().checkoutOrders).toEqual({});
  });
});

describe('checkout: prefilled from the account', () => {
  it('prefills email and name from the signed-in user, also when the session arrives later', async () => {
    network(testConfig, {});
    const checkout = await mountCheckout();
    expect(field(t.name)).toHaveValue('');
    act(() => checkout.store.getState().setSignedIn(user({})));
    expect(field(t.email)).toHaveValue('ada@example.com');
    expect(field(t.name)).toHaveValue('Ada Lovelace');
  });

  it('never overwrites what the buyer typed, even an emptied field', async () => {
    network(testConfig, {});
    const checkout = await mountCheckout();
    typeInto(t.name, 'A. King');
    act(() => checkout.store.getState().setSignedIn(user({})));
    expect(field(t.name)).toHaveValue('A. King');
    typeInto(t.email, '');
    act(() => checkout.store.getState().setSignedIn(user({ email: 'other@example.com' })));
    expect(field(t.email)).toHaveValue('');
  });
});

describe('checkout: field errors', () => {
  it('focuses the first invalid field on every failed check, and sends nothing', async () => {
    const sent = network(testConfig, { '': created });
    await mountCheckout();
    const pay = await screen.findByTestId('pay-test');
    pay.focus();
    fireEvent.click(pay);
    expect(await screen.findByText(t.errors.email)).toBeVisible();
    expect(screen.getByText(t.errors.name)).toBeVisible();
    expect(document.activeElement).toBe(field(t.email));

    typeInto(t.email, 'erika@example.com');
    pay.focus();
    fireEvent.click(pay);
    expect(document.activeElement).toBe(field(t.name));
    expect(orderStarts(sent)).toHaveLength(0);
  });

  it('drops a field’s error as soon as its value is valid', async () => {
    network(testConfig, { '': created });
    await mountCheckout();
    fireEvent.click(await screen.findByTestId('pay-test'));
    expect(await screen.findByText(t.errors.email)).toBeVisible();
    typeInto(t.email, 'erika@');
    expect(screen.getByText(t.errors.email)).toBeVisible();
    typeInto(t.email, 'erika@example.com');
    expect(screen.queryByText(t.errors.email)).toBeNull();
    expect(field(t.email)).not.toHaveAttribute('aria-invalid');
    // The name was not touched: its error stays.
    expect(screen.getByText(t.errors.name)).toBeVisible();
    typeInto(t.name, 'Erika');
    expect(screen.queryByText(t.errors.name)).toBeNull();
  });
});

describe('checkout: Enter in a field', () => {
  it('checks the form: shows the errors and focuses the first invalid field, starts nothing', async () => {
    const sent = network(testConfig, { '': created });
    await mountCheckout();
    typeInto(t.email, 'erika@example.com');
    const company = field(t.company);
    company.focus();
    fireEvent.keyDown(company, { key: 'Enter' });
    expect(await screen.findByText(t.errors.name)).toBeVisible();
    expect(document.activeElement).toBe(field(t.name));
    expect(screen.getByText(t.errors.withdrawalConsent)).toBeVisible();
    expect(orderStarts(sent)).toHaveLength(0);
  });

  it('with everything in order moves focus to the pay button instead of paying', async () => {
    const sent = network(testConfig, { '': created });
    await mountCheckout();
    fillDetails();
    fireEvent.keyDown(field(t.name), { key: 'Enter' });
    // The consent box is the last thing missing.
    expect(document.activeElement).toBe(consentBox());
    fireEvent.click(consentBox());
    fireEvent.keyDown(field(t.name), { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByTestId('pay-test'));
    expect(orderStarts(sent)).toHaveLength(0);
  });
});

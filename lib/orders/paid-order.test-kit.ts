// Test kit (not a test file): one way to place, pay and fulfil an order in a test, so the suites
// over downloads, formats, access and IVR sets do not each spell out the checkout and payment.
import { expect } from 'vitest';
import type { Db } from '../db/client';
import type { SecretRing } from '../security/app-keys';
import { checkoutRequestSchema } from './checkout/input';
import { createOrder } from './checkout/create-order';
import { fulfilOrder, type FulfilDeps } from './fulfilment/render-order';
import { confirmPayment, type Seller } from './transitions';

export const testSeller: Seller = {
  name: 'S',
  address: 'A',
  country: 'IE',
  vatId: 'IE1234567T',
  email: 's@example.com',
};

/** One English greeting, the cart line most tests need. */
export const testGreeting = {
  useCase: 'business-voicemail',
  locale: 'en',
  text: 'Thank you for calling.',
  voice: { id: 'v1' },
};

export type TestOrderInput = {
  secret: SecretRing;
  /** Cart lines as the client sends them (greetings or IVR sets); validated like a checkout. */
  items?: unknown[];
  locale?: string;
  buyer?: { email: string; name: string; country: string };
  userId?: string | null;
};

/** A pending order placed through the checkout's own validation, paid in EUR with the test method. */
export function placeTestOrder(db: Db, input: TestOrderInput) {
  const {
    secret,
    items = [testGreeting],
    locale = 'en',
    buyer = { email: 'buyer@example.com', name: 'Buyer', country: 'IE' },
    userId = null,
  } = input;
  return createOrder(
    db,
    checkoutRequestSchema.parse({
      items,
      currency: 'EUR',
      locale,
      buyer,
      method: 'test',
      withdrawalConsent: true,
    }),
    { userId, sellerCountry: 'IE', secret },
  );
}

/** The test provider's confirmation of the order's full amount; its event id is the order's own. */
export function payTestOrder(db: Db, order: { orderId: string; gross: number }, seller: Seller = testSeller) {
  return confirmPayment(db, {
    orderId: order.orderId,
    provider: 'test',
    providerPaymentId: `pay_${order.orderId}`,
    amount: order.gross,
    currency: 'EUR',
    eventId: `evt_${order.orderId}`,
    eventType: 'test.succeeded',
    seller,
    paymentMethodLabel: 'test',
  });
}

/** Placed, paid and fulfilled: the order's files are in the store. */
export async function readyTestOrder(db: Db, input: TestOrderInput & Pick<FulfilDeps, 'render' | 'store'>) {
  const created = await placeTestOrder(db, input);
  expect(await payTestOrder(db, created)).toBe('paid');
  expect(await fulfilOrder(db, created.orderId, { render: input.render, store: input.store })).toBe('ready');
  return created;
}

import type { StateCreator } from 'zustand';
import type { AppState } from '../app-store';

/** The buyer's details as typed at checkout: free text, validated when the buyer pays. */
export type CheckoutFields = {
  email: string;
  name: string;
  country: string;
  company: string;
  vatId: string;
  street: string;
  postcode: string;
  city: string;
};

/** An order the checkout started (pending until paid) and how to pay it. */
export type StartedOrder = {
  orderId: string;
  token: string;
  orderUrl: string;
  payment:
    | { method: 'test' }
    | { method: 'stripe'; clientSecret: string }
    | { method: 'paypal'; paypalOrderId: string };
};
export type StartedMethod = StartedOrder['payment']['method'];

/**
 * What the checkout keeps while its panel is closed (the panel unmounts its content): the details
 * typed so far, and the pending orders it started, per method, with a key of what each was started
 * for, so a retry pays the same order instead of leaving another one "awaiting payment".
 * Memory only (never persisted: personal details and order tokens stay out of localStorage);
 * nothing of a card ever passes through here (the card form is Stripe's own iframe).
 */
export type CheckoutSlice = {
  /** Only the fields the buyer has typed; an untouched field shows its default or prefill. */
  checkoutDraft: Partial<CheckoutFields>;
  checkoutOrders: Partial<Record<StartedMethod, { key: string; order: StartedOrder }>>;
  editCheckoutDraft: (patch: Partial<CheckoutFields>) => void;
  rememberCheckoutOrder: (key: string, order: StartedOrder) => void;
  /** After a successful payment: the next purchase starts from a clean form. */
  clearCheckout: () => void;
};

export const createCheckoutSlice: StateCreator<AppState, [], [], CheckoutSlice> = (set) => ({
  checkoutDraft: {},
  checkoutOrders: {},
  editCheckoutDraft: (patch) => set((s) => ({ checkoutDraft: { ...s.checkoutDraft, ...patch } })),
  rememberCheckoutOrder: (key, order) =>
    set((s) => ({ checkoutOrders: { ...s.checkoutOrders, [order.payment.method]: { key, order } } })),
  clearCheckout: () => set({ checkoutDraft: {}, checkoutOrders: {} }),
});

'use client';

import { useLocale } from 'next-intl';
import { useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { undeliverableReasons, type Undeliverable } from '@/lib/render/undeliverable-reasons';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import { useCurrency } from '@/stores/visitor-region';
import {
  CheckoutError,
  orderPath,
  settle,
  startCheckout,
  useCheckoutConfig,
  type BuyerForm,
  type Method,
  type StartedCheckout,
} from './api/checkout';
import { buyerFieldId } from './buyer-fields';
import { buyerProblems, invalidFields, type BuyerProblems } from './buyer-validation';
import { failureMessageKey, type CheckoutStage, type FailureKey } from './failure-message';
import { useCheckoutBotCheck } from './use-checkout-bot-check';
import { orderKey, useCheckoutDraft } from './use-checkout-draft';
import { useCheckoutQuote } from './use-checkout-quote';

/** What the failure box says. A new object per failure: the same message twice still moves focus. */
export type CheckoutFailure = { key: FailureKey } | { undeliverable: Undeliverable };

/** The steps that settle a started order, as named by the server's routes. */
export type SettleKind = Parameters<typeof settle>[0];

/**
 * The checkout's payment flow, without its look: the buyer's details and their problems, the
 * quote, the methods on offer, the withdrawal consent, the bot check, the pending orders, and the
 * steps from "pay" to the order page, with one `busy` flag and one `failure` for all of them.
 * The panel (checkout-panel.tsx) and its parts only render what this returns.
 */
export function useCheckoutFlow() {
  const locale = useLocale() as Locale;
  const store = useAppStoreApi();
  const items = useAppStore((s) => s.items);
  const orders = useAppStore((s) => s.checkoutOrders);
  const { buyer, edit } = useCheckoutDraft();
  // Unless the buyer chose one, the billing country on screen picks it (GB pays in pounds).
  const currency = useCurrency(buyer.country);
  const config = useCheckoutConfig();
  const botCheck = useCheckoutBotCheck();
  // The fields the last check found invalid. Their errors follow the value from then on, so a
  // corrected field loses its error as the buyer types.
  const [flagged, setFlagged] = useState<ReadonlySet<keyof BuyerForm>>(() => new Set());
  const [chosen, setChosen] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  // Unticked until the buyer ticks it (pre-ticked consent is no consent).
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  // PayPal reports a createOrder that threw as an error of its own; ours was already shown.
  const failureShown = useRef(false);

  const specs = items.map((i) => i.spec);
  const quote = useCheckoutQuote(specs, currency, buyer.country, buyer.vatId, locale);
  const methods = config.data?.methods ?? [];
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const key = orderKey({ specs, currency, locale, buyer });
  const problems = buyerProblems(buyer);
  const fieldProblems: BuyerProblems = {};
  for (const field of flagged) if (problems[field]) fieldProblems[field] = problems[field];

  /** The order started for exactly these details with this method and not yet paid, if any. */
  const pendingOrder = (m: Method): StartedCheckout | null => {
    const entry = orders[m];
    return entry?.key === key ? entry.order : null;
  };

  const changeConsent = (checked: boolean) => {
    setConsent(checked);
    if (checked) setConsentMissing(false);
  };

  /** Shows why paying waits, at the box (and moves focus there). */
  const pointToConsent = (focus: boolean) => {
    setConsentMissing(true);
    if (focus) consentBox.current?.focus();
  };

  /**
   * Shows every problem at once and focuses the first field at fault (focusing scrolls it into
   * view); the consent box gets focus only when it is the last thing missing.
   */
  const checkDetails = (): boolean => {
    const invalid = invalidFields(problems);
    setFlagged(new Set(invalid));
    if (!consent) pointToConsent(invalid.length === 0);
    if (invalid[0]) document.getElementById(buyerFieldId(invalid[0]))?.focus();
    return invalid.length === 0 && consent;
  };

  const finish = (s: StartedCheckout) => {
    const state = store.getState();
    state.clearCart();
    state.clearCheckout();
    window.location.assign(orderPath(s.orderId, s.token));
  };

  const fail = (error: unknown, stage: CheckoutStage) => {
    setBusy(false);
    // Bot-check tokens are single-use (the failed attempt spent it): the next needs a fresh one.
    botCheck.renew();
    if (error instanceof CheckoutError && error.code === 'withdrawal_consent_required') {
      // The server did not see the consent: untick the box and say so there, like the browser's own check.
      setConsent(false);
      pointToConsent(true);
      setFailure(null);
      return;
    }
    // A line the server cannot produce: the message names it, so the buyer knows what to fix.
    const reason = undeliverableReasons.find((r) => error instanceof CheckoutError && r === error.reason);
    if (error instanceof CheckoutError && error.code === 'undeliverable' && reason && error.line) {
      setFailure({ undeliverable: { line: error.line, reason } });
      return;
    }
    setFailure({ key: failureMessageKey(error, stage) });
  };

  /**
   * The order to pay: the pending one when only the payment failed (a retry must not leave
   * another order "awaiting payment"), a new one when the details, cart or method differ.
   */
  const begin = async (m: Method): Promise<StartedCheckout | null> => {
    if (!checkDetails()) return null;
    setFailure(null);
    const pending = pendingOrder(m);
    if (pending) return pending;
    setBusy(true);
    try {
      const s = await startCheckout({
        specs,
        currency,
        locale,
        buyer,
        method: m,
        botToken: botCheck.tokenRef.current,
        withdrawalConsent: consent,
      });
      store.getState().rememberCheckoutOrder(key, s);
      return s;
    } catch (error) {
      fail(error, 'start');
      return null;
    }
  };

  const pay = async (kind: SettleKind, s: StartedCheckout) => {
    setBusy(true);
    try {
      if (await settle(kind, s.orderId, s.token)) return finish(s);
      setBusy(false);
      // The test method settles at once or not at all. A card or PayPal payment the server has
      // not seen settle may still be processing (its webhook settles the order): no "declined".
      if (kind === 'test-pay') fail(new CheckoutError('payment-failed'), 'pay');
    } catch (error) {
      fail(error, 'pay');
    }
  };

  return {
    locale,
    items,
    currency,
    buyer,
    edit,
    /** Problems of the fields the last check flagged, by field (message keys under checkout.errors). */
    fieldProblems,
    quote,
    config,
    method,
    chooseMethod: (m: Method) => {
      setChosen(m);
      setFailure(null);
    },
    busy,
    failure,
    consent: { checked: consent, missing: consentMissing, change: changeConsent, box: consentBox },
    botCheck,
    /** The order a card payment continues with (its Payment Element), once started. */
    cardOrder: pendingOrder('stripe'),
    /** A retry of a pending test order needs no new bot-check token (none is sent). */
    testPending: pendingOrder('test') !== null,
    checkDetails,
    payWithTest: async () => {
      const s = await begin('test');
      if (s) await pay('test-pay', s);
    },
    /** Starts the card order; its Payment Element then takes over. */
    continueToCard: async () => {
      await begin('stripe');
      setBusy(false);
    },
    payCard: (order: StartedCheckout) => pay('stripe/confirm', order),
    /** Consent missing after the card order was started: the Payment Element's button points to it. */
    pointToConsent: () => pointToConsent(true),
    paypal: {
      createOrder: async (): Promise<string> => {
        const s = await begin('paypal');
        failureShown.current = !s;
        if (!s || s.payment.method !== 'paypal') throw new Error('paypal order not created');
        setBusy(false);
        return s.payment.paypalOrderId;
      },
      onApprove: async () => {
        // Read from the store: the order was remembered after this render's closure was made.
        const current = store.getState().checkoutOrders.paypal?.order;
        if (current) await pay('paypal/capture', current);
      },
      onError: () => {
        if (failureShown.current) failureShown.current = false;
        else fail(new CheckoutError('payment-failed'), 'pay');
      },
    },
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;

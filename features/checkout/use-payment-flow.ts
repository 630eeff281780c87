'use client';

// The checkout's payment flow, apart from how it looks: which order to pay (a pending one is
// reused), starting it, settling it with the chosen method, and every failure on the way.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { defaultCurrencyByLocale } from '@/lib/commerce/currencies';
import type { Locale } from '@/lib/i18n/locales';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
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
import { buyerProblems, invalidFields } from './buyer-validation';
import { failureMessageKey, type CheckoutStage, type FailureKey } from './failure-message';
import { useCheckoutBotCheck } from './use-checkout-bot-check';
import { orderKey, useCheckoutDraft } from './use-checkout-draft';
import { useCheckoutQuote } from './use-checkout-quote';
import { useWithdrawalConsent } from './use-withdrawal-consent';

/** Inputs where Enter means "submit" (buttons have their own Enter). */
const notTyping = new Set(['button', 'submit', 'reset', 'image', 'file']);

export type SettleKind = Parameters<typeof settle>[0];

export function usePaymentFlow() {
  const t = useTranslations('checkout');
  const locale = useLocale() as Locale;
  const store = useAppStoreApi();
  const items = useAppStore((s) => s.items);
  const currency = useAppStore((s) => s.currency) ?? defaultCurrencyByLocale[locale];
  const orders = useAppStore((s) => s.checkoutOrders);
  const { buyer, edit } = useCheckoutDraft();
  const config = useCheckoutConfig();
  const botCheck = useCheckoutBotCheck();
  const consent = useWithdrawalConsent();
  // The fields the last check found invalid. Their errors follow the value from then on, so a
  // corrected field loses its error as the buyer types.
  const [flagged, setFlagged] = useState<ReadonlySet<keyof BuyerForm>>(() => new Set());
  const [chosen, setChosen] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  // A new object per failure: the same message twice still moves focus to it.
  const [failure, setFailure] = useState<{ key: FailureKey } | null>(null);
  const failureBox = useRef<HTMLParagraphElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  // PayPal reports a createOrder that threw as an error of its own; ours was already shown.
  const failureShown = useRef(false);
  const specs = items.map((i) => i.spec);
  const quote = useCheckoutQuote(specs, currency, buyer.country, buyer.vatId);
  const methods = config.data?.methods ?? [];
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const key = orderKey({ specs, currency, locale, buyer });
  const problems = buyerProblems(buyer);

  // The button that failed is disabled while it works, so focus would drop to <body>.
  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  /** The order started for exactly these details with this method and not yet paid, if any. */
  const pendingOrder = (m: Method): StartedCheckout | null => {
    const entry = orders[m];
    return entry?.key === key ? entry.order : null;
  };

  const errors: Partial<Record<keyof BuyerForm, string>> = {};
  for (const field of flagged) {
    const problem = problems[field];
    if (problem) errors[field] = t(`errors.${problem}`);
  }

  /**
   * Shows every problem at once and focuses the first field at fault (focusing scrolls it into
   * view); the consent box gets focus only when it is the last thing missing.
   */
  const readyToPay = (): boolean => {
    const invalid = invalidFields(problems);
    setFlagged(new Set(invalid));
    const consentGiven = consent.require(invalid.length === 0);
    if (invalid[0]) document.getElementById(buyerFieldId(invalid[0]))?.focus();
    return invalid.length === 0 && consentGiven;
  };

  // Enter in a field checks the form like a submit would, but pays nothing: paying stays a press
  // of the pay button, which gets focus once everything is in order.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const field = e.target;
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (!(field instanceof HTMLInputElement) || notTyping.has(field.type)) return;
    e.preventDefault();
    if (readyToPay()) payButton.current?.focus();
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
      // The server did not see the consent: say so at the box, like the browser's own check.
      consent.change(false);
      consent.require(true);
      setFailure(null);
      return;
    }
    setFailure({ key: failureMessageKey(error, stage) });
  };

  /**
   * The order to pay: the pending one when only the payment failed (a retry must not leave
   * another order "awaiting payment"), a new one when the details, cart or method differ.
   */
  const begin = async (m: Method): Promise<StartedCheckout | null> => {
    if (!readyToPay()) return null;
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
        withdrawalConsent: consent.given(),
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
    empty: items.length === 0,
    locale,
    currency,
    buyer,
    edit,
    errors,
    quote,
    config,
    botCheck,
    consent,
    method,
    busy,
    failure,
    failureBox,
    payButton,
    onKeyDown,
    readyToPay,
    pendingOrder,
    vatIdRejected: buyer.vatId.trim() !== '' && quote.data?.vat.mode === 'standard' && buyer.country !== 'IE',
    choose: (m: Method) => {
      setChosen(m);
      setFailure(null);
    },
    payWithTest: async () => {
      const s = await begin('test');
      if (s) await pay('test-pay', s);
    },
    continueToCard: () => void begin('stripe').then(() => setBusy(false)),
    payCard: (s: StartedCheckout) => pay('stripe/confirm', s),
    /** PayPal's createOrder: the PayPal order id of a started order, or a throw PayPal reports. */
    createPaypalOrder: async (): Promise<string> => {
      const s = await begin('paypal');
      failureShown.current = !s;
      if (!s || s.payment.method !== 'paypal') throw new Error('paypal order not created');
      setBusy(false);
      return s.payment.paypalOrderId;
    },
    approvePaypal: async () => {
      const current = store.getState().checkoutOrders.paypal?.order;
      if (current) await pay('paypal/capture', current);
    },
    paypalFailed: () => {
      if (failureShown.current) failureShown.current = false;
      else fail(new CheckoutError('payment-failed'), 'pay');
    },
  };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;

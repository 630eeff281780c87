'use client';

import { FlaskConical, Loader2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { defaultCurrencyByLocale } from '../../lib/commerce/currencies';
import { UndeliverableNotice, useUndeliverableText } from '../../components/orders/undeliverable-notice';
import {
  undeliverableReasons,
  UndeliverableLineError,
  type Undeliverable,
} from '../../lib/render/undeliverable-reasons';
import type { Locale } from '../../lib/i18n/locales';
import { Link } from '../../lib/i18n/navigation';
import { useAppStore, useAppStoreApi } from '../../stores/store-provider';
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
import { BuyerFields, buyerFieldId } from './buyer-fields';
import { buyerProblems, invalidFields } from './buyer-validation';
import { failureMessageKey, type CheckoutStage, type FailureKey } from './failure-message';
import { MethodChoice } from './method-choice';
import { ViesNote } from './order-checks';
import { Totals } from './totals';
import { useCheckoutBotCheck } from './use-checkout-bot-check';
import { orderKey, useCheckoutDraft } from './use-checkout-draft';
import { useCheckoutQuote } from './use-checkout-quote';
import { WithdrawalConsent } from './withdrawal-consent';

// Payment SDKs load only here, and only for the method chosen.
const StripePayment = dynamic(() => import('./stripe-payment'), { ssr: false });
const PaypalPayment = dynamic(() => import('./paypal-payment'), { ssr: false });

// Pay buttons stay focusable while consent is missing (aria-disabled, not disabled): a click
// explains what is missing instead of doing nothing.
const blockedLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-55';

/** Inputs where Enter means "submit" (buttons have their own Enter). */
const notTyping = new Set(['button', 'submit', 'reset', 'image', 'file']);

export function CheckoutPanel() {
  const t = useTranslations('checkout');
  const locale = useLocale() as Locale;
  const store = useAppStoreApi();
  const items = useAppStore((s) => s.items);
  const currency = useAppStore((s) => s.currency) ?? defaultCurrencyByLocale[locale];
  const orders = useAppStore((s) => s.checkoutOrders);
  const rememberOrder = useAppStore((s) => s.rememberCheckoutOrder);
  const clearCheckout = useAppStore((s) => s.clearCheckout);
  const clearCart = useAppStore((s) => s.clearCart);
  const showPanel = useAppStore((s) => s.showPanel);
  const { buyer, edit } = useCheckoutDraft();
  const config = useCheckoutConfig();
  const botCheck = useCheckoutBotCheck();
  // The fields the last check found invalid. Their errors follow the value from then on, so a
  // corrected field loses its error as the buyer types.
  const [flagged, setFlagged] = useState<ReadonlySet<keyof BuyerForm>>(() => new Set());
  const [chosen, setChosen] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  // A new object per failure: the same message twice still moves focus to it.
  const [failure, setFailure] = useState<{ key: FailureKey } | { undeliverable: Undeliverable } | null>(null);
  const undeliverableText = useUndeliverableText();
  const failureBox = useRef<HTMLParagraphElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  // PayPal reports a createOrder that threw as an error of its own; ours was already shown.
  const failureShown = useRef(false);
  // Unticked until the buyer ticks it. The ref is read in the same handler that changes it, before
  // React has re-rendered (the server's refusal unticks it and points to it at once).
  const [consent, setConsent] = useState(false);
  const consentRef = useRef(false);
  const consentBox = useRef<HTMLInputElement>(null);
  const [consentMissing, setConsentMissing] = useState(false);
  const specs = items.map((i) => i.spec);
  const quote = useCheckoutQuote(specs, currency, buyer.country, buyer.vatId, locale);
  const methods = config.data?.methods ?? [];
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);
  const key = orderKey({ specs, currency, locale, buyer });
  const problems = buyerProblems(buyer);

  // The button that failed is disabled while it works, so focus would drop to <body>.
  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  if (items.length === 0) {
    return (
      <div className="py-8 text-center">
        <p className="text-ink-soft">{t('emptyCart')}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => showPanel('cart')}>
          {t('backToCart')}
        </button>
      </div>
    );
  }

  /** The order started for exactly these details with this method and not yet paid, if any. */
  const pendingOrder = (m: Method): StartedCheckout | null => {
    const entry = orders[m];
    return entry?.key === key ? entry.order : null;
  };
  const cardOrder = pendingOrder('stripe');

  const errors: Partial<Record<keyof BuyerForm, string>> = {};
  for (const field of flagged) {
    const problem = problems[field];
    if (problem) errors[field] = t(`errors.${problem}`);
  }

  const changeConsent = (checked: boolean) => {
    consentRef.current = checked;
    setConsent(checked);
    if (checked) setConsentMissing(false);
  };

  /** True when the buyer has ticked the box; otherwise shows why paying waits (and focuses it). */
  const requireConsent = (focus: boolean): boolean => {
    if (consentRef.current) return true;
    setConsentMissing(true);
    if (focus) consentBox.current?.focus();
    return false;
  };

  /**
   * Shows every problem at once and focuses the first field at fault (focusing scrolls it into
   * view); the consent box gets focus only when it is the last thing missing.
   */
  const readyToPay = (): boolean => {
    const invalid = invalidFields(problems);
    setFlagged(new Set(invalid));
    const consentGiven = requireConsent(invalid.length === 0);
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
    clearCart();
    clearCheckout();
    window.location.assign(orderPath(s.orderId, s.token));
  };

  const fail = (error: unknown, stage: CheckoutStage) => {
    setBusy(false);
    // Bot-check tokens are single-use (the failed attempt spent it): the next needs a fresh one.
    botCheck.renew();
    if (error instanceof CheckoutError && error.code === 'withdrawal_consent_required') {
      // The server did not see the consent: say so at the box, like the browser's own check.
      changeConsent(false);
      requireConsent(true);
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
        withdrawalConsent: consentRef.current,
      });
      rememberOrder(key, s);
      return s;
    } catch (error) {
      fail(error, 'start');
      return null;
    }
  };

  const pay = async (kind: Parameters<typeof settle>[0], s: StartedCheckout) => {
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

  const payWithTest = async () => {
    const s = await begin('test');
    if (s) await pay('test-pay', s);
  };

  // VIES's own answer, when it was asked, says more than "does not look valid" (ViesNote).
  const vatIdRejected =
    buyer.vatId.trim() !== '' &&
    quote.data?.vat.mode === 'standard' &&
    !quote.data.vat.vies &&
    buyer.country !== 'IE';

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={onKeyDown}
      data-testid="checkout-form"
    >
      <BuyerFields value={buyer} onChange={edit} errors={errors} />
      {vatIdRejected ? <p className="-mt-3 text-sm text-warning">{t('vatIdNotApplied')}</p> : null}
      {buyer.vatId.trim() !== '' ? <ViesNote vies={quote.data?.vat.vies} /> : null}
      {quote.error instanceof UndeliverableLineError ? (
        <UndeliverableNotice problem={quote.error.problem} />
      ) : null}
      <Totals totals={quote.data} currency={currency} />

      <WithdrawalConsent
        checked={consent}
        onChange={changeConsent}
        error={consentMissing ? t('errors.withdrawalConsent') : null}
        inputRef={consentBox}
      />

      <MethodChoice
        config={config}
        method={method}
        busy={busy}
        onChoose={(m) => {
          setChosen(m);
          setFailure(null);
        }}
      />

      {botCheck.widget}

      {failure ? (
        <p
          ref={failureBox}
          role="alert"
          tabIndex={-1}
          className="rounded-control border border-danger/40 bg-danger/5 p-3 text-sm text-danger outline-none"
          data-testid="checkout-failure"
        >
          {'undeliverable' in failure ? undeliverableText(failure.undeliverable) : t(`errors.${failure.key}`)}
        </p>
      ) : null}

      {method === 'test' ? (
        <button
          ref={payButton}
          type="button"
          className={`btn-primary w-full ${blockedLook}`}
          onClick={() => void payWithTest()}
          // A retry of a pending order needs no new bot-check token (none is sent).
          disabled={busy || (!botCheck.ready && !pendingOrder('test'))}
          aria-disabled={consent ? undefined : true}
          data-testid="pay-test"
        >
          {busy ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <FlaskConical aria-hidden className="size-4" />
          )}
          {busy ? t('paying') : t('payTest')}
        </button>
      ) : null}

      {method === 'stripe' && config.data?.stripePublishableKey ? (
        cardOrder?.payment.method === 'stripe' ? (
          <StripePayment
            publishableKey={config.data.stripePublishableKey}
            clientSecret={cardOrder.payment.clientSecret}
            locale={locale}
            consentGiven={consent}
            onConsentMissing={() => requireConsent(true)}
            onPaid={() => pay('stripe/confirm', cardOrder)}
          />
        ) : (
          <button
            ref={payButton}
            type="button"
            className={`btn-primary w-full ${blockedLook}`}
            disabled={busy || !botCheck.ready}
            aria-disabled={consent ? undefined : true}
            onClick={() => void begin('stripe').then(() => setBusy(false))}
            data-testid="continue-to-card"
          >
            {t('continueToCard')}
          </button>
        )
      ) : null}

      {method === 'paypal' && config.data?.paypalClientId ? (
        <PaypalPayment
          clientId={config.data.paypalClientId}
          currency={currency}
          consentGiven={consent}
          canPay={readyToPay}
          createOrder={async () => {
            const s = await begin('paypal');
            failureShown.current = !s;
            if (!s || s.payment.method !== 'paypal') throw new Error('paypal order not created');
            setBusy(false);
            return s.payment.paypalOrderId;
          }}
          onApprove={async () => {
            const current = store.getState().checkoutOrders.paypal?.order;
            if (current) await pay('paypal/capture', current);
          }}
          onError={() => {
            if (failureShown.current) failureShown.current = false;
            else fail(new CheckoutError('payment-failed'), 'pay');
          }}
        />
      ) : null}
      <p className="text-xs text-ink-muted">
        {t.rich('legalNote', {
          terms: (chunks) => (
            <Link href="/legal/#terms" target="_blank" rel="noopener" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}

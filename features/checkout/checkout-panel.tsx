'use client';

import { CreditCard, FlaskConical, Loader2, Wallet } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { defaultCountryByLocale, isCountryCode } from '../../lib/commerce/countries';
import { defaultCurrencyByLocale } from '../../lib/commerce/currencies';
import type { Locale } from '../../lib/i18n/locales';
import { Link } from '../../lib/i18n/navigation';
import { useAppStore } from '../../stores/store-provider';
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
import { BuyerFields } from './buyer-fields';
import { Totals } from './totals';
import { useCheckoutBotCheck } from './use-checkout-bot-check';
import { useCheckoutQuote } from './use-checkout-quote';
import { WithdrawalConsent } from './withdrawal-consent';

// Payment SDKs load only here, and only for the method chosen.
const StripePayment = dynamic(() => import('./stripe-payment'), { ssr: false });
const PaypalPayment = dynamic(() => import('./paypal-payment'), { ssr: false });

const methodIcons = { stripe: CreditCard, paypal: Wallet, test: FlaskConical } as const;

// Pay buttons stay focusable while consent is missing (aria-disabled, not disabled): a click
// explains what is missing instead of doing nothing.
const blockedLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-55';

function initialCountry(locale: Locale): string {
  const region =
    typeof navigator === 'undefined' ? undefined : navigator.language.split('-')[1]?.toUpperCase();
  return region && isCountryCode(region) ? region : defaultCountryByLocale[locale];
}

export function CheckoutPanel() {
  const t = useTranslations('checkout');
  const locale = useLocale() as Locale;
  const items = useAppStore((s) => s.items);
  const currency = useAppStore((s) => s.currency) ?? defaultCurrencyByLocale[locale];
  const userEmail = useAppStore((s) => s.user?.email ?? '');
  const clearCart = useAppStore((s) => s.clearCart);
  const showPanel = useAppStore((s) => s.showPanel);
  const config = useCheckoutConfig();
  const botCheck = useCheckoutBotCheck();
  const [buyer, setBuyer] = useState<BuyerForm>(() => ({
    email: userEmail,
    name: '',
    country: initialCountry(locale),
    company: '',
    vatId: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof BuyerForm, string>>>({});
  const [chosen, setChosen] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [started, setStarted] = useState<StartedCheckout | null>(null);
  // PayPal's callbacks keep the closure of their first render; the ref sees the created order.
  const startedRef = useRef<StartedCheckout | null>(null);
  // Unticked until the buyer ticks it. The ref serves PayPal's callbacks (first-render closures).
  const [consent, setConsent] = useState(false);
  const consentRef = useRef(false);
  const consentBox = useRef<HTMLInputElement>(null);
  const [consentMissing, setConsentMissing] = useState(false);
  const specs = items.map((i) => i.spec);
  const quote = useCheckoutQuote(specs, currency, buyer.country, buyer.vatId);
  const methods = config.data?.methods ?? [];
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? null);

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

  const validate = (): boolean => {
    const next: typeof errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(buyer.email.trim())) next.email = t('errors.email');
    if (!buyer.name.trim()) next.name = t('errors.name');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

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

  const finish = (s: StartedCheckout) => {
    clearCart();
    window.location.assign(orderPath(s.orderId, s.token));
  };

  const fail = (error: unknown) => {
    const code = error instanceof CheckoutError ? error.code : 'internal';
    const reason = error instanceof CheckoutError ? error.reason : undefined;
    if (code === 'withdrawal_consent_required') {
      // The server did not see the consent: say so at the box, like the browser's own check.
      changeConsent(false);
      requireConsent(true);
      setFailure(null);
      setBusy(false);
      botCheck.renew();
      return;
    }
    setFailure(
      code === 'validation'
        ? t('errors.validation')
        : code === 'forbidden'
          ? t('errors.method')
          : code === 'rate-limited'
            ? t('errors.rateLimited')
            : code === 'bot-check'
              ? reason === 'unavailable'
                ? t('errors.botCheckUnavailable')
                : t('errors.botCheck')
              : t('errors.generic'),
    );
    setBusy(false);
    // Bot-check tokens are single-use (the failed attempt spent it): the next needs a fresh one.
    botCheck.renew();
  };

  const begin = async (m: Method): Promise<StartedCheckout | null> => {
    const detailsValid = validate();
    // Both checks run, so every problem shows at once; focus goes to the box only when it is the
    // last thing missing.
    if (!requireConsent(detailsValid) || !detailsValid) return null;
    setBusy(true);
    setFailure(null);
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
      startedRef.current = s;
      setStarted(s);
      return s;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const payWithTest = async () => {
    const s = await begin('test');
    if (!s) return;
    try {
      if (await settle('test-pay', s.orderId, s.token)) finish(s);
      else fail(new CheckoutError('payment-failed'));
    } catch (error) {
      fail(error);
    }
  };

  const vatIdRejected =
    buyer.vatId.trim() !== '' && quote.data?.vat.mode === 'standard' && buyer.country !== 'IE';

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      data-testid="checkout-form"
    >
      <BuyerFields
        value={buyer}
        onChange={(patch) => setBuyer((b) => ({ ...b, ...patch }))}
        errors={errors}
      />
      {vatIdRejected ? <p className="-mt-3 text-sm text-warning">{t('vatIdNotApplied')}</p> : null}
      <Totals totals={quote.data} currency={currency} />

      <WithdrawalConsent
        checked={consent}
        onChange={changeConsent}
        error={consentMissing ? t('errors.withdrawalConsent') : null}
        inputRef={consentBox}
      />

      <fieldset className="flex flex-col gap-2" disabled={busy || started !== null}>
        <legend className="mb-1 font-semibold">{t('methodTitle')}</legend>
        {config.isPending ? (
          <div className="h-12 animate-pulse rounded-control bg-line/60" aria-hidden />
        ) : null}
        {config.isError ? <p className="text-sm text-danger">{t('errors.config')}</p> : null}
        {config.data && methods.length === 0 ? (
          <p className="text-sm text-danger">{t('errors.noMethods')}</p>
        ) : null}
        {methods.map((m) => {
          const Icon = methodIcons[m];
          return (
            <label
              key={m}
              className="flex cursor-pointer items-center gap-3 rounded-control border border-line px-4 py-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            >
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => setChosen(m)}
                className="size-4 accent-[var(--color-accent)]"
              />
              <Icon aria-hidden className="size-5 text-ink-soft" />
              <span className="flex flex-col">
                <span className="font-semibold">{t(`methods.${m}`)}</span>
                {m === 'test' ? <span className="text-xs text-warning">{t('testNote')}</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>

      {botCheck.widget}

      {failure ? (
        <p
          role="alert"
          className="rounded-control border border-danger/40 bg-danger/5 p-3 text-sm text-danger"
        >
          {failure}
        </p>
      ) : null}

      {method === 'test' ? (
        <button
          type="button"
          className={`btn-primary w-full ${blockedLook}`}
          onClick={() => void payWithTest()}
          disabled={busy || !botCheck.ready}
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
        started?.payment.method === 'stripe' ? (
          <StripePayment
            publishableKey={config.data.stripePublishableKey}
            clientSecret={started.payment.clientSecret}
            locale={locale}
            consentGiven={consent}
            onConsentMissing={() => requireConsent(true)}
            onPaid={async () => {
              try {
                if (await settle('stripe/confirm', started.orderId, started.token)) finish(started);
              } catch (error) {
                fail(error);
              }
            }}
          />
        ) : (
          <button
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
          canPay={() => requireConsent(true)}
          createOrder={async () => {
            const s = await begin('paypal');
            if (!s || s.payment.method !== 'paypal') throw new Error('paypal order not created');
            return s.payment.paypalOrderId;
          }}
          onApprove={async () => {
            const current = startedRef.current;
            if (!current) return;
            try {
              if (await settle('paypal/capture', current.orderId, current.token)) finish(current);
            } catch (error) {
              fail(error);
            }
          }}
          onError={() => fail(new CheckoutError('payment-failed'))}
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

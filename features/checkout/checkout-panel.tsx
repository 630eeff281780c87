'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { BuyerFields } from './buyer-fields';
import { CheckoutFailure, EmptyCheckout } from './checkout-notices';
import { MethodChoice } from './method-choice';
import { PaymentActions } from './payment-actions';
import { Totals } from './totals';
import { usePaymentFlow } from './use-payment-flow';
import { WithdrawalConsent } from './withdrawal-consent';

/** The checkout: buyer details, totals, consent, method and pay control; the flow is usePaymentFlow's. */
export function CheckoutPanel() {
  const t = useTranslations('checkout');
  const flow = usePaymentFlow();
  if (flow.empty) return <EmptyCheckout />;
  const { consent } = flow;

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={flow.onKeyDown}
      data-testid="checkout-form"
    >
      <BuyerFields value={flow.buyer} onChange={flow.edit} errors={flow.errors} />
      {flow.vatIdRejected ? <p className="-mt-3 text-sm text-warning">{t('vatIdNotApplied')}</p> : null}
      <Totals totals={flow.quote.data} currency={flow.currency} />

      <WithdrawalConsent
        checked={consent.checked}
        onChange={consent.change}
        error={consent.missing ? t('errors.withdrawalConsent') : null}
        inputRef={consent.inputRef}
      />

      <MethodChoice config={flow.config} method={flow.method} busy={flow.busy} onChoose={flow.choose} />

      {flow.botCheck.widget}

      {flow.failure ? <CheckoutFailure failureKey={flow.failure.key} boxRef={flow.failureBox} /> : null}

      <PaymentActions flow={flow} />

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

'use client';

import { useTranslations } from 'next-intl';
import { useRef, type KeyboardEvent } from 'react';
import { UndeliverableNotice } from '@/components/orders/undeliverable-notice';
import { Link } from '@/lib/i18n/navigation';
import { UndeliverableLineError } from '@/lib/render/undeliverable-reasons';
import { useAppStore } from '@/stores/store-provider';
import type { BuyerForm } from './api/checkout';
import { BuyerFields } from './buyer-fields';
import { CheckoutFailureBox } from './checkout-failure';
import { MethodChoice } from './method-choice';
import { ViesNote } from './order-checks';
import { PayActions } from './pay-actions';
import { Totals } from './totals';
import { useCheckoutFlow, type CheckoutFlow } from './use-checkout-flow';
import { WithdrawalConsent } from './withdrawal-consent';

/** Inputs where Enter means "submit" (buttons have their own Enter). */
const notTyping = new Set(['button', 'submit', 'reset', 'image', 'file']);

/** The checkout: the buyer's details, the totals, consent, the method and the way to pay. */
export function CheckoutPanel() {
  const flow = useCheckoutFlow();
  return flow.items.length === 0 ? <EmptyCheckout /> : <CheckoutForm flow={flow} />;
}

function EmptyCheckout() {
  const t = useTranslations('checkout');
  const showPanel = useAppStore((s) => s.showPanel);
  return (
    <div className="py-8 text-center">
      <p className="text-ink-soft">{t('emptyCart')}</p>
      <button type="button" className="btn-secondary mt-4" onClick={() => showPanel('cart')}>
        {t('backToCart')}
      </button>
    </div>
  );
}

function CheckoutForm({ flow }: { flow: CheckoutFlow }) {
  const t = useTranslations('checkout');
  const payButton = useRef<HTMLButtonElement>(null);
  const { buyer, quote, consent } = flow;

  const errors: Partial<Record<keyof BuyerForm, string>> = {};
  for (const [field, problem] of Object.entries(flow.fieldProblems)) {
    errors[field as keyof BuyerForm] = t(`errors.${problem}`);
  }

  // Enter in a field checks the form like a submit would, but pays nothing: paying stays a press
  // of the pay button, which gets focus once everything is in order.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    const field = e.target;
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (!(field instanceof HTMLInputElement) || notTyping.has(field.type)) return;
    e.preventDefault();
    if (flow.checkDetails()) payButton.current?.focus();
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
      <BuyerFields value={buyer} onChange={flow.edit} errors={errors} />
      {vatIdRejected ? <p className="-mt-3 text-sm text-warning">{t('vatIdNotApplied')}</p> : null}
      {buyer.vatId.trim() !== '' ? <ViesNote vies={quote.data?.vat.vies} /> : null}
      {quote.error instanceof UndeliverableLineError ? (
        <UndeliverableNotice problem={quote.error.problem} />
      ) : null}
      <Totals totals={quote.data} currency={flow.currency} />

      <WithdrawalConsent
        checked={consent.checked}
        onChange={consent.change}
        error={consent.missing ? t('errors.withdrawalConsent') : null}
        inputRef={consent.box}
      />

      <MethodChoice config={flow.config} method={flow.method} busy={flow.busy} onChoose={flow.chooseMethod} />

      {flow.botCheck.widget}

      <CheckoutFailureBox failure={flow.failure} />

      <PayActions flow={flow} payButton={payButton} />

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

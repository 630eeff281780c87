'use client';

import { FlaskConical, Loader2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';
import type { CheckoutFlow } from './use-checkout-flow';

// Payment SDKs load only here, and only for the method chosen.
// A chunk gone with a new release is retried, then reloads the page once (lib/browser/chunk-reload.ts).
const StripePayment = dynamic(
  withChunkRecovery(() => import('./stripe-payment')),
  { ssr: false },
);
const PaypalPayment = dynamic(
  withChunkRecovery(() => import('./paypal-payment')),
  { ssr: false },
);

// Pay buttons stay focusable while consent is missing (aria-disabled, not disabled): a click
// explains what is missing instead of doing nothing.
const blockedLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-55';

/** The chosen method's way to pay: the test button, the card form, or PayPal's buttons. */
export function PayActions({ flow, payButton }: { flow: CheckoutFlow; payButton: Ref<HTMLButtonElement> }) {
  const t = useTranslations('checkout');
  const { method, busy, botCheck, cardOrder, config } = flow;
  const consent = flow.consent.checked;

  if (method === 'test') {
    return (
      <button
        ref={payButton}
        type="button"
        className={`btn-primary w-full ${blockedLook}`}
        onClick={() => void flow.payWithTest()}
        disabled={busy || (!botCheck.ready && !flow.testPending)}
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
    );
  }

  if (method === 'stripe' && config.data?.stripePublishableKey) {
    return cardOrder?.payment.method === 'stripe' ? (
      <StripePayment
        publishableKey={config.data.stripePublishableKey}
        clientSecret={cardOrder.payment.clientSecret}
        locale={flow.locale}
        consentGiven={consent}
        onConsentMissing={flow.pointToConsent}
        onPaid={() => flow.payCard(cardOrder)}
      />
    ) : (
      <button
        ref={payButton}
        type="button"
        className={`btn-primary w-full ${blockedLook}`}
        disabled={busy || !botCheck.ready}
        aria-disabled={consent ? undefined : true}
        onClick={() => void flow.continueToCard()}
        data-testid="continue-to-card"
      >
        {t('continueToCard')}
      </button>
    );
  }

  if (method === 'paypal' && config.data?.paypalClientId) {
    return (
      <PaypalPayment
        clientId={config.data.paypalClientId}
        currency={flow.currency}
        consentGiven={consent}
        canPay={flow.checkDetails}
        createOrder={flow.paypal.createOrder}
        onApprove={flow.paypal.onApprove}
        onError={flow.paypal.onError}
      />
    );
  }

  return null;
}

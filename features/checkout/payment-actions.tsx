'use client';

import { FlaskConical, Loader2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { PaymentFlow } from './use-payment-flow';

// Payment SDKs load only here, and only for the method chosen.
const StripePayment = dynamic(() => import('./stripe-payment'), { ssr: false });
const PaypalPayment = dynamic(() => import('./paypal-payment'), { ssr: false });

// Pay buttons stay focusable while consent is missing (aria-disabled, not disabled): a click
// explains what is missing instead of doing nothing.
const blockedLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-55';

/** The pay control of the chosen method: the test button, the card form or the PayPal buttons. */
export function PaymentActions({ flow }: { flow: PaymentFlow }) {
  const t = useTranslations('checkout');
  const { method, busy, botCheck, consent, config, payButton } = flow;
  const blocked = consent.checked ? undefined : true;

  if (method === 'test') {
    return (
      <button
        ref={payButton}
        type="button"
        className={`btn-primary w-full ${blockedLook}`}
        onClick={() => void flow.payWithTest()}
        // A retry of a pending order needs no new bot-check token (none is sent).
        disabled={busy || (!botCheck.ready && !flow.pendingOrder('test'))}
        aria-disabled={blocked}
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
    const cardOrder = flow.pendingOrder('stripe');
    return cardOrder?.payment.method === 'stripe' ? (
      <StripePayment
        publishableKey={config.data.stripePublishableKey}
        clientSecret={cardOrder.payment.clientSecret}
        locale={flow.locale}
        consentGiven={consent.checked}
        onConsentMissing={() => consent.require(true)}
        onPaid={() => flow.payCard(cardOrder)}
      />
    ) : (
      <button
        ref={payButton}
        type="button"
        className={`btn-primary w-full ${blockedLook}`}
        disabled={busy || !botCheck.ready}
        aria-disabled={blocked}
        onClick={flow.continueToCard}
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
        consentGiven={consent.checked}
        canPay={flow.readyToPay}
        createOrder={flow.createPaypalOrder}
        onApprove={flow.approvePaypal}
        onError={flow.paypalFailed}
      />
    );
  }
  return null;
}

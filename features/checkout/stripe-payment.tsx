'use client';

// Loaded only when the buyer pays by card (dynamic import): Stripe.js and the Payment Element.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

let stripePromise: Promise<Stripe | null> | null = null;

function PayButton({
  onPaid,
  consentGiven,
  onConsentMissing,
}: {
  onPaid: () => Promise<void>;
  consentGiven: boolean;
  onConsentMissing: () => void;
}) {
  const t = useTranslations('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorBox = useRef<HTMLParagraphElement>(null);
  // The pay button was disabled while Stripe answered, which dropped focus to <body>.
  useEffect(() => {
    if (error) errorBox.current?.focus();
  }, [error]);
  return (
    <div className="flex flex-col gap-3">
      <PaymentElement />
      {error ? (
        <p ref={errorBox} role="alert" tabIndex={-1} className="text-sm text-danger outline-none">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-primary w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-55"
        disabled={!stripe || !elements || busy}
        // Focusable while the consent box is unticked, so the click can point to it.
        aria-disabled={consentGiven ? undefined : true}
        onClick={async () => {
          if (!consentGiven) return onConsentMissing();
          if (!stripe || !elements) return;
          setBusy(true);
          setError(null);
          const result = await stripe.confirmPayment({ elements, redirect: 'if_required' });
          if (result.error) {
            setError(result.error.message ?? t('errors.paymentFailed'));
            setBusy(false);
            return;
          }
          await onPaid().finally(() => setBusy(false));
        }}
      >
        {t('payByCard')}
      </button>
    </div>
  );
}

export default function StripePayment({
  publishableKey,
  clientSecret,
  locale,
  onPaid,
  consentGiven,
  onConsentMissing,
}: {
  publishableKey: string;
  clientSecret: string;
  locale: string;
  onPaid: () => Promise<void>;
  /** The withdrawal-consent box; paying waits for it even after the order was created. */
  consentGiven: boolean;
  onConsentMissing: () => void;
}) {
  stripePromise ??= loadStripe(publishableKey);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, locale: locale as 'auto' }}>
      <PayButton onPaid={onPaid} consentGiven={consentGiven} onConsentMissing={onConsentMissing} />
    </Elements>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useUndeliverableText } from '@/components/orders/undeliverable-notice';
import type { CheckoutFailure } from './use-checkout-flow';

/** Why the last step failed, focused when it appears (or appears again). */
export function CheckoutFailureBox({ failure }: { failure: CheckoutFailure | null }) {
  const t = useTranslations('checkout');
  const undeliverableText = useUndeliverableText();
  const box = useRef<HTMLParagraphElement>(null);
  // The button that failed is disabled while it works, so focus would drop to <body>.
  useEffect(() => {
    if (failure) box.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <p
      ref={box}
      role="alert"
      tabIndex={-1}
      className="rounded-control border border-danger/40 bg-danger/5 p-3 text-sm text-danger outline-none"
      data-testid="checkout-failure"
    >
      {'undeliverable' in failure ? undeliverableText(failure.undeliverable) : t(`errors.${failure.key}`)}
    </p>
  );
}

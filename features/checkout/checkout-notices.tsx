'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { useAppStore } from '@/stores/store-provider';
import type { FailureKey } from './failure-message';

/** Checkout opened with an empty cart: nothing to pay, a way back to the cart. */
export function EmptyCheckout() {
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

/** Why the last attempt failed; focusable, because the button that failed is disabled meanwhile. */
export function CheckoutFailure({
  failureKey,
  boxRef,
}: {
  failureKey: FailureKey;
  boxRef: Ref<HTMLParagraphElement>;
}) {
  const t = useTranslations('checkout');
  return (
    <p
      ref={boxRef}
      role="alert"
      tabIndex={-1}
      className="rounded-control border border-danger/40 bg-danger/5 p-3 text-sm text-danger outline-none"
      data-testid="checkout-failure"
    >
      {t(`errors.${failureKey}`)}
    </p>
  );
}

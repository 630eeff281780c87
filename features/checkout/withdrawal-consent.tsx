'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * The buyer's express request for immediate delivery and acknowledgement of losing the right of
 * withdrawal (terms of sale, section 5). Unticked until the buyer ticks it: pre-ticked consent is
 * no consent. The terms open in a new tab so the checkout keeps what the buyer typed.
 */
export function WithdrawalConsent({
  checked,
  onChange,
  error,
  inputRef,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The inline error, shown when the buyer tried to pay without ticking. */
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('checkout');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={inputRef}
          id="checkout-withdrawal-consent"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'checkout-withdrawal-consent-error' : undefined}
          className="mt-1 size-4 shrink-0 accent-[var(--color-accent)]"
          data-testid="withdrawal-consent"
        />
        <label htmlFor="checkout-withdrawal-consent" className="text-sm text-ink">
          {t.rich('withdrawalConsent.label', {
            terms: (chunks) => (
              <Link
                href="/legal/#terms-withdrawal"
                target="_blank"
                rel="noopener"
                className="font-medium text-accent-strong underline decoration-accent/40 underline-offset-2 hover:decoration-accent"
              >
                {chunks}
                <span className="sr-only"> {t('withdrawalConsent.newTab')}</span>
              </Link>
            ),
          })}
        </label>
      </div>
      {error ? (
        <p id="checkout-withdrawal-consent-error" className="mt-1 text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

'use client';

// What the server's checks tell the buyer in the checkout: a cart line it cannot produce (named
// by its number, as in the cart) and what VIES said about the VAT id.
import { useTranslations } from 'next-intl';
import { undeliverableMessageKeys, type UndeliverableReason } from '../../lib/render/undeliverable-reasons';

export type Undeliverable = { line: number; reason: UndeliverableReason };

/** The sentence naming the line; for the failure box and the notice alike. */
export function useUndeliverableText(): (u: Undeliverable) => string {
  const t = useTranslations('orderChecks');
  return (u) => t(undeliverableMessageKeys[u.reason], { line: u.line });
}

export function UndeliverableNotice({ problem }: { problem: Undeliverable }) {
  const text = useUndeliverableText();
  return (
    <p
      role="alert"
      className="rounded-control border border-danger/40 bg-danger/5 p-3 text-sm text-danger"
      data-testid="checkout-undeliverable"
    >
      {text(problem)}
    </p>
  );
}

/** Why a VAT id did not give reverse charge, when VIES was asked. */
export function ViesNote({ vies }: { vies: 'valid' | 'invalid' | 'unavailable' | null | undefined }) {
  const t = useTranslations('orderChecks.vies');
  if (vies !== 'invalid' && vies !== 'unavailable') return null;
  return (
    <p className="-mt-3 text-sm text-warning" data-testid={`vies-${vies}`}>
      {t(vies)}
    </p>
  );
}

'use client';

// A cart line the server cannot produce, named by its number (as the cart lists it): shown by the
// cart and the checkout alike, from the server's refusal (lib/render/undeliverable-reasons.ts).
import { useTranslations } from 'next-intl';
import { undeliverableMessageKeys, type Undeliverable } from '../../lib/render/undeliverable-reasons';

/** The sentence naming the line, for a notice or a failure box. */
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
      data-testid="undeliverable-line"
    >
      {text(problem)}
    </p>
  );
}

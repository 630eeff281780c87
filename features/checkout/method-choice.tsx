'use client';

import { CreditCard, FlaskConical, Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { CheckoutConfig, Method } from './api/checkout';

const methodIcons = { stripe: CreditCard, paypal: Wallet, test: FlaskConical } as const;

/**
 * The payment methods the shop offers. Locked only while a step is running: after a declined or
 * failed payment the buyer may switch, say from card to PayPal.
 */
export function MethodChoice({
  config,
  method,
  onChoose,
  busy,
}: {
  config: { data?: CheckoutConfig; isPending: boolean; isError: boolean };
  method: Method | null;
  onChoose: (method: Method) => void;
  busy: boolean;
}) {
  const t = useTranslations('checkout');
  const methods = config.data?.methods ?? [];
  return (
    <fieldset className="flex flex-col gap-2" disabled={busy}>
      <legend className="mb-1 font-semibold">{t('methodTitle')}</legend>
      {config.isPending ? (
        <div className="h-12 animate-pulse rounded-control bg-line/60" aria-hidden />
      ) : null}
      {config.isError ? <p className="text-sm text-danger">{t('errors.config')}</p> : null}
      {config.data && methods.length === 0 ? (
        <p className="text-sm text-danger">{t('errors.noMethods')}</p>
      ) : null}
      {methods.map((m) => {
        const Icon = methodIcons[m];
        return (
          <label
            key={m}
            className="flex cursor-pointer items-center gap-3 rounded-control border border-line px-4 py-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => onChoose(m)}
              className="size-4 accent-[var(--color-accent)]"
            />
            <Icon aria-hidden className="size-5 text-ink-soft" />
            <span className="flex flex-col">
              <span className="font-semibold">{t(`methods.${m}`)}</span>
              {m === 'test' ? <span className="text-xs text-warning">{t('testNote')}</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

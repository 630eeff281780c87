'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { CheckoutTotals } from './use-checkout-quote';

export function Totals({ totals, currency }: { totals: CheckoutTotals | undefined; currency: string }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const money = (minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex justify-between gap-3 ${strong ? 'text-lg font-semibold' : 'text-sm text-ink-soft'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  if (!totals) return <div className="h-24 animate-pulse rounded-card bg-line/60" aria-hidden />;
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(totals.vat.rateBp / 100);
  // Notes sit between two lists: a <p> may not be a child of <dl> (axe definition-list).
  return (
    <div
      className="flex flex-col gap-1 rounded-card border border-line bg-canvas p-4"
      aria-live="polite"
      data-testid="checkout-totals"
    >
      <dl className="flex flex-col gap-1">
        {row(t('net'), money(totals.net))}
        {totals.vat.mode === 'standard' ? row(t('vatRate', { rate }), money(totals.vatTotal)) : null}
      </dl>
      {totals.vat.mode === 'reverse-charge' ? (
        <p className="text-sm text-ink-soft">{t('reverseCharge')}</p>
      ) : null}
      {totals.vat.mode === 'none' ? <p className="text-sm text-ink-soft">{t('noVat')}</p> : null}
      <dl>{row(t('total'), money(totals.gross), true)}</dl>
    </div>
  );
}

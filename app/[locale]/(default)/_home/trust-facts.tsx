import { useTranslations } from 'next-intl';
import { Check } from '@/components/ui/icons';

export const trustFactIds = [1, 2, 3, 4] as const;

/**
 * Why a buyer can rely on the shop, as facts they can check in the checkout, the invoice and the
 * terms (payment providers, VAT invoices, re-downloads, the 14-day fix-or-refund promise).
 */
export function TrustFacts() {
  const t = useTranslations('home');
  return (
    <ul className="grid gap-x-10 gap-y-6 sm:grid-cols-2">
      {trustFactIds.map((n) => (
        <li key={n} className="flex gap-3">
          <span
            aria-hidden
            className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
          >
            <Check className="size-4" />
          </span>
          <div>
            <h3 className="font-semibold text-ink">{t(`trust${n}Title`)}</h3>
            <p className="mt-1 text-ink-soft">{t(`trust${n}Body`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

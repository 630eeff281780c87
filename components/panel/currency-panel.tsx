'use client';

import { Check } from '../ui/icons';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { currencies } from '@/lib/commerce/currencies';
import { useAppStore } from '@/stores/store-provider';
import { useCurrency } from '@/stores/visitor-region';

/**
 * The four currencies as buttons, like the language panel's links. Not radios: arrow keys in a
 * radio group check every option they pass, so "choose and close" would apply the first
 * neighbour. A button applies only when pressed (click, Enter or Space), in one step for all.
 * Closing goes back to the panel that opened this one (the cart, the menu) when there is one.
 */
export function CurrencyPanel() {
  const t = useTranslations('currency');
  const tp = useTranslations('panels');
  const hintId = useId();
  const chosen = useCurrency();
  const setCurrency = useAppStore((s) => s.setCurrency);
  const closePanel = useAppStore((s) => s.closePanel);
  return (
    <div>
      <p id={hintId} className="mb-4 text-ink-soft">
        {tp('currencyHint')}
      </p>
      <ul className="space-y-2" aria-describedby={hintId}>
        {currencies.map((code) => {
          const active = chosen === code;
          return (
            <li key={code}>
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                data-testid={`currency-${code}`}
                onClick={() => {
                  setCurrency(code);
                  closePanel();
                }}
                className="flex w-full items-center gap-3 rounded-control border border-line px-4 py-3 text-left hover:bg-canvas aria-[current=true]:border-accent aria-[current=true]:bg-accent-soft"
              >
                <span className="font-semibold">{code}</span>
                <span className="flex-1 text-ink-soft">{t(code)}</span>
                {active ? (
                  <>
                    <Check aria-hidden className="size-5 text-accent" />
                    <span className="sr-only">{t('current')}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

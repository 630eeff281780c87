'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAppStore } from '@/stores/store-provider';
import { useStudioQuote } from './api/studio-quote';
import { useCartCurrency } from './use-cart-currency';

/** Typing settles before the server is asked again. */
const settleMs = 350;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), settleMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Beside Add to cart: the words as they will be spoken and the greeting's price in the visitor's
 * currency, both from the server's quote, and before a tier boundary what the next step costs
 * ("12 words left at €9; from 51 words €19").
 */
export function StudioPrice() {
  const t = useTranslations('cart');
  const locale = useLocale();
  const currency = useCartCurrency();
  const useCase = useAppStore((s) => s.spec.useCase);
  const speechLocale = useAppStore((s) => s.spec.locale);
  const voice = useAppStore((s) => s.spec.voice);
  const text = useSettled(useAppStore((s) => s.spec.text));
  const enabled = voice.id !== '' && text.trim() !== '';
  const { data, isError } = useStudioQuote(
    { spec: { useCase, locale: speechLocale, text, voice }, currency, locale },
    enabled,
  );
  if (!enabled || isError) return null;
  if (!data) return <span className="inline-block h-9 w-44 animate-pulse rounded bg-line" aria-hidden />;
  return (
    <p className="basis-full text-sm sm:basis-auto" data-testid="studio-price">
      <span className="block">
        <span data-testid="studio-price-words">{t('studioWords', { count: data.words })}</span>
        {' · '}
        <span className="font-semibold tabular-nums text-ink" data-testid="studio-price-amount">
          {data.labels.price}
        </span>{' '}
        <span className="text-xs text-ink-muted">{t('studioNet')}</span>
      </span>
      <span className="block text-xs text-ink-soft" data-testid="studio-price-next">
        {data.next && data.wordsLeft !== null
          ? t('studioNextTier', {
              left: data.wordsLeft,
              price: data.labels.price,
              from: data.next.fromWords,
              next: data.labels.next ?? '',
            })
          : t('studioLastTier')}
      </span>
    </p>
  );
}

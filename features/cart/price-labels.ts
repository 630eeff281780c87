import { currencies, type Currency } from '@/lib/commerce/currencies';
import { priceLabel } from '@/lib/payments/price-label';
import { pricePoints, tierIds, type TierId } from '@/lib/payments/price-list';

export type PriceLabels = Record<Currency, Record<TierId | 'ivrPrompt', string>>;

/**
 * The price list's amounts as text in a locale, in every currency (whole amounts without
 * cents). The page formats them on the server and hands them to the price list, which only
 * picks the visitor's currency: the first Intl.NumberFormat in a browser costs it about 25 ms
 * (100 ms on a slow phone) while the page hydrates (#9).
 */
export function priceLabels(locale: string): PriceLabels {
  const points = [...tierIds, 'ivrPrompt'] as const;
  return Object.fromEntries(
    currencies.map((currency) => [
      currency,
      Object.fromEntries(
        points.map((point) => [point, priceLabel(pricePoints[currency][point], currency, locale)]),
      ),
    ]),
  ) as PriceLabels;
}

import { wordsPerSecond } from '@/lib/greeting/script';
import { limits } from '@/lib/greeting/spec-values';
import { tierIds, tierMaxWords, type TierId } from '@/lib/payments/price-list';

/** What sets each tier apart, in words: its word range and how long it speaks. */
export type TierCopy = Record<TierId, { words: string; length: string }>;

type PricingKey = 'overWords' | 'upToWords' | 'wordRange' | 'lengthToLimit' | 'lengthUpTo';
type Translate = (key: PricingKey, values: Record<string, number>) => string;

/**
 * The price list's tier lines, written by the page on the server with the `pricing` messages:
 * "up to the 1,500-character limit" would make the browser build an Intl.NumberFormat while the
 * home page hydrates, 20–50 ms of main thread (#29), for text that never changes on the client.
 */
export function tierCopy(t: Translate): TierCopy {
  const copy = (tier: TierId, index: number) => {
    const max = tierMaxWords[tier];
    const previous = index > 0 ? tierMaxWords[tierIds[index - 1] ?? tier] : null;
    const words =
      max === null
        ? t('overWords', { count: previous ?? 0 })
        : previous === null
          ? t('upToWords', { count: max })
          : t('wordRange', { from: previous + 1, to: max });
    const length =
      max === null
        ? t('lengthToLimit', { chars: limits.textMaxChars })
        : t('lengthUpTo', { seconds: Math.round(max / wordsPerSecond) });
    return { words, length };
  };
  return Object.fromEntries(tierIds.map((tier, index) => [tier, copy(tier, index)])) as TierCopy;
}

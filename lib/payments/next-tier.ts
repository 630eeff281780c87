// What the studio says beside Add to cart: this greeting's price and, while a word limit lies
// ahead, how many words are left at it and what the next step costs ("12 words left at €9; from
// 51 words €19"). Read off the same quote line the cart gets, so both always agree.
import type { Currency } from '../commerce/currencies';
import { pricePoints, tierMaxWords, type TierId } from './price-list';
import { tierFor, type QuoteLine } from './pricing';

export type NextTier = { tier: TierId; fromWords: number; price: number };

export type StudioPrice = {
  currency: Currency;
  words: number;
  tier: QuoteLine['tier'];
  /** Net unit price in minor units, the voice's surcharge included (VAT is added at checkout). */
  price: number;
  /** Words that still cost `price`; null in the last tier. */
  wordsLeft: number | null;
  next: NextTier | null;
};

/** The quote line of one greeting, with the step after it. */
export function studioPrice(
  line: Pick<QuoteLine, 'words' | 'tier' | 'unitPrice' | 'voiceSurcharge'>,
  currency: Currency,
): StudioPrice {
  // An IVR prompt is priced per prompt up to the short tier's limit, then like any greeting.
  const max = line.tier === 'ivr-prompt' ? tierMaxWords.short : tierMaxWords[line.tier];
  const base = { currency, words: line.words, tier: line.tier, price: line.unitPrice };
  if (max === null) return { ...base, wordsLeft: null, next: null };
  const fromWords = max + 1;
  const tier = tierFor(fromWords);
  return {
    ...base,
    wordsLeft: Math.max(0, max - line.words),
    next: { tier, fromWords, price: pricePoints[currency][tier] + line.voiceSurcharge },
  };
}

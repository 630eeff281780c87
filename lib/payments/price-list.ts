// The one price list: the home page's pricing section, the cart quote and the order all read
// it. Amounts are net (VAT is added per buyer) in minor units, set per currency by hand — no
// exchange rates, so a price never changes under a buyer's feet. Data only, so the browser's
// pricing section can import it without the quote's text pipeline.
import type { Currency } from '../commerce/currencies';

// Three tiers, not four: a script is at most 1,500 characters (limits.textMaxChars), about 255
// spoken words, so a "more than 300 words" tier could never be bought. The last tier runs to the
// character limit; price-list.test.ts checks that every tier is reachable within it.
export const tierIds = ['short', 'standard', 'long'] as const;
export type TierId = (typeof tierIds)[number];

/** Upper word limit per tier (inclusive); the last tier has none (the script's length limit ends it). */
export const tierMaxWords: Record<TierId, number | null> = {
  short: 50,
  standard: 150,
  long: null,
};

type PricePoints = Record<TierId, number> & { ivrPrompt: number };

/** Professional TTS greetings, music and every phone-system format included. */
export const pricePoints: Record<Currency, PricePoints> = {
  EUR: { short: 900, standard: 1900, long: 2900, ivrPrompt: 600 },
  USD: { short: 1000, standard: 2100, long: 3200, ivrPrompt: 700 },
  GBP: { short: 800, standard: 1600, long: 2500, ivrPrompt: 500 },
  CHF: { short: 900, standard: 1900, long: 2900, ivrPrompt: 600 },
};

/** IVR prompt sets: the more prompts in one order, the lower the price per prompt. */
export const ivrSetDiscounts: readonly { minPrompts: number; percent: number }[] = [
  { minPrompts: 10, percent: 30 },
  { minPrompts: 6, percent: 20 },
  { minPrompts: 3, percent: 10 },
];

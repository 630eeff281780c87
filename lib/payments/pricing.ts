// The one price list: the home page's pricing section, the cart quote and the order all read
// it. Amounts are net (VAT is added per buyer) in minor units, set per currency by hand — no
// exchange rates, so a price never changes under a buyer's feet.
import type { Currency } from '../commerce/currencies';
import type { GreetingSpec } from '../greeting/spec';
import type { VoiceTier } from '../tts/engine';
import { decideVat, type VatDecision } from './vat';
import { voiceTierSurcharges } from './voice-surcharge';

export { voiceTierSurcharges } from './voice-surcharge';

export const tierIds = ['short', 'standard', 'long', 'extended'] as const;
export type TierId = (typeof tierIds)[number];

/** Upper word limit per tier (inclusive); the last tier has none. */
export const tierMaxWords: Record<TierId, number | null> = {
  short: 50,
  standard: 150,
  long: 300,
  extended: null,
};

type PricePoints = Record<TierId, number> & { ivrPrompt: number };

/** Professional TTS greetings, music and every phone-system format included. */
export const pricePoints: Record<Currency, PricePoints> = {
  EUR: { short: 900, standard: 1900, long: 2900, extended: 3900, ivrPrompt: 600 },
  USD: { short: 1000, standard: 2100, long: 3200, extended: 4300, ivrPrompt: 700 },
  GBP: { short: 800, standard: 1600, long: 2500, extended: 3300, ivrPrompt: 500 },
  CHF: { short: 900, standard: 1900, long: 2900, extended: 3900, ivrPrompt: 600 },
};

/** The tier of a voice id, from the server's voice catalog (an unknown voice counts as basic). */
export type VoiceTierLookup = (voiceId: string) => VoiceTier;

/** IVR prompt sets: the more prompts in one order, the lower the price per prompt. */
export const ivrSetDiscounts: readonly { minPrompts: number; percent: number }[] = [
  { minPrompts: 10, percent: 30 },
  { minPrompts: 6, percent: 20 },
  { minPrompts: 3, percent: 10 },
];

/** Words as a customer counts them: pause tokens and markup are not words. */
export function countWords(text: string): number {
  const cleaned = text.replace(/\[[^\]]*\]/g, ' ').replace(/<[^>]*>/g, ' ');
  return cleaned.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function tierFor(words: number): TierId {
  for (const id of tierIds) {
    const max = tierMaxWords[id];
    if (max === null || words <= max) return id;
  }
  return 'extended';
}

/** An IVR prompt up to the short tier is priced per prompt; a longer one like any greeting. */
function isIvrPrompt(spec: GreetingSpec, words: number): boolean {
  return spec.useCase === 'ivr' && words <= (tierMaxWords.short ?? 0);
}

export function ivrDiscountPercent(prompts: number): number {
  return ivrSetDiscounts.find((d) => prompts >= d.minPrompts)?.percent ?? 0;
}

export type QuoteLine = {
  index: number;
  words: number;
  tier: TierId | 'ivr-prompt';
  voiceTier: VoiceTier;
  /** The voice tier's surcharge, included in unitPrice (so set discounts and VAT apply to it too). */
  voiceSurcharge: number;
  unitPrice: number;
  discount: number;
  net: number;
  vat: number;
  gross: number;
};

export type Quote = {
  currency: Currency;
  vat: VatDecision;
  lines: QuoteLine[];
  ivrPrompts: number;
  ivrDiscountPercent: number;
  net: number;
  vatTotal: number;
  gross: number;
};

/** Round half up on non-negative integers in minor units. */
const percentOf = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10000);

/**
 * Price a cart. Lines carry their own VAT so that every total is exactly the sum of its lines.
 * `voiceTier` comes from the server's catalog; without it no voice carries a surcharge.
 */
export function quote(
  specs: readonly GreetingSpec[],
  input: {
    currency: Currency;
    country: string;
    vatId?: string | null;
    sellerCountry: string;
    voiceTier?: VoiceTierLookup;
    vies?: VatDecision['vies'];
  },
): Quote {
  const points = pricePoints[input.currency];
  const vat = decideVat(input);
  const measured = specs.map((spec) => ({ spec, words: countWords(spec.text) }));
  const ivrPrompts = measured.filter((m) => isIvrPrompt(m.spec, m.words)).length;
  const discountPercent = ivrDiscountPercent(ivrPrompts);
  const lines = measured.map(({ spec, words }, index): QuoteLine => {
    const ivr = isIvrPrompt(spec, words);
    const tier = ivr ? 'ivr-prompt' : tierFor(words);
    const voiceTier = input.voiceTier?.(spec.voice.id) ?? 'basic';
    const voiceSurcharge = voiceTierSurcharges[input.currency][voiceTier];
    const unitPrice = (ivr ? points.ivrPrompt : points[tierFor(words)]) + voiceSurcharge;
    const discount = ivr ? percentOf(unitPrice, discountPercent * 100) : 0;
    const net = unitPrice - discount;
    const lineVat = percentOf(net, vat.rateBp);
    return {
      index,
      words,
      tier,
      voiceTier,
      voiceSurcharge,
      unitPrice,
      discount,
      net,
      vat: lineVat,
      gross: net + lineVat,
    };
  });
  const sum = (key: 'net' | 'vat' | 'gross') => lines.reduce((total, line) => total + line[key], 0);
  return {
    currency: input.currency,
    vat,
    lines,
    ivrPrompts,
    ivrDiscountPercent: discountPercent,
    net: sum('net'),
    vatTotal: sum('vat'),
    gross: sum('gross'),
  };
}

/** Format minor units for display in a locale. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

// The quote: the price list (./price-list) applied to a cart, per line, with VAT per buyer. Words
// are counted as the engine will speak them (spokenWordCount), so markup cannot cut the price.
import type { Currency } from '../commerce/currencies';
import type { GreetingSpec } from '../greeting/spec';
import type { VoiceTier } from '../tts/engine';
import { spokenWordCount } from '../tts/text';
import { ivrSetDiscounts, pricePoints, tierIds, tierMaxWords, type TierId } from './price-list';
import { decideVat, type VatDecision } from './vat';
import { allocateVat } from './vat-allocation';
import { voiceTierSurcharges } from './voice-surcharge';

export type { TierId } from './price-list';

/** The tier of a voice id, from the server's voice catalog (an unknown voice counts as basic). */
export type VoiceTierLookup = (voiceId: string) => VoiceTier;

export function tierFor(words: number): TierId {
  for (const id of tierIds) {
    const max = tierMaxWords[id];
    if (max === null || words <= max) return id;
  }
  return 'long';
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
 * Price a cart. VAT is computed on the net total and spread over the lines, so the VAT shown is
 * exactly round(net total × rate) and every total is still exactly the sum of its lines.
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
  const measured = specs.map((spec) => ({ spec, words: spokenWordCount(spec.text, spec.locale, spec.pronunciations) }));
  const ivrPrompts = measured.filter((m) => isIvrPrompt(m.spec, m.words)).length;
  const discountPercent = ivrDiscountPercent(ivrPrompts);
  const priced = measured.map(({ spec, words }, index) => {
    const ivr = isIvrPrompt(spec, words);
    const tier: QuoteLine['tier'] = ivr ? 'ivr-prompt' : tierFor(words);
    const voiceTier = input.voiceTier?.(spec.voice.id) ?? 'basic';
    const voiceSurcharge = voiceTierSurcharges[input.currency][voiceTier];
    const unitPrice = (ivr ? points.ivrPrompt : points[tierFor(words)]) + voiceSurcharge;
    const discount = ivr ? percentOf(unitPrice, discountPercent * 100) : 0;
    return { index, words, tier, voiceTier, voiceSurcharge, unitPrice, discount, net: unitPrice - discount };
  });
  // VAT on the cart's net total (one rate per buyer), spread over the lines (./vat-allocation).
  const lineVat = allocateVat(
    priced.map((line) => line.net),
    vat.rateBp,
  );
  const lines = priced.map((line, i): QuoteLine => {
    const lv = lineVat[i] ?? 0;
    return { ...line, vat: lv, gross: line.net + lv };
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

/** Format minor units for display in a locale (server-side mails and documents). */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

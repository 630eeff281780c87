// The quote: the price list (./price-list) applied to a cart, per line, with VAT per buyer. Words
// are counted as the engine will speak them (spokenWordCount), so markup cannot cut the price.
import type { Currency } from '../commerce/currencies';
import type { GreetingSpec } from '../greeting/spec';
import { spokenWordCount } from '../tts/text';
import { ivrSetDiscounts, pricePoints, tierIds, tierMaxWords, type TierId } from './price-list';
import { decideVat, type VatDecision } from './vat';

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
 */
export function quote(
  specs: readonly GreetingSpec[],
  input: { currency: Currency; country: string; vatId?: string | null; sellerCountry: string },
): Quote {
  const points = pricePoints[input.currency];
  const vat = decideVat(input);
  const measured = specs.map((spec) => ({ spec, words: spokenWordCount(spec.text, spec.locale) }));
  const ivrPrompts = measured.filter((m) => isIvrPrompt(m.spec, m.words)).length;
  const discountPercent = ivrDiscountPercent(ivrPrompts);
  const lines = measured.map(({ spec, words }, index): QuoteLine => {
    const ivr = isIvrPrompt(spec, words);
    const tier = ivr ? 'ivr-prompt' : tierFor(words);
    const unitPrice = ivr ? points.ivrPrompt : points[tierFor(words)];
    const discount = ivr ? percentOf(unitPrice, discountPercent * 100) : 0;
    const net = unitPrice - discount;
    const lineVat = percentOf(net, vat.rateBp);
    return { index, words, tier, unitPrice, discount, net, vat: lineVat, gross: net + lineVat };
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

import { describe, expect, it } from 'vitest';
import { currencies } from '../commerce/currencies';
import { withDefaults } from '../greeting/spec';
import { limits, type UseCase } from '../greeting/spec-values';
import { studioPrice } from './next-tier';
import { quote } from './pricing';

const textOf = (words: number) => Array.from({ length: words }, () => 'hello').join(' ');
const spec = (words: number, useCase: UseCase) =>
  withDefaults({ useCase, locale: 'en', text: textOf(words), voice: { id: 'v' } });
const lineFor = (words: number, useCase: UseCase, currency: (typeof currencies)[number], neural = false) =>
  quote([spec(words, useCase)], {
    currency,
    country: 'US',
    sellerCountry: 'IE',
    voiceTier: () => (neural ? 'neural' : 'basic'),
  }).lines[0]!;

describe('studioPrice', () => {
  it('says how many words are left at this price and what the next step costs', () => {
    const hint = studioPrice(lineFor(38, 'business-voicemail', 'EUR'), 'EUR');
    expect(hint).toEqual({
      currency: 'EUR',
      words: 38,
      tier: 'short',
      price: 900,
      wordsLeft: 12,
      next: { tier: 'standard', fromWords: 51, price: 1900 },
    });
  });

  it('has no next step in the last tier', () => {
    const hint = studioPrice(lineFor(200, 'on-hold', 'GBP'), 'GBP');
    expect(hint.tier).toBe('long');
    expect(hint.wordsLeft).toBeNull();
    expect(hint.next).toBeNull();
  });

  // The hint must name exactly what the cart will charge on either side of every boundary.
  for (const currency of currencies) {
    for (const useCase of ['business-voicemail', 'ivr'] as const) {
      for (const neural of [false, true]) {
        it(`${currency} ${useCase}${neural ? ' neural' : ''}: each announced step is the quote's price`, () => {
          let words = 1;
          for (;;) {
            const hint = studioPrice(lineFor(words, useCase, currency, neural), currency);
            if (!hint.next) break;
            const last = lineFor(hint.next.fromWords - 1, useCase, currency, neural);
            const first = lineFor(hint.next.fromWords, useCase, currency, neural);
            expect(last.unitPrice).toBe(hint.price);
            expect(first.unitPrice).toBe(hint.next.price);
            expect(first.unitPrice).toBeGreaterThan(last.unitPrice);
            words = hint.next.fromWords;
          }
          expect(words).toBeLessThan(limits.textMaxChars / 2);
        });
      }
    }
  }
});

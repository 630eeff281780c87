// Issue 20, item 1: the price counts exactly what the engine will speak. Brackets, hyphens and
// markup used to cut it (240 bracketed words priced as 0) while the engine read every word.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withDefaults, type GreetingSpec } from '../greeting/spec';
import { locales, type Locale } from '../i18n/locales';
import { prepareText } from '../tts/text';
import { quote } from './pricing';

const spec = (text: string, locale: Locale = 'en'): GreetingSpec =>
  withDefaults({ useCase: 'business-voicemail', locale, text, voice: { id: 'x' } });
const wordsPriced = (text: string, locale: Locale = 'en') =>
  quote([spec(text, locale)], { currency: 'EUR', country: 'US', sellerCountry: 'IE' }).lines[0]!;

/** Words in what the engine receives: runs of letters/digits between spaces, hyphens and dashes. */
function engineWords(text: string, locale: Locale): number {
  const prepared = prepareText(text, locale);
  if (!prepared.ok) return 0;
  return prepared.segments
    .flatMap((s) => (s.kind === 'speech' ? s.text.split(/[\s\-\u2010-\u2015\u2212/]+/u) : []))
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

describe('the price counts what is spoken', () => {
  it('counts bracketed words, which the engine reads (240 words are not "short")', () => {
    const line = wordsPriced(`[${'please '.repeat(240).trim()}]`);
    expect(line.words).toBe(240);
    expect(line.tier).toBe('long');
  });

  it('counts hyphen-joined words one by one and markup-wrapped words too', () => {
    expect(wordsPriced('Müller-Lüdenscheidt-Schmidt GmbH').words).toBe(4);
    expect(wordsPriced('<b>one</b> two [three] [pause 2s] four').words).toBe(4);
  });

  it('counts what normalization makes of digits and times, not the digits as typed', () => {
    expect(wordsPriced('Open 9:30 to 17:00.').words).toBe(engineWords('Open 9:30 to 17:00.', 'en'));
    expect(wordsPriced('Open 9:30 to 17:00.').words).toBeGreaterThan(4);
  });

  it('property: the quoted word count equals the words of the text the engine receives', () => {
    const piece = fc.constantFrom(
      'hello',
      'Grüß',
      'καλημέρα',
      'olá',
      '123',
      '9:30',
      '—',
      '-',
      '...',
      '[',
      ']',
      '[pause 1s]',
      '[pause]',
      '<i>',
      '</i>',
      'info@example.com',
      'Dr.',
      '€5',
      '50%',
      'e-mail',
      "l'accueil",
    );
    const text = fc
      .array(fc.tuple(piece, fc.constantFrom(' ', '', '-', '\n', ', ')), { maxLength: 60 })
      .map((parts) => parts.map(([p, sep]) => p + sep).join(''));
    fc.assert(
      fc.property(text, fc.constantFrom(...locales), fc.boolean(), (t, locale, wrap) => {
        const typed = wrap ? `[${t}]` : t;
        expect(wordsPriced(typed, locale).words).toBe(engineWords(typed, locale));
      }),
      { numRuns: 400, seed: 20 },
    );
  });
});

// Mechanics the locale files share, so each of them holds only its language's data.
import type { Gender, NumberSpeller } from '../numbers/shared';
import type { Currency, LocaleRules } from './types';

/**
 * A lookup from written names to their position: `abbreviations` (and spelling variants) as
 * given, plus every name of `names` in lower case at its index + `first` (1 for months, whose
 * numbers start at January = 1; 0 for weekdays, Monday = 0).
 */
export function nameIndex(
  names: readonly string[],
  first: 0 | 1,
  abbreviations: Readonly<Record<string, number>> = {},
): Record<string, number> {
  const index: Record<string, number> = { ...abbreviations };
  names.forEach((name, i) => (index[name.toLowerCase()] = i + first));
  return index;
}

/**
 * The usual short forms of month names, their first three letters ("Jan", "Sep", "Dez"), for the
 * languages that abbreviate so; `nameIndex` takes them with the language's other variants.
 */
export function threeLetterNames(names: readonly string[], first: 0 | 1): Record<string, number> {
  return Object.fromEntries(names.map((name, i) => [name.slice(0, 3).toLowerCase(), i + first]));
}

/** How a language names a currency: unit and cent, singular and plural, and the unit's gender. */
export interface CurrencyWords {
  one: string;
  many: string;
  centOne: string;
  centMany: string;
  gender: Gender;
}

/**
 * Money the way Spanish, Italian and Portuguese say it: "<units> <unit> <joiner> <cents> <cent>"
 * with numbers inflected for the noun ("una libra", "veintiún euros"), cents alone when there are
 * no units, and no cents part for whole amounts.
 */
export function unitsAndCents(
  numbers: NumberSpeller,
  currencies: Readonly<Record<Currency, CurrencyWords>>,
  joiner: string,
): LocaleRules['money'] {
  return (units, cents, currency) => {
    const { one, many, centOne, centMany, gender } = currencies[currency];
    const centWords = `${numbers.cardinalBeforeNoun(cents, 'm')} ${cents === 1 ? centOne : centMany}`;
    if (units === 0 && cents > 0) return centWords;
    const main = `${numbers.cardinalBeforeNoun(units, gender)} ${units === 1 ? one : many}`;
    return cents ? `${main} ${joiner} ${centWords}` : main;
  };
}

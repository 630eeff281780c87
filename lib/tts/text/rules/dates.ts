import type { DateParts, LocaleRules } from '../locales/types';
import { alternation, startsSentence, wordBefore } from './util';

const cache = new WeakMap<LocaleRules, { dayFirst: RegExp; monthFirst: RegExp }>();

// Ordinal marks written after a day: 5th, 5., 1er, 1º, 1.º, 1η, 1ης.
const dayMark = '(?:st|nd|rd|th|er|\\.º|\\.ª|º|ª|ης|η|\\.)?';

function patterns(rules: LocaleRules) {
  const cached = cache.get(rules);
  if (cached) return cached;
  const months = alternation(Object.keys(rules.monthNames));
  const monthWord = `(${months})(?![\\p{L}])\\.?`;
  const year = '(?:,? (?:de |del )?(\\d{4})(?!\\p{N}))?';
  const compiled = {
    // "5 January", "5th of January", "5. Januar 2027", "2 de enero de 2027", "1er janvier", "5 Ιανουαρίου".
    dayFirst: new RegExp(
      `(?<![\\p{L}\\p{N}.,])(\\d{1,2})${dayMark}(?: ?[-–] ?(\\d{1,2})${dayMark})? (?:of |de |di )?${monthWord}${year}`,
      'giu',
    ),
    // "January 5th", "Jan. 5, 2027".
    monthFirst: new RegExp(
      `(?<![\\p{L}])${monthWord} (\\d{1,2})(?:st|nd|rd|th)?(?: ?[-–] ?(\\d{1,2})(?:st|nd|rd|th)?)?(?![\\p{L}\\p{N}])${year}`,
      'giu',
    ),
  };
  cache.set(rules, compiled);
  return compiled;
}

function valid(p: DateParts): boolean {
  return p.month >= 1 && p.month <= 12 && p.day >= 1 && p.day <= 31;
}

function fullYear(y: string | undefined): number | undefined {
  if (y === undefined) return undefined;
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

/** Dates with month names and numeric dates (5/1, 05.01., 5.1.2027, 2027-01-05). */
export function readDates(text: string, rules: LocaleRules): string {
  const { dayFirst, monthFirst } = patterns(rules);
  const month = (name: string) => rules.monthNames[name.toLowerCase()] ?? 0;
  const say = (p: DateParts, whole: string, offset: number, style: 'month-first' | 'day-first') =>
    valid(p) ? rules.date(p, wordBefore(whole, offset), style) : null;
  /** A date with a month name, maybe a day range ("Dec. 24-26", "24.–26. Dezember"). */
  const named = (
    m: string,
    name: string,
    day: number,
    lastDay: string | undefined,
    y: string | undefined,
    offset: number,
    whole: string,
    style: 'month-first' | 'day-first',
  ): string => {
    const parts = { day, month: month(name), year: fullYear(y) };
    const first = say(lastDay ? { ...parts, year: undefined } : parts, whole, offset, style);
    if (first === null) return m;
    let spoken = first;
    if (lastDay) {
      const last = valid({ ...parts, day: Number(lastDay) })
        ? rules.date({ ...parts, day: Number(lastDay) }, rules.words.to, style)
        : null;
      if (last === null) return m;
      spoken = `${first} ${rules.words.to} ${last}`;
    }
    // "until 31 March." — the period after a month name (or its abbreviation at a sentence end)
    // also ends the sentence.
    const after = whole.slice(offset + m.length);
    const fullName = rules.months.some((mn) => mn.toLowerCase() === name.toLowerCase());
    const endsSentence = m.endsWith('.') && (fullName || startsSentence(after));
    return spoken + (endsSentence ? '.' : '');
  };
  return text
    .replace(
      /(?<![\p{N}-])(\d{4})-(\d{2})-(\d{2})(?![\p{N}-])/gu,
      (m, y: string, mo: string, d: string, o: number, w: string) =>
        say(
          { day: Number(d), month: Number(mo), year: Number(y) },
          w,
          o,
          rules.monthFirst ? 'month-first' : 'day-first',
        ) ?? m,
    )
    .replace(
      dayFirst,
      (m, d1: string, d2: string | undefined, name: string, y: string | undefined, o: number, w: string) =>
        named(m, name, Number(d1), d2, y, o, w, 'day-first'),
    )
    .replace(
      monthFirst,
      (m, name: string, d1: string, d2: string | undefined, y: string | undefined, o: number, w: string) =>
        named(m, name, Number(d1), d2, y, o, w, 'month-first'),
    )
    .replace(
      /(?<![\p{N}.,/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\p{N}]|[/.,]\p{N})/gu,
      (m, a: string, b: string, y: string | undefined, o: number, w: string) => {
        const [day, mon] = rules.monthFirst ? [b, a] : [a, b];
        return (
          say(
            { day: Number(day), month: Number(mon), year: fullYear(y) },
            w,
            o,
            rules.monthFirst ? 'month-first' : 'day-first',
          ) ?? m
        );
      },
    )
    .replace(
      /(?<![\p{N}.,])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?![\p{N}]))?(?![\p{N}])/gu,
      (m, d: string, mo: string, y: string | undefined, o: number, w: string) => {
        // "5.1." and "5.1.2027" are dates everywhere but in English, where "5.1" is a decimal.
        if (rules.locale === 'en') return m;
        const spoken = say({ day: Number(d), month: Number(mo), year: fullYear(y) }, w, o, 'day-first');
        if (spoken === null) return m;
        // The date's final period may also have ended the sentence.
        const endsSentence = y === undefined && /^\s*$/.test(w.slice(o + m.length));
        return spoken + (endsSentence ? '.' : '');
      },
    );
}

import type { LocaleRules } from '../locales/types';
import { applyRewrites, startsSentence } from './util';

function valid(h: number, m: number): boolean {
  return h >= 0 && h <= 24 && m >= 0 && m <= 59;
}

/** Clock times: the locale's own formats first, then "8 AM", "8:30 pm" and "17:30" everywhere. */
export function readTimes(text: string, rules: LocaleRules): string {
  let out = applyRewrites(text, rules.times);
  // AM/PM is English; elsewhere "8 am Montag" is German for "8 on Monday".
  if (rules.locale === 'en')
    out = out.replace(
      /(?<![\p{L}\p{N}:.,])(\d{1,2})(?:[:.](\d{2}))? ?([ap])\.? ?m\.?(?![\p{L}])/giu,
      (m, h: string, min: string | undefined, ap: string, offset: number, whole: string) => {
        const hours = Number(h);
        const minutes = Number(min ?? 0);
        if (!valid(hours, minutes) || hours > 12) return m;
        // "5 p.m." at the end of a sentence: the period is both the abbreviation's and the sentence's.
        const endsSentence = m.endsWith('.') && startsSentence(whole.slice(offset + m.length));
        return rules.time(hours, minutes, ap.toLowerCase() === 'a' ? 'am' : 'pm') + (endsSentence ? '.' : '');
      },
    );
  return out.replace(
    /(?<![\p{L}\p{N}:.,])(\d{1,2}):(\d{2})(?![\p{N}]|:\d)/gu,
    (m, h: string, min: string) => {
      const hours = Number(h);
      const minutes = Number(min);
      return valid(hours, minutes) ? rules.time(hours, minutes) : m;
    },
  );
}

/** Number ranges: "9-17", "8:00–17:00", "9 AM–5 PM" → "9 to 17" before the parts are read. */
export function readRanges(text: string, rules: LocaleRules): string {
  return text.replace(
    /(?<![\p{L}\p{N}.,:-])(\d{1,4}(?:[:.]\d{2})?(?: ?(?:[ap]\.? ?m\.?|uhr|h))?) ?[-–—] ?(?=\d)/giu,
    (_m, from: string) => `${from} ${rules.words.to} `,
  );
}

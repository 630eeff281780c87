import type { LocaleRules } from '../locales/types';
import { alternation, wordBefore } from './util';

const cache = new WeakMap<LocaleRules, RegExp[]>();

function patterns(rules: LocaleRules): RegExp[] {
  const cached = cache.get(rules);
  if (cached) return cached;
  const names = alternation(Object.keys(rules.weekdayNames));
  // "Mo–Fr", "Mon.-Fri.", "lun. - ven.": a dash between two weekdays is the range's "to".
  const list = [new RegExp(`(?<![\\p{L}])(${names})\\.? ?[-–—] ?(${names})(?![\\p{L}])\\.?`, 'giu')];
  if (rules.weekdayLetters) {
    const letters = alternation(Object.keys(rules.weekdayLetters));
    list.push(new RegExp(`(?<![\\p{L}])(${letters}) ?[-–—] ?(${letters})(?![\\p{L}])`, 'gu'));
  }
  // A lone abbreviation before a time or number: "Sat 10:00", "Sa 10–14 Uhr", "sam. 10h".
  // Case matters here: German "so 5 Minuten" is not Sunday, "So 10–14 Uhr" is.
  const keys = Object.keys(rules.weekdayNames).filter((k) => k.length <= 4);
  const cap = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);
  const capitalised = alternation(keys.map(cap));
  const dotted = alternation([...keys, ...keys.map(cap)]);
  list.push(new RegExp(`(?<![\\p{L}])(?:(${capitalised})|(${dotted})\\.)(?= \\d)`, 'gu'));
  cache.set(rules, list);
  return list;
}

/** Expand weekday ranges written with abbreviations or a dash into the language's words. */
export function readWeekdayRanges(text: string, rules: LocaleRules): string {
  const all = patterns(rules);
  const names = all[0];
  const letters = rules.weekdayLetters ? all[1] : undefined;
  const single = all.at(-1);
  let out = text;
  const table = (key: string) => rules.weekdayNames[key.toLowerCase()] ?? rules.weekdayLetters?.[key];
  for (const re of [names, letters]) {
    if (!re) continue;
    out = out.replace(re, (match, a: string, b: string, offset: number, whole: string) => {
      const from = table(a);
      const to = table(b);
      if (from === undefined || to === undefined || from === to) return match;
      return rules.weekdayRange(from, to, wordBefore(whole, offset));
    });
  }
  if (single) {
    out = out.replace(single, (match, a: string | undefined, b: string | undefined) => {
      const day = rules.weekdayNames[(a ?? b ?? '').toLowerCase()];
      return day === undefined ? match : (rules.weekdays[day] ?? match);
    });
  }
  return out;
}

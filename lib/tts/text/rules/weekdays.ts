import type { LocaleRules } from '../locales/types';
import { alternation, wordBefore } from './util';

type Patterns = { dash: RegExp; letters: RegExp | null; linked: RegExp; lone: RegExp };
const cache = new WeakMap<LocaleRules, Patterns>();

// Words that join two weekdays: "Mon to Fri", "lun. au ven.", "Sa und So", "Wed & Fri".
const joiners = 'to through thru till until and & bis und au à et a al y e ed έως ως με και'.split(' ');

function patterns(rules: LocaleRules): Patterns {
  const cached = cache.get(rules);
  if (cached) return cached;
  const names = alternation(Object.keys(rules.weekdayNames));
  // An abbreviation outside a dash range only counts when written as one: capitalised ("Sa",
  // "Mon") or with its period ("sam."). German "so 5 Minuten" is not Sunday; "So 10 Uhr" is.
  const keys = Object.keys(rules.weekdayNames).filter((k) => k.length <= 4);
  const cap = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);
  const dotted = `(?:${alternation([...keys, ...keys.map(cap)])})\\.`;
  const abbr = `((?:${alternation(keys.map(cap))})(?![\\p{L}.])|${dotted})`;
  // In a list without periods only abbreviations of three letters or more ("Mon, Wed"): German
  // "So, …" means "well, …".
  const listed = `(?:${alternation(keys.filter((k) => k.length >= 3).map(cap))})(?![\\p{L}.])`;
  const letters = rules.weekdayLetters ? alternation(Object.keys(rules.weekdayLetters)) : null;
  const compiled: Patterns = {
    // "Mo–Fr", "Mon.-Fri.", "lun. - ven.": a dash between two weekdays is the range's "to".
    dash: new RegExp(`(?<![\\p{L}])(${names})\\.? ?[-–—] ?(${names})(?![\\p{L}])\\.?`, 'giu'),
    letters: letters ? new RegExp(`(?<![\\p{L}])(${letters}) ?[-–—] ?(${letters})(?![\\p{L}])`, 'gu') : null,
    linked: new RegExp(`(?<![\\p{L}])${abbr} (${alternation(joiners)}) ${abbr}`, 'gu'),
    // A lone abbreviation before a time or number, or in a list: "Sat 10:00", "Sa 10–14 Uhr",
    // "sam. 10h", "Mo., Di. und Do.", "Mon, Wed & Fri".
    lone: new RegExp(`(?<![\\p{L}])(?:${abbr}(?= \\d)|(${dotted}|${listed})(?=[,;]))`, 'gu'),
  };
  cache.set(rules, compiled);
  return compiled;
}

/** Expand weekday ranges and abbreviations into the language's words. */
export function readWeekdayRanges(text: string, rules: LocaleRules): string {
  const p = patterns(rules);
  const day = (key: string) =>
    rules.weekdayNames[key.replace(/\.$/, '').toLowerCase()] ?? rules.weekdayLetters?.[key];
  const range = (match: string, a: string, b: string, offset: number, whole: string) => {
    const from = day(a);
    const to = day(b);
    if (from === undefined || to === undefined || from === to) return match;
    return rules.weekdayRange(from, to, wordBefore(whole, offset));
  };
  let out = text.replace(p.dash, range);
  if (p.letters) out = out.replace(p.letters, range);
  const full = (key: string) => {
    const d = day(key);
    return d === undefined ? key : (rules.weekdays[d] ?? key);
  };
  return out
    .replace(p.linked, (_m, a: string, joiner: string, b: string) => `${full(a)} ${joiner} ${full(b)}`)
    .replace(p.lone, (_m, a: string | undefined, b: string | undefined) => full(a ?? b ?? ''));
}

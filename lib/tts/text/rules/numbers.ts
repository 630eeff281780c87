import type { Currency, LocaleRules } from '../locales/types';
import { maxSpelled } from '../numbers/shared';
import { readInteger, spellDigits } from './util';

const currencySymbols: Record<string, Currency> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  eur: 'EUR',
  usd: 'USD',
  gbp: 'GBP',
};

/** A written amount split into integer digits and decimals, honouring the locale's separators. */
type Parsed = { int: string; frac: string };

/**
 * Locale-aware: "1,500.50" in English, "1.500,50" in German. A single separator that is not the
 * locale's decimal is a thousands group when exactly three digits follow ("1.500" in German) and
 * otherwise a decimal written the other way ("€25.50" in a German text is 25 euros 50).
 */
function parse(written: string, rules: LocaleRules, money = false): Parsed | null {
  const w = rules.spaceGroupsThousands ? written.replace(/ /g, '') : written;
  const lastSep = Math.max(w.lastIndexOf(','), w.lastIndexOf('.'));
  if (lastSep < 0) return /^\d+$/.test(w) ? { int: w, frac: '' } : null;
  const sep = w.charAt(lastSep);
  const tail = w.slice(lastSep + 1);
  const once = w.indexOf(sep) === lastSep;
  // Money has at most two decimals: "€1,500" is fifteen hundred euros in German text too.
  const isDecimal = once && (sep === rules.decimal || tail.length !== 3) && !(money && tail.length > 2);
  const int = (isDecimal ? w.slice(0, lastSep) : w).replace(/[.,]/g, '');
  const frac = isDecimal ? tail : '';
  if (!/^\d+$/.test(int) || !/^\d*$/.test(frac)) return null;
  return { int, frac };
}

function readParsed(p: Parsed, rules: LocaleRules): string {
  const int = readInteger(p.int, rules);
  return p.frac ? `${int} ${rules.words.decimalPoint} ${spellDigits(p.frac, rules)}` : int;
}

const amount = '\\d{1,3}(?:[., ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';

// Scale words written after an amount, and the abbreviations people write for them.
const scales = [
  'million',
  'millions',
  'billion',
  'billions',
  'Million',
  'Millionen',
  'Milliarde',
  'Milliarden',
  'milliard',
  'milliards',
  'millón',
  'millones',
  'milione',
  'milioni',
  'miliardo',
  'miliardi',
  'milhão',
  'milhões',
  'εκατομμύριο',
  'εκατομμύρια',
  'δισεκατομμύριο',
  'δισεκατομμύρια',
];
const scaleAbbreviations: Record<string, [string, string]> = {
  'Mio.': ['Million', 'Millionen'],
  'Mrd.': ['Milliarde', 'Milliarden'],
  Mio: ['Million', 'Millionen'],
  Mrd: ['Milliarde', 'Milliarden'],
};
const scale = `(${[...Object.keys(scaleAbbreviations), ...scales]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace('.', '\\.'))
  .join('|')})(?![\\p{L}])`;
const symbol = '([€$£]|EUR|USD|GBP)';

/** "$1.5 million" → "one point five million dollars"; "2 Mio. €" → "zwei Millionen Euro". */
function readScaledMoney(text: string, rules: LocaleRules): string {
  const say = (m: string, written: string, scaleWord: string, cur: string) => {
    const currency = currencySymbols[cur.toLowerCase()];
    const p = parse(written, rules);
    if (!currency || !p || p.int.length > 3) return m;
    const n = Number(p.int);
    const number = p.frac ? readParsed(p, rules) : rules.numbers.cardinalBeforeNoun(n, rules.scaled.gender);
    const [one, many] = scaleAbbreviations[scaleWord] ?? [scaleWord, scaleWord];
    return `${number} ${n === 1 && !p.frac ? one : many} ${rules.scaled.currency[currency]}`;
  };
  return text
    .replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${symbol} ?(\\d+(?:[.,]\\d+)?) ${scale}`, 'gu'),
      (m, cur: string, written: string, scaleWord: string) => say(m, written, scaleWord, cur),
    )
    .replace(
      new RegExp(`(?<![\\p{L}\\p{N}.,])(\\d+(?:[.,]\\d+)?) ${scale} ?${symbol}`, 'gu'),
      (m, written: string, scaleWord: string, cur: string) => say(m, written, scaleWord, cur),
    );
}

/** "$25", "€25.50", "25,50 €", "£10", "EUR 100", "25,- €", "$1.5 million". */
export function readMoney(input: string, rules: LocaleRules): string {
  const text = readScaledMoney(input, rules);
  const money = (written: string, cur: string, m: string) => {
    const currency = currencySymbols[cur.toLowerCase()];
    const p = parse(written.replace(/[.,]-$/, ''), rules, true);
    if (!currency || !p) return m;
    const units = Number(p.int);
    if (!Number.isSafeInteger(units) || units > maxSpelled) return m;
    const cents = p.frac ? Number(p.frac.padEnd(2, '0')) : 0;
    return rules.money(units, cents, currency);
  };
  return text
    .replace(
      new RegExp(`(?<![\\p{L}\\p{N}])([€$£]|EUR|USD|GBP) ?(${amount})(?![\\p{N}]|[.,]\\p{N})`, 'gu'),
      (m, cur: string, written: string) => money(written, cur, m),
    )
    .replace(
      new RegExp(
        `(?<![\\p{L}\\p{N}.,])(${amount})(?:[.,]-)? ?([€$£]|EUR(?![\\p{L}])|USD(?![\\p{L}])|GBP(?![\\p{L}]))`,
        'gu',
      ),
      (m, written: string, cur: string) => money(written, cur, m),
    );
}

/** "50%", "1,5 %" → number + the locale's word for percent. */
export function readPercent(text: string, rules: LocaleRules): string {
  return text.replace(
    new RegExp(`(?<![\\p{L}\\p{N}.,])(\\d+(?:[.,]\\d+)*) ?%`, 'gu'),
    (m, written: string) => {
      const p = parse(written, rules);
      return p ? `${readParsed(p, rules)} ${rules.words.percent}` : m;
    },
  );
}

/**
 * Every number left: thousands and decimals by the locale's separators, leading zeros and very
 * long runs digit by digit, and year-like numbers the way the language reads years.
 */
export function readNumbers(text: string, rules: LocaleRules): string {
  const d = rules.decimal === ',' ? ',' : '\\.';
  const t = rules.decimal === ',' ? '\\.' : ',';
  const groupSep = rules.spaceGroupsThousands ? `[${t} ]` : t;
  const re = new RegExp(
    `(?<![\\p{L}0-9])(\\d{1,3}(?:${groupSep}\\d{3})+(?:${d}\\d+)?|\\d+(?:[.,]\\d+)?)(?![\\p{L}0-9])`,
    'gu',
  );
  // Digits glued to letters ("MP3", "A4", "Win10") are read as a number after the letters.
  const separated = text.replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, ' ');
  return separated.replace(re, (m, written: string) => {
    if (/^\d{4}$/.test(written)) {
      const y = Number(written);
      if (y >= 1100 && y <= 2099) return rules.year(y);
    }
    // Eight digits or more with no separator are an identifier (a phone or customer number),
    // not a quantity anyone writes that way: read them digit by digit.
    if (/^\d{8,}$/.test(written)) return spellDigits(written, rules);
    if (/^\d+$/.test(written)) return readInteger(written, rules);
    // One separator that is not this locale's decimal: a thousands group ("1.500" in German)
    // if exactly three digits follow, otherwise a decimal written the other way ("1.5").
    const p = parse(written, rules);
    return p ? readParsed(p, rules) : m;
  });
}

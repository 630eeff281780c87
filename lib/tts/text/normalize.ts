import type { Locale } from '../../i18n/locales';
import { localeRules } from './locales';
import { expandAbbreviations } from './rules/abbreviations';
import { readAddresses } from './rules/addresses';
import { readDates } from './rules/dates';
import { readMoney, readNumbers, readPercent } from './rules/numbers';
import { readPhones } from './rules/phones';
import { sanitize } from './rules/sanitize';
import { readSymbols, tidy } from './rules/symbols';
import { readRanges, readTimes } from './rules/times';
import { applyRewrites } from './rules/util';
import { readWeekdayRanges } from './rules/weekdays';

/**
 * Language-aware normalization of one speech segment into words a TTS engine reads right.
 * The order matters: addresses and phone numbers hold dots and digits every later pass would
 * misread, dates hold the periods ordinals use, ranges must be seen before their ends are words.
 * The output is plain text: no markup, no angle brackets, no control characters.
 */
export function normalizeForSpeech(text: string, locale: Locale): string {
  const rules = localeRules[locale];
  let out = sanitize(text);
  out = readAddresses(out, rules);
  out = readPhones(out, rules);
  out = readWeekdayRanges(out, rules);
  out = readDates(out, rules);
  out = applyRewrites(out, rules.extra ?? []);
  out = expandAbbreviations(out, rules);
  out = readRanges(out, rules);
  out = readTimes(out, rules);
  out = readMoney(out, rules);
  out = readPercent(out, rules);
  out = applyRewrites(out, rules.ordinals);
  out = readNumbers(out, rules);
  out = readSymbols(out, rules);
  return tidy(out);
}

import type { LocaleRules } from '../locales/types';
import { spellDigits } from './util';

// Top-level domains people say as a word; every other one is spelled letter by letter ("d e").
const sayableTldNames = [
  'com',
  'org',
  'net',
  'info',
  'biz',
  'shop',
  'online',
  'app',
  'dev',
  'store',
  'travel',
];
const sayableTlds = new Set(sayableTldNames);
// The endings that make a word an address: the sayable ones and those spelled out.
const knownTlds = [
  ...sayableTldNames,
  'io',
  'co',
  'eu',
  'de',
  'at',
  'ch',
  'gr',
  'cy',
  'es',
  'fr',
  'be',
  'lu',
  'it',
  'pt',
  'br',
  'uk',
  'us',
  'ca',
  'nl',
  'ie',
  'mx',
  'ar',
];

const vowels = /[aeiouyäöüàâéèêëîïôûùáíóúãõ]/i;

/** One label of an address: words stay words, digits are read one by one, vowel-less runs are spelled. */
function label(part: string, rules: LocaleRules): string {
  return (part.match(/\p{L}+|\p{N}+/gu) ?? [])
    .map((run) => {
      if (/^\p{N}+$/u.test(run)) return spellDigits(run, rules);
      if (run.toLowerCase() === 'www') return 'w w w';
      return vowels.test(run) && run.length > 1 ? run : [...run].join(' ');
    })
    .join(' ');
}

/** "john.doe-2" → "john dot doe dash two": separators are said, not skipped. */
function spellPath(text: string, rules: LocaleRules): string {
  const sep: Record<string, string> = {
    '.': rules.words.dot,
    '-': rules.words.dash,
    _: rules.words.underscore,
    '+': rules.words.plus,
    '/': rules.words.slash,
  };
  return text
    .split(/([.\-_+/])/)
    .map((piece) => sep[piece] ?? label(piece, rules))
    .filter(Boolean)
    .join(' ');
}

function spellDomain(domain: string, rules: LocaleRules): string {
  const labels = domain.split('.');
  return labels
    .map((l, i) => {
      const lower = l.toLowerCase();
      if (i === labels.length - 1 && i > 0) return sayableTlds.has(lower) ? lower : [...lower].join(' ');
      return spellPath(l, rules);
    })
    .join(` ${rules.words.dot} `);
}

const email =
  /(?<![\p{L}\p{N}._%+-])([A-Za-z0-9](?:[A-Za-z0-9._%+-]*[A-Za-z0-9])?)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})(?![\p{L}\p{N}-])/gu;
// With a scheme or "www." anything domain-like is an address; bare domains need a known TLD.
const schemeUrl =
  /(?<![\p{L}\p{N}@.-])(?:https?:\/\/(?:www\.)?|www\.)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?:\/[^\s]*)?/giu;
// Bare domains need a known TLD in lower case, so "closed.It" (a missing space) stays a sentence.
const bareUrl = new RegExp(
  `(?<![\\p{L}\\p{N}@.-])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${knownTlds.join('|')})(?![\\p{L}\\p{N}-])(?:\\/[^\\s]*)?`,
  'gu',
);

function readUrl(match: string, rules: LocaleRules): string {
  // Trailing sentence punctuation is not part of the address.
  const [, body = match, trail = ''] = /^(.*?)([.,;:!?)]*)$/s.exec(match) ?? [];
  const noScheme = body.replace(/^https?:\/\//i, '');
  const slash = noScheme.indexOf('/');
  const domain = slash < 0 ? noScheme : noScheme.slice(0, slash);
  const path = slash < 0 ? '' : noScheme.slice(slash).replace(/\/+$/, '');
  if (!/\.[A-Za-z]{2,}$/.test(domain)) return match;
  const spokenPath = path ? ` ${spellPath(path, rules)}` : '';
  return ` ${spellDomain(domain, rules)}${spokenPath}${trail}`;
}

export function readAddresses(text: string, rules: LocaleRules): string {
  return text
    .replace(email, (_m, user: string, domain: string) => {
      return ` ${spellPath(user, rules)} ${rules.words.at} ${spellDomain(domain, rules)} `;
    })
    .replace(schemeUrl, (m) => readUrl(m, rules))
    .replace(bareUrl, (m) => readUrl(m, rules));
}

import type { Abbreviation, LocaleRules } from '../locales/types';
import { escapeRegex, startsSentence } from './util';

type Compiled = { re: RegExp; abbr: Abbreviation };
const cache = new WeakMap<LocaleRules, Compiled[]>();

function compile(rules: LocaleRules): Compiled[] {
  const cached = cache.get(rules);
  if (cached) return cached;
  const list = [...rules.abbreviations]
    .sort((a, b) => b.written.length - a.written.length)
    .map((abbr) => {
      // "z. B." and "z.B." are the same abbreviation: a space after an inner period is optional.
      const body = abbr.written
        .split(/\.\s*/)
        .map(escapeRegex)
        .join('\\.\\s?')
        .replace(/\\s\?$/, '');
      // "n°5" and "C/Mayor": an abbreviation ending in a symbol may touch the next word.
      const end = /[\p{L}.]$/u.test(abbr.written) ? '(?![\\p{L}\\p{N}])' : '';
      const name = abbr.beforeName ? '(?= \\p{Lu})' : end;
      return { abbr, re: new RegExp(`(?<![\\p{L}\\p{N}.])${body}${name}`, `g${abbr.anyCase ? 'i' : ''}u`) };
    });
  cache.set(rules, list);
  return list;
}

/**
 * Expand abbreviations. A period that ended the abbreviation and also ends the sentence
 * ("Acme Inc." at the end, or before a capitalised word) is kept for the pause; a title's
 * period ("Dr. Smith") never is.
 */
export function expandAbbreviations(text: string, rules: LocaleRules): string {
  let out = text;
  for (const { re, abbr } of compile(rules)) {
    out = out.replace(re, (match: string, offset: number, whole: string) => {
      const after = whole.slice(offset + match.length);
      const chosen = abbr.choose?.(whole.slice(0, offset), after) ?? abbr.spoken;
      const { spoken, title } = typeof chosen === 'string' ? { spoken: chosen, title: abbr.title } : chosen;
      const endsSentence = match.endsWith('.') && !title && startsSentence(after);
      return spoken + (endsSentence ? '.' : '');
    });
  }
  return out;
}

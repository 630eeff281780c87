import type { LocaleRules, Rewrite } from '../locales/types';
import { maxSpelled } from '../numbers/shared';

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "5550134" → "five five five zero one three four". */
export function spellDigits(digits: string, rules: LocaleRules): string {
  return [...digits]
    .filter((c) => c >= '0' && c <= '9')
    .map((c) => rules.numbers.digit(Number(c)))
    .join(' ');
}

/** Read an integer written as digits; leading zeros and very long runs are read digit by digit. */
export function readInteger(digits: string, rules: LocaleRules): string {
  if (digits.length > 1 && digits.startsWith('0')) return spellDigits(digits, rules);
  const n = Number(digits);
  if (!Number.isSafeInteger(n) || n > maxSpelled) return spellDigits(digits, rules);
  return rules.numbers.cardinal(n);
}

/** The last word before `offset` in `text`, lower-cased ("" when none). */
export function wordBefore(text: string, offset: number): string {
  const m = /([\p{L}]+)[^\p{L}\p{N}]*$/u.exec(text.slice(Math.max(0, offset - 40), offset));
  return m?.[1]?.toLowerCase() ?? '';
}

/** Longest first, so "Mrs." wins over "Mr." and "septembre" over "sept". */
export function alternation(words: Iterable<string>): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');
}

/** Apply locale rewrites in order, giving each match its groups and the text before and after it. */
export function applyRewrites(text: string, rewrites: readonly Rewrite[]): string {
  let out = text;
  for (const [re, fn] of rewrites) {
    out = out.replace(re, (...args: unknown[]) => {
      const offsetIndex = args.findIndex((a, i) => i > 0 && typeof a === 'number');
      const match = String(args[0]);
      const offset = Number(args[offsetIndex]);
      const whole = String(args[offsetIndex + 1]);
      const groups = args.slice(1, offsetIndex).map((g) => (typeof g === 'string' ? g : undefined));
      return fn({ match, groups, before: whole.slice(0, offset), after: whole.slice(offset + match.length) });
    });
  }
  return out;
}

/**
 * Whether the text after a period starts a new sentence: the end, or a capitalised word
 * ("… Inc. We are", but not "… p.m. EST" — an all-capitals word is an acronym, not a start).
 */
export function startsSentence(after: string): boolean {
  return /^(?:\s*$|\s+\p{Lu}(?:\p{Ll}|[^\p{L}]|$))/u.test(after);
}

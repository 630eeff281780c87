import type { LocaleRules } from '../locales/types';

/** Symbols people say: "&", "%", IVR keys "*" and "#", a lone "+" or "@"; the rest is dropped. */
export function readSymbols(text: string, rules: LocaleRules): string {
  const w = rules.words;
  return text
    .replace(/ ?& ?/g, ` ${w.and} `)
    .replace(/%/g, ` ${w.percent} `)
    .replace(/(?<![\p{L}\p{N}])\*(?![\p{L}\p{N}])|(?<=\p{L} )\*(?=\p{N})/gu, ` ${w.star} `)
    .replace(/(?<![\p{L}\p{N}])#(?![\p{L}])/gu, ` ${w.hash} `)
    .replace(/(?<![\p{L}\p{N}])\+(?= ?\p{N})|(?<= )\+(?= )/gu, ` ${w.plus} `)
    .replace(/(?<= )@(?= )/g, ` ${w.at} `)
    .replace(/[()]/g, ', ')
    .replace(/ [–—] /g, ', ')
    .replace(/[–—]/g, ' ')
    .replace(/[*#@=_/+$€£°§¶•·]/g, ' ');
}

/** Tidy spacing around punctuation so engines pause where the text does, and only once. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:[ ,;:]*[,;:])+/g, '$1')
    .replace(/[,;:] ?([.!?])/g, '$1')
    .replace(/\.(?: ?\.)+(?!\.)/g, (m) => (m.replace(/ /g, '').length === 3 ? '...' : '.'))
    .replace(/([,.;:!?])(?=[\p{L}\p{N}])/gu, (_m, p: string, offset: number, whole: string) =>
      // Keep "3.5" and "a.m" (a period between single letters) untouched; elsewhere add a space.
      (/\p{N}/u.test(whole.charAt(offset - 1)) && /[.,]/.test(p)) ||
      (p === '.' &&
        /(?<![\p{L}])\p{L}$/u.test(whole.slice(0, offset)) &&
        /^\p{L}(?!\p{L})/u.test(whole.slice(offset + 1)))
        ? p
        : `${p} `,
    )
    .replace(/^[\s,.;:!?]+/, '')
    .trim();
}

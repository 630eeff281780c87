import { limits } from '../../greeting/spec-values';
import type { TextIssue } from './types';

/** The maximum greeting length, the same number the GreetingSpec schema enforces. */
export const textLimit: number = limits.textMaxChars;

/**
 * Length as the limit counts it: UTF-16 code units of the text as typed. That is what
 * `z.string().max()` in the GreetingSpec schema and a textarea's `maxLength` count, so the
 * counter, the browser and the server never disagree. (Every letter of our 7 languages,
 * Greek with its accents included, is one unit; an emoji counts 2.)
 */
export function countCharacters(text: string): number {
  return text.length;
}

// C0 and C1 control characters, DEL included; tab, line feed and carriage return are allowed.
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Invisible format characters (zero-width, bidi overrides, BOM) and lone surrogates: removed
// silently, because they are invisible to the visitor but can confuse an engine's parser.
const invisible =
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Remove HTML/SSML-like markup. Script and style bodies go with their tags: never spoken. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g, ' ')
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ')
    .replace(/<[!?][^<>]*>/g, ' ');
}

/**
 * Validate raw visitor text: length (see countCharacters), control characters, then strip
 * markup and tidy whitespace. Line breaks are kept (they become sentence breaks later).
 */
export function validateText(raw: string): { ok: true; text: string } | { ok: false; issue: TextIssue } {
  const length = countCharacters(raw);
  if (length > textLimit) return { ok: false, issue: { code: 'too-long', limit: textLimit, length } };
  if (controlChars.test(raw)) return { ok: false, issue: { code: 'control-characters' } };
  const text = stripMarkup(raw.normalize('NFC').replace(invisible, ''))
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g, (m) => (/^[\u00A0\u202F]$/.test(m) ? m : ' '))
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return { ok: false, issue: { code: 'empty' } };
  return { ok: true, text };
}

import type { LocaleRules } from '../locales/types';
import { alternation, spellDigits } from './util';

// Digit groups joined by spaces, dots, hyphens, slashes or parentheses, optionally after "+".
const phone =
  /(?<![\p{L}\p{N}.,:/+-])(\+ ?)?(\(?\d+\)?(?:(?: ?[-./] ?| \(?|\) ?|\()\d+\)?)*)(?:(,? ?)(x|ext\.?) ?(\d{1,6}))?(?![\p{L}\p{N}]|[.,]\d)/giu;

// "1-800-FLOWERS": digits read as digits, the word as a word.
const vanity = /(?<![\p{L}\p{N}])(\d{1,3})-(\d{3})-(\p{Lu}{3,}(?:-\p{Lu}+)*)(?![\p{L}\p{N}])/gu;

const isDate = /^\d{1,2}[./]\d{1,2}[./](?:\d{2}|\d{4})$|^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}\/\d{1,2}$/;

const isTimeRange = /^\d{1,2}[.:]\d{2} ?- ?\d{1,2}[.:]\d{2}$/;

/**
 * Whether digits as written are a phone number rather than a quantity, date or range:
 * at least 7 digits, and something only phone numbers have (a "+", parentheses, hyphens,
 * slashes, a leading zero, or groups that are not thousands).
 */
function isPhone(plus: boolean, body: string, after: string, rules: LocaleRules): boolean {
  const groups = body.match(/\d+/g) ?? [];
  const digits = groups.join('');
  if (digits.length < 7 || digits.length > 17) return false;
  if (isDate.test(body) || isTimeRange.test(body)) return false;
  if (plus || /[()\-/]/.test(body)) return true;
  if (digits.startsWith('0')) return true;
  if (groups.length === 1 || /^ ?[€$£%]/.test(after)) return false;
  const thousands = groups.slice(1).every((g) => g.length === 3) && (groups[0]?.length ?? 0) <= 3;
  if (!thousands) return true;
  // "912 345 678" is a Spanish phone number; "1 500 000" a French count. Spaces group thousands
  // only in some languages, and even there a full first group of three is a phone number.
  const spacesOnly = !/[.]/.test(body);
  return spacesOnly && (!rules.spaceGroupsThousands || (groups[0]?.length === 3 && groups.length >= 3));
}

/** "+30 210 123 4567" → "plus three zero, two one zero, one two three, four five six seven". */
export function readPhones(text: string, rules: LocaleRules): string {
  const replacer = (
    match: string,
    plus: string | undefined,
    body: string,
    _sep: string | undefined,
    ext: string | undefined,
    extDigits: string | undefined,
    offset: number,
    whole: string,
  ): string => {
    if (!isPhone(Boolean(plus), body, whole.slice(offset + match.length), rules)) return match;
    const groups = (body.match(/\d+/g) ?? []).map((g) => spellDigits(g, rules));
    const spoken = (plus ? `${rules.words.plus} ` : '') + groups.join(', ');
    const extension = ext && extDigits ? `, ${rules.words.extension} ${spellDigits(extDigits, rules)}` : '';
    return ` ${spoken}${extension} `;
  };
  return readExtensions(text, rules)
    .replace(
      vanity,
      (_m, a: string, b: string, word: string) =>
        ` ${spellDigits(a, rules)}, ${spellDigits(b, rules)}, ${word.replace(/-/g, ' ').toLowerCase()} `,
    )
    .replace(phone, replacer);
}

const extensionPatterns = new WeakMap<LocaleRules, RegExp>();

function extensionPattern(rules: LocaleRules): RegExp {
  let re = extensionPatterns.get(rules);
  if (!re) {
    const markers = alternation([...rules.extensionMarkers, 'ext.', 'ext']);
    re = new RegExp(
      `(?:(?<=\\d)([ ,]*)|(?<![\\p{L}\\p{N}]))(?:${markers})(?![\\p{L}]) ?:? ?(\\d{1,6})(?![\\p{N}])`,
      'giu',
    );
    extensionPatterns.set(rules, re);
  }
  return re;
}

/** "ext. 12", "Durchwahl 12": extension numbers are dialled, so they are read digit by digit. */
function readExtensions(text: string, rules: LocaleRules): string {
  const re = extensionPattern(rules);
  // After a phone number the extension is set off by a pause: "…four, extension one two".
  return text.replace(
    re,
    (_m, afterDigit: string | undefined, digits: string) =>
      `${afterDigit === undefined ? '' : ', '}${rules.words.extension} ${spellDigits(digits, rules)}`,
  );
}

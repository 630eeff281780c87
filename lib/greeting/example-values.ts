// Which of a template's example details (Northwind Dental, info@northwind-dental.com, …) are
// still in a script, and where. A paid greeting that tells callers to e-mail a made-up address
// is the costliest mistake a buyer can make here, so the studio marks these, Add to cart asks and
// the cart line flags them. Pure TypeScript: the studio and the cart run the same rules.
import type { TemplateFieldId } from './templates/types';

type Values = Partial<Record<TemplateFieldId, string>>;

/**
 * Details of the example business that no real one shares. They are checked in every script,
 * whatever the template; generic phrases ("Monday through Friday") only where the chosen template
 * uses their field, since a visitor may well write them on purpose.
 */
export const contactFields: readonly TemplateFieldId[] = [
  'company',
  'name',
  'phone',
  'website',
  'email',
  'colleague',
  'colleaguePhone',
  'emergency',
];

/** Addresses are matched as whole addresses: the website inside the e-mail is not a second hit. */
const addressFields: ReadonlySet<TemplateFieldId> = new Set(['email', 'website']);

export type TextRange = { start: number; end: number };

export type ScriptLeftover = {
  field: TemplateFieldId;
  /** `example`: the example's value is spoken; `blank`: the field's `{placeholder}` is still there. */
  kind: 'example' | 'blank';
  /** The text as found (the example value, or `{email}`). */
  value: string;
  ranges: TextRange[];
};

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The value as a pattern: any run of white space matches any other (a line break in the box). */
function valuePattern(value: string): string {
  return value.trim().split(/\s+/u).map(escapeRegExp).join('\\s+');
}

// Compiled once per field and value: the studio checks the script on every render. The word
// and address boundaries are checked beside the pattern, not in it: a pattern holding \p{L}
// classes costs about 2 ms to compile (a dozen of them were a long task of a Greek page's start),
// one without costs 0.05 ms, and the one class below is compiled once.
const patterns = new Map<string, RegExp>();
const letterOrDigit = /[\p{L}\p{N}]/u;

/** `value` must already be folded (see fold); the text it runs on too, hence no `i` flag. */
function valueRegExp(field: TemplateFieldId, value: string): RegExp {
  const key = `${field}\u0000${value}`;
  const cached = patterns.get(key);
  if (cached) return cached;
  const body = valuePattern(value);
  // An address may carry its scheme or www.
  const pattern = new RegExp(addressFields.has(field) ? `(?:https?://)?(?:www\\.)?${body}` : body, 'g');
  patterns.set(key, pattern);
  return pattern;
}

/** The whole character (a surrogate pair counts as one) ending before `index`, or starting at it. */
function charBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const low = text.charCodeAt(index - 1);
  return low >= 0xdc00 && low <= 0xdfff && index >= 2 ? text.slice(index - 2, index) : text.charAt(index - 1);
}
function charAfter(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}
const isWordChar = (c: string) => c !== '' && letterOrDigit.test(c);

/**
 * Whether a match stands on its own. A word must not be part of a longer word; an address must
 * not be the tail or head of a longer one (`info@northwind-dental.com` holds
 * `northwind-dental.com`, `.com.au` extends it), while a sentence's full stop after it is fine.
 */
function standsAlone(field: TemplateFieldId, text: string, start: number, end: number): boolean {
  const before = charBefore(text, start);
  const after = charAfter(text, end);
  if (!addressFields.has(field)) return !isWordChar(before) && !isWordChar(after);
  // ('' is the text's start or end, which every rule accepts.)
  if (isWordChar(before) || (before !== '' && '_@./-'.includes(before))) return false;
  if (isWordChar(after) || (after !== '' && '_@/-'.includes(after))) return false;
  return !(after === '.' && isWordChar(charAfter(text, end + 1)));
}

function boundedRanges(field: TemplateFieldId, value: string, text: string): TextRange[] {
  const pattern = valueRegExp(field, value);
  const ranges: TextRange[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    // Like a look-around: a match that does not stand alone is retried one character later.
    if (end > start && standsAlone(field, text, start, end)) {
      ranges.push({ start, end });
      pattern.lastIndex = end;
    } else pattern.lastIndex = start + 1;
  }
  return ranges;
}

/**
 * Each character in lower case and without its accents, one code unit for one (so ranges stay
 * the text's): Greek capitals drop the tonos ("ΜΑΡΙΑ" is "μαρια"), a final sigma is a sigma,
 * and "LOPEZ" is "lópez". Folding here instead of matching with the `i` flag keeps the patterns
 * cheap: under `iu`, V8 builds the case closure of every letter `\p{L}` names.
 */
function fold(text: string): string {
  return text.replace(/[^\u0000-\u0040\u005b-\u007f]/g, (c) => {
    const base = c.normalize('NFD').charAt(0);
    const lower = base.toLowerCase();
    if (lower === 'ς') return 'σ';
    return lower.length === 1 ? lower : base;
  });
}

function rangesOf(pattern: RegExp, text: string): TextRange[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The fields to check in a script: the template's own plus every contact detail, each once. */
export function fieldsToCheck(templateFields: readonly TemplateFieldId[]): TemplateFieldId[] {
  return [...new Set([...templateFields, ...contactFields])];
}

/**
 * The example values (and unfilled `{field}` placeholders) still in `text`, in order of first
 * appearance. A field whose visitor value equals its example is the visitor's choice, not a
 * leftover. Matching ignores case, accents and runs of white space, and respects word and address
 * boundaries, in every language's script (Greek final sigma included).
 */
export function findScriptLeftovers(
  text: string,
  examples: Partial<Record<TemplateFieldId, string>>,
  options: { fields?: readonly TemplateFieldId[]; values?: Values } = {},
): ScriptLeftover[] {
  const fields = fieldsToCheck(options.fields ?? []);
  const found: ScriptLeftover[] = [];
  const folded = fold(text);
  for (const field of fields) {
    const blank = rangesOf(new RegExp(`\\{${field}\\}`, 'g'), text);
    if (blank.length > 0) found.push({ field, kind: 'blank', value: `{${field}}`, ranges: blank });
    const example = examples[field]?.trim();
    if (!example) continue;
    const own = options.values?.[field]?.trim();
    if (own && sameValue(own, example)) continue;
    const ranges = boundedRanges(field, fold(example), folded);
    if (ranges.length > 0) found.push({ field, kind: 'example', value: example, ranges });
  }
  return found.sort((a, b) => (a.ranges[0]?.start ?? 0) - (b.ranges[0]?.start ?? 0));
}

/** Every range of every leftover, in text order, without overlaps (for the editor's marks). */
export function leftoverRanges(
  leftovers: readonly ScriptLeftover[],
): (TextRange & { field: TemplateFieldId })[] {
  const all = leftovers
    .flatMap((l) => l.ranges.map((r) => ({ ...r, field: l.field })))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const out: (TextRange & { field: TemplateFieldId })[] = [];
  for (const range of all) {
    const last = out[out.length - 1];
    if (last && range.start < last.end) continue;
    out.push(range);
  }
  return out;
}

function sameValue(a: string, b: string): boolean {
  return fold(a.trim()) === fold(b.trim());
}

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

function boundedPattern(field: TemplateFieldId, value: string): RegExp {
  const body = valuePattern(value);
  if (addressFields.has(field)) {
    // An address may carry its scheme or www.; it must not be the tail or head of a longer one
    // (`info@northwind-dental.com` holds `northwind-dental.com`, `.com.au` extends it), while a
    // sentence's full stop after it is fine.
    return new RegExp(
      `(?<![\\p{L}\\p{N}_@./-])(?:https?://)?(?:www\\.)?${body}(?![\\p{L}\\p{N}_@/-]|\\.[\\p{L}\\p{N}])`,
      'giu',
    );
  }
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * Each character without its accents, one code unit for one (so ranges stay the text's):
 * Greek capitals drop the tonos ("ΜΑΡΙΑ" is "Μαρία"), and "Lopez" is "López".
 */
function withoutAccents(text: string): string {
  return text.replace(/[^\u0000-\u007f]/g, (c) => c.normalize('NFD').charAt(0));
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
  const folded = withoutAccents(text);
  for (const field of fields) {
    const blank = rangesOf(new RegExp(`\\{${field}\\}`, 'g'), text);
    if (blank.length > 0) found.push({ field, kind: 'blank', value: `{${field}}`, ranges: blank });
    const example = examples[field]?.trim();
    if (!example) continue;
    const own = options.values?.[field]?.trim();
    if (own && sameValue(own, example)) continue;
    const ranges = rangesOf(boundedPattern(field, withoutAccents(example)), folded);
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
  return withoutAccents(a.trim()).toLocaleLowerCase() === withoutAccents(b.trim()).toLocaleLowerCase();
}

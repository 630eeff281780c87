import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findScriptLeftovers } from './example-values';
import { templatesByLocale, type TemplateFieldId } from './templates';

// The rules as look-arounds, the way they read best and ran before: case-insensitive Unicode
// patterns, each \p{L} class compiled again for every field. findScriptLeftovers must find
// exactly what these find, on the text with case and accents folded the same way.
function reference(field: TemplateFieldId, example: string, text: string): string[] {
  const fold = (s: string) => s.replace(/[^\u0000-\u007f]/g, (c) => c.normalize('NFD').charAt(0));
  const body = fold(example)
    .trim()
    .split(/\s+/u)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const pattern =
    field === 'email' || field === 'website'
      ? new RegExp(
          `(?<![\\p{L}\\p{N}_@./-])(?:https?://)?(?:www\\.)?${body}(?![\\p{L}\\p{N}_@/-]|\\.[\\p{L}\\p{N}])`,
          'giu',
        )
      : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
  return [...fold(text).matchAll(pattern)].map((m) => text.slice(m.index, m.index + m[0].length));
}

const en = templatesByLocale.en.examples;
const el = templatesByLocale.el.examples;
// Example values beside the characters the boundary rules are about, so that most texts hold
// an example that does or does not stand alone.
const values = [...Object.values(en), ...Object.values(el)].filter((p): p is string => typeof p === 'string');
const pieces = ['www.', 'https://', '@', '.', '-', '_', '/', ' ', '\n', 'x', 'É', '7', '.au', 'ΣΟΦΙΑ', 'ς'];
const text = fc
  .array(fc.oneof(fc.constantFrom(...values), fc.constantFrom(...pieces), fc.constantFrom(...pieces)), {
    maxLength: 10,
  })
  .map((parts) => parts.join(''));

describe('findScriptLeftovers against its look-around definition', () => {
  for (const [name, examples] of [
    ['en', en],
    ['el', el],
  ] as const) {
    it(`finds what the look-around patterns find (${name} examples)`, () => {
      const fields = Object.keys(examples) as TemplateFieldId[];
      fc.assert(
        fc.property(text, (text) => {
          const found = findScriptLeftovers(text, examples, { fields });
          for (const field of fields) {
            const example = examples[field]?.trim();
            if (!example) continue;
            const got = found
              .filter((f) => f.field === field && f.kind === 'example')
              .flatMap((f) => f.ranges.map((r) => text.slice(r.start, r.end)));
            expect(got).toEqual(reference(field, example, text));
          }
        }),
        { numRuns: 2_000 },
      );
    });
  }
});

import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { useCases } from './spec-values';
import { findScriptLeftovers, leftoverRanges } from './example-values';
import { fillTemplate, templateFields, templatesByLocale, type TemplateFieldId } from './templates';

const en = templatesByLocale.en.examples;
const de = templatesByLocale.de.examples;
const el = templatesByLocale.el.examples;

const fieldsOf = (found: ReturnType<typeof findScriptLeftovers>) => found.map((f) => `${f.kind}:${f.field}`);

describe('findScriptLeftovers', () => {
  it('names the example e-mail once, not its website inside it, and marks where it stands', () => {
    const text = 'Thanks for calling Acme. Write to info@northwind-dental.com.';
    const found = findScriptLeftovers(text, en, { fields: ['company', 'email'] });
    expect(fieldsOf(found)).toEqual(['example:email']);
    const [range] = found[0]?.ranges ?? [];
    expect(text.slice(range?.start, range?.end)).toBe('info@northwind-dental.com');
  });

  it('finds the website on its own, with www. or a scheme, and ends it at a full stop', () => {
    const text = 'Visit www.northwind-dental.com. Or https://northwind-dental.com today.';
    const found = findScriptLeftovers(text, en);
    expect(fieldsOf(found)).toEqual(['example:website']);
    expect(found[0]?.ranges.map((r) => text.slice(r.start, r.end))).toEqual([
      'www.northwind-dental.com',
      'https://northwind-dental.com',
    ]);
  });

  it('does not take a longer address for the example', () => {
    const text =
      'Mail sales@info@northwind-dental.com.au or visit northwind-dental.com.au and my-northwind-dental.com';
    expect(findScriptLeftovers(text, en)).toEqual([]);
  });

  it('respects word boundaries and ignores case and line breaks', () => {
    expect(findScriptLeftovers('Call Maria Lopezova.', en)).toEqual([]);
    expect(fieldsOf(findScriptLeftovers('Call María López.', en))).toEqual(['example:name']);
    expect(fieldsOf(findScriptLeftovers('Call MARIA\nlopez today.', en))).toEqual(['example:name']);
  });

  it('checks generic phrases only where the template uses their field', () => {
    const text = 'We are open Monday through Friday.';
    expect(findScriptLeftovers(text, en)).toEqual([]);
    expect(fieldsOf(findScriptLeftovers(text, en, { fields: ['days'] }))).toEqual(['example:days']);
  });

  it("does not count a visitor's value that happens to equal the example", () => {
    const text = 'We are open Monday through Friday.';
    expect(
      findScriptLeftovers(text, en, { fields: ['days'], values: { days: 'monday through friday' } }),
    ).toEqual([]);
  });

  it('reports unfilled placeholders as blanks', () => {
    const found = findScriptLeftovers('Write to {email}, Acme.', en, { fields: ['email'] });
    expect(found).toEqual([
      { field: 'email', kind: 'blank', value: '{email}', ranges: [{ start: 9, end: 16 }] },
    ]);
  });

  it('handles German abbreviations and Greek case folding', () => {
    expect(fieldsOf(findScriptLeftovers('Willkommen bei Zahnarztpraxis Dr. Berger.', de))).toEqual([
      'example:company',
    ]);
    expect(fieldsOf(findScriptLeftovers('Στείλτε στο INFO@ORIZON.GR ή δείτε το orizon.gr.', el))).toEqual([
      'example:email',
      'example:website',
    ]);
    expect(fieldsOf(findScriptLeftovers('Εδώ ΜΑΡΙΑ ΠΑΠΑΔΟΠΟΥΛΟΥ.', el))).toEqual(['example:name']);
  });

  it('lists leftovers in the order they are spoken', () => {
    const text = 'Write to info@northwind-dental.com or call Maria Lopez at Northwind Dental.';
    expect(fieldsOf(findScriptLeftovers(text, en))).toEqual([
      'example:email',
      'example:name',
      'example:company',
    ]);
  });
});

describe('every template in every language', () => {
  for (const locale of locales) {
    const data = templatesByLocale[locale];
    for (const useCase of useCases) {
      for (const template of data.byUseCase[useCase]) {
        const fields = templateFields(template.text);
        it(`${locale} ${useCase} ${template.id}: each example is found, own values leave nothing`, () => {
          const filled = fillTemplate(template.text, {}, data.examples);
          const found = findScriptLeftovers(filled, data.examples, { fields });
          expect(found.map((f) => f.field).sort()).toEqual([...fields].sort());
          expect(found.every((f) => f.kind === 'example')).toBe(true);

          const own = Object.fromEntries(fields.map((f, i) => [f, `Zyx${i}qw`])) as Record<
            TemplateFieldId,
            string
          >;
          const mine = fillTemplate(template.text, own, data.examples);
          expect(findScriptLeftovers(mine, data.examples, { fields, values: own })).toEqual([]);
        });
      }
    }
  }
});

describe('leftoverRanges', () => {
  it('sorts and drops overlaps', () => {
    const ranges = leftoverRanges([
      { field: 'email', kind: 'example', value: 'x', ranges: [{ start: 10, end: 20 }] },
      {
        field: 'website',
        kind: 'example',
        value: 'y',
        ranges: [
          { start: 15, end: 20 },
          { start: 0, end: 3 },
        ],
      },
    ]);
    expect(ranges).toEqual([
      { start: 0, end: 3, field: 'website' },
      { start: 10, end: 20, field: 'email' },
    ]);
  });
});

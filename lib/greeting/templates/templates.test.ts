import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales';
import { countCharacters, prepareText, segmentText, textLimit, validateText } from '../../tts/text';
import { useCases } from '../spec';
import {
  exampleValues,
  fillTemplate,
  findTemplate,
  templateFieldIds,
  templateFields,
  templatesByLocale,
  templatesFor,
} from '.';
import { templateStyles } from './types';

describe('fillTemplate', () => {
  it('replaces every placeholder, repeated ones included', () => {
    expect(fillTemplate('{company}: call {phone}, {company}.', { company: 'Acme', phone: '555-0100' })).toBe(
      'Acme: call 555-0100, Acme.',
    );
  });

  it('falls back to the example for blank values and keeps unknown placeholders', () => {
    expect(
      fillTemplate('{company} {name} {nope}', { company: '  ', name: 'Ann' }, { company: 'Northwind' }),
    ).toBe('Northwind Ann {nope}');
  });

  it('leaves a field without value or fallback visible', () => {
    expect(fillTemplate('Hi {name}', {})).toBe('Hi {name}');
  });
});

describe('templateFields', () => {
  it('lists fields in order of appearance, once each', () => {
    expect(templateFields('{company} {name} {company} {bogus} {phone}')).toEqual([
      'company',
      'name',
      'phone',
    ]);
  });
});

describe('templates', () => {
  it('every language has the same template ids per use case, 2–3 each', () => {
    for (const useCase of useCases) {
      const ids = templatesFor('en', useCase).map((t) => t.id);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(ids.length).toBeLessThanOrEqual(3);
      for (const locale of locales) expect(templatesFor(locale, useCase).map((t) => t.id)).toEqual(ids);
    }
  });

  it('lists the script styles in one order for every use case (professional, friendly, short)', () => {
    for (const useCase of useCases) {
      const ids = templatesFor('en', useCase).map((t) => t.id);
      expect(ids).toEqual(templateStyles.filter((style) => ids.includes(style)));
    }
  });

  it('every language has an example value for every field', () => {
    for (const locale of locales) {
      for (const field of templateFieldIds)
        expect(exampleValues(locale)[field].trim(), `${locale} ${field}`).not.toBe('');
    }
  });

  for (const locale of locales) {
    it(`${locale}: every template fills completely, stays under the limit and passes validateText`, () => {
      for (const useCase of useCases) {
        for (const template of templatesFor(locale, useCase)) {
          const label = `${locale}/${useCase}/${template.id}`;
          // Only known fields: an unknown placeholder would never be filled.
          for (const m of template.text.matchAll(/\{([^}]*)\}/g))
            expect(templateFields(m[0]), label).toHaveLength(1);
          const text = fillTemplate(template.text, exampleValues(locale));
          expect(text, label).not.toMatch(/[{}]/);
          expect(countCharacters(text), label).toBeLessThan(textLimit);
          const valid = validateText(text);
          expect(valid.ok, label).toBe(true);
          expect(prepareText(text, locale).ok, label).toBe(true);
        }
      }
    });
  }

  it('the professional out-of-hours script of every language names an emergency contact (#33)', () => {
    for (const locale of locales) {
      const template = findTemplate(locale, 'out-of-hours', 'professional');
      expect(templateFields(template.text), locale).toContain('emergency');
      // The value carries its own wording ("our on-call service at 555-0142"): the filled script
      // says who and which number, and the template adds nothing between the verb and the value.
      const example = exampleValues(locale).emergency;
      expect(example, locale).toMatch(/\p{L}{3,}/u);
      expect(example.replace(/\D/g, '').length, locale).toBeGreaterThanOrEqual(7);
      expect(fillTemplate(template.text, exampleValues(locale)), locale).toContain(example);
    }
  });

  it('long example values still leave room under the limit', () => {
    const long = Object.fromEntries(templateFieldIds.map((f) => [f, 'x'.repeat(40)]));
    for (const locale of locales) {
      for (const useCase of useCases) {
        for (const template of templatesFor(locale, useCase)) {
          expect(countCharacters(fillTemplate(template.text, long))).toBeLessThan(textLimit);
        }
      }
    }
  });

  it('on-hold templates separate their messages with 2 s pauses', () => {
    for (const locale of locales) {
      for (const template of templatesFor(locale, 'on-hold')) {
        const pauses = segmentText(fillTemplate(template.text, exampleValues(locale))).filter(
          (s) => s.kind === 'pause',
        );
        expect(pauses.length, `${locale}/${template.id}`).toBeGreaterThanOrEqual(2);
        for (const p of pauses) expect(p).toEqual({ kind: 'pause', seconds: 2 });
      }
    }
  });

  it('IVR menus name the goal before the key, offer at most 5 keys and 0 for a person', () => {
    for (const locale of locales) {
      for (const template of templatesFor(locale, 'ivr')) {
        const label = `${locale}/${template.id}`;
        const keys = [...template.text.matchAll(/\b([0-9])\b/g)].map((m) => m[1]);
        expect(keys, label).toContain('0');
        expect(new Set(keys).size, label).toBeLessThanOrEqual(5);
        // The first option's placeholder comes before the key that selects it.
        expect(template.text.indexOf('{option1}'), label).toBeLessThan(template.text.search(/\b1\b/));
      }
    }
  });

  it('findTemplate falls back to the first template', () => {
    expect(findTemplate('de', 'ivr', 'friendly').id).toBe(templatesByLocale.de.byUseCase.ivr[0]?.id);
    expect(findTemplate('el', 'holiday', 'friendly').id).toBe('friendly');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales';
import { normalizeForSpeech, prepareText } from './index';

// Text that looks like greetings: the characters every rule reacts to, mixed with any Unicode.
const tricky = fc.constantFrom(
  ' ',
  '.',
  ',',
  ':',
  '-',
  '–',
  '/',
  '+',
  '(',
  ')',
  '[',
  ']',
  '<',
  '>',
  '&',
  '@',
  '%',
  '€',
  '$',
  '£',
  '*',
  '#',
  'º',
  'ª',
  '°',
  '\n',
  '\t',
  '\u0000',
  '\u00A0',
  'h',
  'Uhr',
  'AM',
  'p.m.',
  'π.μ.',
  'ext.',
  'Dr.',
  'St.',
  'www.',
  '.com',
  '.de',
  'Mo',
  'Fr',
  'L-V',
  'lun.',
  '1er',
  'January',
  'Ιανουαρίου',
  '[pause 1s]',
  '[pause',
  '<script>',
  '</script>',
  '😀',
  '\uD800',
  'https://',
  '0',
  '1',
  '5',
  '9',
  '12',
  '555',
  '2027',
  '1.500',
  '1,5',
);
const greetingLike = fc
  .array(fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 6 }), fc.string({ maxLength: 4 })), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));
const anyText = fc.oneof(
  greetingLike,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ maxLength: 200 }),
);
const locale = fc.constantFrom(...locales);

const forbidden = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

describe('text handling properties', () => {
  it('prepareText never throws: it returns segments or an issue (10,000 cases, all locales)', () => {
    fc.assert(
      fc.property(anyText, locale, (text, loc) => {
        const r = prepareText(text, loc);
        if (r.ok) {
          expect(r.segments.length).toBeGreaterThan(0);
          for (const s of r.segments) {
            if (s.kind === 'pause') expect(s.seconds >= 0.1 && s.seconds <= 5).toBe(true);
            else expect(s.text).not.toMatch(forbidden);
          }
        } else {
          expect(['empty', 'too-long', 'control-characters']).toContain(r.issue.code);
        }
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('normalizeForSpeech output has no angle brackets or control characters and is deterministic (10,000 cases)', () => {
    fc.assert(
      fc.property(anyText, locale, (text, loc) => {
        const once = normalizeForSpeech(text, loc);
        expect(once).not.toMatch(forbidden);
        expect(normalizeForSpeech(text, loc)).toBe(once);
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('reads every digit: no ASCII digit survives normalization (10,000 cases)', () => {
    fc.assert(
      fc.property(anyText, locale, (text, loc) => {
        expect(normalizeForSpeech(text, loc)).not.toMatch(/[0-9]/);
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('stays fast on the longest allowed greeting in every locale', () => {
    const long = 'Call 555-0134 on Mo–Fr 8:30–17:00, €25.50, info@example.com. '.repeat(25).slice(0, 1500);
    for (const loc of locales) {
      const start = performance.now();
      expect(prepareText(long, loc).ok).toBe(true);
      // Typically ~5 ms. Not a speed target (see bench/): the very loose bound only catches
      // catastrophic regex backtracking, which takes minutes, even on a heavily loaded machine.
      expect(performance.now() - start).toBeLessThan(30_000);
    }
  });
});

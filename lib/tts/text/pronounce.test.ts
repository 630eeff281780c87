import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeSsml } from './escape-ssml';
import {
  applyPronunciations,
  pronunciationSchema,
  pronunciationsToSsml,
  splitPronunciations,
  type Pronunciation,
} from './pronounce';

const en = (word: string, sayAs: string): Pronunciation => ({ locale: 'en', word, sayAs });
const dict = [
  en('Nguyen', 'win'),
  en('Zürich', 'Tsürich'),
  en('Zürich HB', 'Tsürich main station'),
  en('acme', 'ack me'),
];

describe('applyPronunciations', () => {
  it('replaces whole words only', () => {
    expect(applyPronunciations('Call Dr. Nguyen today.', dict, 'en')).toBe('Call Dr. win today.');
    expect(applyPronunciations('The Nguyens and NguyenCo stay.', dict, 'en')).toBe(
      'The Nguyens and NguyenCo stay.',
    );
    expect(applyPronunciations('Acmecorp, acme-tools and ACME.', dict, 'en')).toBe(
      'Acmecorp, ack me-tools and ack me.',
    );
  });

  it('prefers the longer entry and handles letters outside ASCII as word characters', () => {
    expect(applyPronunciations('Meet at Zürich HB, not Zürich.', dict, 'en')).toBe(
      'Meet at Tsürich main station, not Tsürich.',
    );
    expect(applyPronunciations('Zürichsee', dict, 'en')).toBe('Zürichsee');
  });

  it('is case-aware: a lower-case entry matches any case, a capitalised one only as written', () => {
    const may = [en('May', 'Mai'), en('gmbh', 'G M B H')];
    expect(applyPronunciations('May we help? You may.', may, 'en')).toBe('Mai we help? You may.');
    expect(applyPronunciations('Acme GmbH and Acme gmbh', may, 'en')).toBe('Acme G M B H and Acme G M B H');
  });

  it('never rewrites e-mail or web addresses or pause tokens', () => {
    const words = [en('info', 'information'), en('acme', 'ack me'), en('pause', 'stop')];
    expect(applyPronunciations('Write to info@acme.com or visit www.acme.com/info.', words, 'en')).toBe(
      'Write to info@acme.com or visit www.acme.com/info.',
    );
    expect(applyPronunciations('See acme.de for info [pause 1s] acme.', words, 'en')).toBe(
      'See acme.de for information [pause 1s] ack me.',
    );
  });

  it('leaves other languages untouched', () => {
    const de: Pronunciation = { locale: 'de', word: 'Nguyen', sayAs: 'Ngujen' };
    expect(applyPronunciations('Nguyen', [de], 'en')).toBe('Nguyen');
    expect(applyPronunciations('Nguyen', [de, ...dict], 'de')).toBe('Ngujen');
  });

  it('never changes text without an entry in it (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = text.replace(/nguyen|zürich|acme/giu, '');
        expect(applyPronunciations(safe, dict, 'en')).toBe(safe);
      }),
    );
  });
});

describe('pronunciationsToSsml', () => {
  it('wraps entries in <sub alias> and escapes the rest', () => {
    const parts = splitPronunciations('Tom & Nguyen <b>', dict, 'en');
    expect(pronunciationsToSsml(parts, escapeSsml)).toBe('Tom &amp; <sub alias="win">Nguyen</sub> &lt;b&gt;');
    const hostile = splitPronunciations('Nguyen', [en('Nguyen', '"><x a="')], 'en');
    expect(pronunciationsToSsml(hostile, escapeSsml)).toBe(
      '<sub alias="&quot;&gt;&lt;x a=&quot;">Nguyen</sub>',
    );
  });
});

describe('pronunciationSchema', () => {
  it('accepts a normal entry and refuses empty, long and control-character input', () => {
    expect(pronunciationSchema.safeParse(en('Nguyen', 'win')).success).toBe(true);
    const issue = (value: Pronunciation) => pronunciationSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue(en('  ', 'win'))).toBe('pronunciation-empty');
    expect(issue(en('x'.repeat(61), 'win'))).toBe('pronunciation-too-long');
    expect(issue(en('Ngu\u0007yen', 'win'))).toBe('pronunciation-invalid-characters');
    expect(issue(en('Nguyen', 'w<i>n'))).toBe('pronunciation-invalid-characters');
    expect(issue(en('...', 'dots'))).toBe('pronunciation-invalid-characters');
  });
});

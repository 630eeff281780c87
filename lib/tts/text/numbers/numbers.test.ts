import { describe, expect, it } from 'vitest';
import { de, deYear } from './de';
import { el } from './el';
import { en, enYear } from './en';
import { es } from './es';
import { fr } from './fr';
import { it as itNum } from './it';
import { pt } from './pt';
import { maxSpelled } from './shared';

describe('English speller', () => {
  it.each([
    [0, 'zero'],
    [13, 'thirteen'],
    [21, 'twenty-one'],
    [100, 'one hundred'],
    [101, 'one hundred one'],
    [1500, 'one thousand five hundred'],
    [21000, 'twenty-one thousand'],
    [1_000_000, 'one million'],
    [
      999_999_999,
      'nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
    ],
    [1_000_000_000, 'one billion'],
  ])('cardinal %i', (n, words) => expect(en.cardinal(n)).toBe(words));

  it.each([
    [1, 'first'],
    [2, 'second'],
    [3, 'third'],
    [5, 'fifth'],
    [8, 'eighth'],
    [9, 'ninth'],
    [12, 'twelfth'],
    [20, 'twentieth'],
    [21, 'twenty-first'],
    [22, 'twenty-second'],
    [23, 'twenty-third'],
    [99, 'ninety-ninth'],
    [100, 'one hundredth'],
  ])('ordinal %i', (n, words) => expect(en.ordinal(n)).toBe(words));

  it('reads years the way people say them', () => {
    expect(enYear(2027)).toBe('twenty twenty-seven');
    expect(enYear(1999)).toBe('nineteen ninety-nine');
    expect(enYear(2005)).toBe('two thousand five');
    expect(enYear(1905)).toBe('nineteen oh five');
    expect(enYear(1900)).toBe('nineteen hundred');
  });

  it('refuses what it cannot spell', () => {
    expect(() => en.cardinal(-1)).toThrow(RangeError);
    expect(() => en.cardinal(1.5)).toThrow(RangeError);
    expect(() => en.cardinal(maxSpelled + 1)).toThrow(RangeError);
  });
});

describe('German speller (compound words)', () => {
  it.each([
    [1, 'eins'],
    [16, 'sechzehn'],
    [17, 'siebzehn'],
    [21, 'einundzwanzig'],
    [30, 'dreißig'],
    [71, 'einundsiebzig'],
    [101, 'einhunderteins'],
    [1001, 'eintausendeins'],
    [2027, 'zweitausendsiebenundzwanzig'],
    [21000, 'einundzwanzigtausend'],
    [1_000_000, 'eine Million'],
    [2_500_000, 'zwei Millionen fünfhunderttausend'],
    [
      999_999_999,
      'neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig',
    ],
    [1_000_000_000, 'eine Milliarde'],
  ])('cardinal %i', (n, words) => expect(de.cardinal(n)).toBe(words));

  it('says "ein"/"eine" before a noun', () => {
    expect(de.cardinalBeforeNoun(1, 'm')).toBe('ein');
    expect(de.cardinalBeforeNoun(1, 'f')).toBe('eine');
    expect(de.cardinalBeforeNoun(25, 'm')).toBe('fünfundzwanzig');
  });

  it.each([
    [1, 'erster'],
    [2, 'zweiter'],
    [3, 'dritter'],
    [7, 'siebter'],
    [8, 'achter'],
    [19, 'neunzehnter'],
    [20, 'zwanzigster'],
    [21, 'einundzwanzigster'],
    [100, 'einhundertster'],
    [101, 'einhunderterster'],
  ])('ordinal %i', (n, words) => expect(de.ordinal(n)).toBe(words));

  it('inflects ordinals by ending', () => {
    expect(de.ordinal(5, 'en')).toBe('fünften');
    expect(de.ordinal(3, 'e')).toBe('dritte');
  });

  it('reads years 1100–1999 in hundreds', () => {
    expect(deYear(1999)).toBe('neunzehnhundertneunundneunzig');
    expect(deYear(2027)).toBe('zweitausendsiebenundzwanzig');
  });
});

describe('French speller (70/80/90, "et un")', () => {
  it.each([
    [1, 'un'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [31, 'trente et un'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [72, 'soixante-douze'],
    [79, 'soixante-dix-neuf'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [280, 'deux cent quatre-vingts'],
    [1000, 'mille'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_000_000, 'un million'],
    [200_000_000, 'deux cents millions'],
    [1_000_000_000, 'un milliard'],
  ])('cardinal %i', (n, words) => expect(fr.cardinal(n)).toBe(words));

  it('agrees "un" with a feminine noun', () => {
    expect(fr.cardinal(1, 'f')).toBe('une');
    expect(fr.cardinal(21, 'f')).toBe('vingt et une');
    expect(fr.cardinal(81, 'f')).toBe('quatre-vingt-une');
  });

  it.each([
    [1, 'premier'],
    [2, 'deuxième'],
    [3, 'troisième'],
    [4, 'quatrième'],
    [5, 'cinquième'],
    [9, 'neuvième'],
    [11, 'onzième'],
    [21, 'vingt et unième'],
    [80, 'quatre-vingtième'],
    [100, 'centième'],
  ])('ordinal %i', (n, words) => expect(fr.ordinal(n)).toBe(words));

  it('has a feminine first', () => expect(fr.ordinal(1, 'f')).toBe('première'));
});

describe('Spanish speller', () => {
  it.each([
    [1, 'uno'],
    [16, 'dieciséis'],
    [21, 'veintiuno'],
    [22, 'veintidós'],
    [31, 'treinta y uno'],
    [100, 'cien'],
    [101, 'ciento uno'],
    [500, 'quinientos'],
    [1000, 'mil'],
    [2027, 'dos mil veintisiete'],
    [21000, 'veintiún mil'],
    [1_000_000, 'un millón'],
    [2_000_000, 'dos millones'],
    [1_000_000_000, 'mil millones'],
  ])('cardinal %i', (n, words) => expect(es.cardinal(n)).toBe(words));

  it('shortens before nouns and agrees in gender', () => {
    expect(es.cardinalBeforeNoun(1, 'm')).toBe('un');
    expect(es.cardinalBeforeNoun(21, 'm')).toBe('veintiún');
    expect(es.cardinalBeforeNoun(21, 'f')).toBe('veintiuna');
    expect(es.cardinal(200, 'f')).toBe('doscientas');
  });

  it.each([
    [1, 'primero'],
    [3, 'tercero'],
    [10, 'décimo'],
    [11, 'undécimo'],
    [13, 'decimotercero'],
    [20, 'vigésimo'],
    [21, 'vigésimo primero'],
    [100, 'centésimo'],
  ])('ordinal %i', (n, words) => expect(es.ordinal(n)).toBe(words));

  it('has feminine and shortened ordinals', () => {
    expect(es.ordinal(1, 'f')).toBe('primera');
    expect(es.ordinal(1, 'apocope')).toBe('primer');
    expect(es.ordinal(3, 'apocope')).toBe('tercer');
  });
});

describe('Italian speller', () => {
  it.each([
    [1, 'uno'],
    [17, 'diciassette'],
    [21, 'ventuno'],
    [23, 'ventitré'],
    [28, 'ventotto'],
    [100, 'cento'],
    [103, 'centotré'],
    [180, 'centottanta'],
    [1000, 'mille'],
    [2027, 'duemilaventisette'],
    [1_000_000, 'un milione'],
    [3_000_000, 'tre milioni'],
    [1_000_000_000, 'un miliardo'],
  ])('cardinal %i', (n, words) => expect(itNum.cardinal(n)).toBe(words));

  it.each([
    [1, 'primo'],
    [2, 'secondo'],
    [10, 'decimo'],
    [11, 'undicesimo'],
    [23, 'ventitreesimo'],
    [26, 'ventiseiesimo'],
    [100, 'centesimo'],
  ])('ordinal %i', (n, words) => expect(itNum.ordinal(n)).toBe(words));

  it('agrees with feminine nouns', () => {
    expect(itNum.ordinal(1, 'f')).toBe('prima');
    expect(itNum.cardinalBeforeNoun(1, 'f')).toBe('una');
    expect(itNum.cardinalBeforeNoun(1, 'm')).toBe('un');
  });
});

describe('European Portuguese speller', () => {
  it.each([
    [1, 'um'],
    [16, 'dezasseis'],
    [17, 'dezassete'],
    [19, 'dezanove'],
    [21, 'vinte e um'],
    [100, 'cem'],
    [101, 'cento e um'],
    [123, 'cento e vinte e três'],
    [1000, 'mil'],
    [1100, 'mil e cem'],
    [1234, 'mil duzentos e trinta e quatro'],
    [2027, 'dois mil e vinte e sete'],
    [1_000_000, 'um milhão'],
    [1_500_000, 'um milhão e quinhentos mil'],
    [2_000_000, 'dois milhões'],
    [1_000_000_000, 'mil milhões'],
  ])('cardinal %i', (n, words) => expect(pt.cardinal(n)).toBe(words));

  it('agrees in gender', () => {
    expect(pt.cardinal(2, 'f')).toBe('duas');
    expect(pt.cardinal(22, 'f')).toBe('vinte e duas');
    expect(pt.cardinal(200, 'f')).toBe('duzentas');
  });

  it.each([
    [1, 'primeiro'],
    [11, 'décimo primeiro'],
    [20, 'vigésimo'],
    [42, 'quadragésimo segundo'],
    [100, 'centésimo'],
  ])('ordinal %i', (n, words) => expect(pt.ordinal(n)).toBe(words));

  it('has feminine ordinals', () => expect(pt.ordinal(21, 'f')).toBe('vigésima primeira'));
});

describe('Greek speller (gender-neutral by default)', () => {
  it.each([
    [0, 'μηδέν'],
    [1, 'ένα'],
    [3, 'τρία'],
    [4, 'τέσσερα'],
    [13, 'δεκατρία'],
    [17, 'δεκαεπτά'],
    [21, 'είκοσι ένα'],
    [100, 'εκατό'],
    [101, 'εκατόν ένα'],
    [200, 'διακόσια'],
    [1000, 'χίλια'],
    [1500, 'χίλια πεντακόσια'],
    [2000, 'δύο χιλιάδες'],
    [3000, 'τρεις χιλιάδες'],
    [2027, 'δύο χιλιάδες είκοσι επτά'],
    [200_000, 'διακόσιες χιλιάδες'],
    [1_000_000, 'ένα εκατομμύριο'],
    [3_000_000, 'τρία εκατομμύρια'],
    [1_000_000_000, 'ένα δισεκατομμύριο'],
  ])('cardinal %i', (n, words) => expect(el.cardinal(n)).toBe(words));

  it('has masculine and feminine forms', () => {
    expect(el.cardinal(1, 'm')).toBe('ένας');
    expect(el.cardinal(1, 'f')).toBe('μία');
    expect(el.cardinal(3, 'f')).toBe('τρεις');
    expect(el.cardinal(14, 'f')).toBe('δεκατέσσερις');
    expect(el.cardinal(300, 'm')).toBe('τριακόσιοι');
    expect(el.cardinal(1000, 'f')).toBe('χίλιες');
  });

  it.each([
    [1, 'πρώτο'],
    [2, 'δεύτερο'],
    [8, 'όγδοο'],
    [11, 'ενδέκατο'],
    [13, 'δέκατο τρίτο'],
    [20, 'εικοστό'],
    [21, 'εικοστό πρώτο'],
    [100, 'εκατοστό'],
  ])('ordinal %i', (n, words) => expect(el.ordinal(n)).toBe(words));

  it('inflects ordinals by ending', () => {
    expect(el.ordinal(1, 'ος')).toBe('πρώτος');
    expect(el.ordinal(1, 'η')).toBe('πρώτη');
    expect(el.ordinal(20, 'η')).toBe('εικοστή');
  });
});

describe('every speller', () => {
  it.each([
    ['en', en],
    ['de', de],
    ['el', el],
    ['es', es],
    ['fr', fr],
    ['it', itNum],
    ['pt', pt],
  ] as const)(
    '%s spells numbers 0–2,000 and samples up to 999,999,999, ordinals 1–100, digits, without blanks',
    (_name, speller) => {
      const words = /^\p{L}[\p{L} '-]*\p{L}$/u;
      const bad: string[] = [];
      // One assertion at the end: a per-number expect() is what makes a sweep slow.
      for (let n = 0; n < 1_000_000_000; n += n < 2000 ? 1 : 49_999 + (n % 7)) {
        if (!words.test(speller.cardinal(n))) bad.push(`${n}: ${speller.cardinal(n)}`);
      }
      for (let n = 1; n <= 100; n++)
        if (!words.test(speller.ordinal(n))) bad.push(`${n}.: ${speller.ordinal(n)}`);
      for (let d = 0; d <= 9; d++) if (!/^\p{L}+$/u.test(speller.digit(d))) bad.push(`digit ${d}`);
      expect(bad).toEqual([]);
    },
  );
});

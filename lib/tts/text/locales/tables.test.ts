import { describe, expect, it } from 'vitest';
import { es } from '../numbers/es';
import { nameIndex, threeLetterNames, unitsAndCents } from './tables';

describe('nameIndex', () => {
  it('adds the lower-cased names at index + first to the given abbreviations', () => {
    expect(nameIndex(['Monday', 'Tuesday'], 0, { mon: 0 })).toEqual({ mon: 0, monday: 0, tuesday: 1 });
    expect(nameIndex(['enero', 'febrero'], 1)).toEqual({ enero: 1, febrero: 2 });
  });
});

describe('threeLetterNames', () => {
  it('gives each name its first three letters, lower-cased, at index + first', () => {
    expect(threeLetterNames(['Januar', 'März', 'Mai'], 1)).toEqual({ jan: 1, mär: 2, mai: 3 });
  });
});

describe('unitsAndCents', () => {
  const words = {
    one: 'libra',
    many: 'libras',
    centOne: 'penique',
    centMany: 'peniques',
    gender: 'f',
  } as const;
  const money = unitsAndCents(es, { EUR: words, USD: words, GBP: words }, 'con');
  it('inflects for the noun, joins cents, and drops the empty part', () => {
    expect(money(1, 0, 'GBP')).toBe('una libra');
    expect(money(21, 1, 'GBP')).toBe('veintiuna libras con un penique');
    expect(money(0, 50, 'GBP')).toBe('cincuenta peniques');
  });
});

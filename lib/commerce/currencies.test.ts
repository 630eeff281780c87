import { describe, expect, it } from 'vitest';
import { defaultCurrency } from './currencies';

describe('defaultCurrency', () => {
  it('gives a UK visitor of the English pages pounds, a US one dollars', () => {
    expect(defaultCurrency('en', 'GB')).toBe('GBP');
    expect(defaultCurrency('en', 'US')).toBe('USD');
  });

  it("follows the region in any language (Swiss French pays francs, an Irish reader euros)", () => {
    expect(defaultCurrency('fr', 'CH')).toBe('CHF');
    expect(defaultCurrency('en', 'IE')).toBe('EUR');
    expect(defaultCurrency('de', 'gb')).toBe('GBP');
  });

  it("falls back to the page language's default without a region or for one we have no currency of", () => {
    expect(defaultCurrency('en', null)).toBe('USD');
    expect(defaultCurrency('en', 'AU')).toBe('USD');
    expect(defaultCurrency('es', 'MX')).toBe('EUR');
    expect(defaultCurrency('pt', undefined)).toBe('EUR');
  });
});

describe('defaultCurrency: regions without a currency of ours', () => {
  it("take the page language's default", () => {
    expect(defaultCurrency('en', 'JP')).toBe('USD');
    expect(defaultCurrency('de', '')).toBe('EUR');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { locales } from './locales';
import { isSmallWholeNumber, smallNumberFormatters } from './small-numbers';

describe('small whole numbers', () => {
  it('read as Intl.NumberFormat writes them, in every site language', () => {
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale);
      for (let n = 0; n < 1000; n++) expect(String(n), locale).toBe(intl.format(n));
    }
  });

  it('are whole, not negative and below 1,000', () => {
    expect([0, 7, 999].every(isSmallWholeNumber)).toBe(true);
    expect([1000, -1, 1.5, Number.NaN, '5'].some(isSmallWholeNumber)).toBe(false);
  });

  it('skip Intl.NumberFormat, and anything else still uses it', () => {
    const real = { format: vi.fn((v: number | bigint) => `intl:${v}`) };
    const getNumberFormat = vi.fn((_locale?: string | string[], _options?: Intl.NumberFormatOptions) => real);
    const formatters = smallNumberFormatters({ getNumberFormat, getPluralRules: () => null });
    expect(formatters.getNumberFormat('el').format(42)).toBe('42');
    expect(getNumberFormat).not.toHaveBeenCalled();
    expect(formatters.getNumberFormat('el').format(1500)).toBe('intl:1500');
    expect(formatters.getNumberFormat('el').format(2.5)).toBe('intl:2.5');
    expect(formatters.getNumberFormat('el', { style: 'percent' }).format(5)).toBe('intl:5');
    expect(getNumberFormat).toHaveBeenCalledTimes(3);
    // The other formatters are the same, and one wrapper serves each provider's formatters.
    expect(formatters.getPluralRules()).toBeNull();
    expect(smallNumberFormatters(formatters)).not.toBe(formatters);
  });
});

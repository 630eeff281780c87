import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { formatSliderNumber } from './slider-number';

const intl = (value: number, digits: number, locale: string, sign: boolean) =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: sign ? 'exceptZero' : 'auto',
  }).format(value);

const steps = (min: number, max: number, step: number) =>
  Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i) => Number((min + i * step).toFixed(4)));

describe('formatSliderNumber', () => {
  it.each(locales)('writes every speed and pitch step as Intl.NumberFormat does in %s', (locale) => {
    for (const speed of [...steps(0.5, 2, 0.05), 1.0001, 0.9999])
      expect(formatSliderNumber(speed, 2, locale)).toBe(intl(speed, 2, locale, false));
    for (const pitch of [...steps(-5, 5, 0.5), -0.04, 0.04, -0])
      expect(formatSliderNumber(pitch, 1, locale, true)).toBe(intl(pitch, 1, locale, true));
  });

  it('signs only what is not zero once rounded', () => {
    expect(formatSliderNumber(1.5, 1, 'en', true)).toBe('+1.5');
    expect(formatSliderNumber(-2, 1, 'de', true)).toBe('-2,0');
    expect(formatSliderNumber(-0.01, 1, 'en', true)).toBe('0.0');
    expect(formatSliderNumber(1.25, 2, 'fr')).toBe('1,25');
  });
});

import type { Locale } from './locales';

/** The decimal separator Intl.NumberFormat uses in each locale we ship (slider-number.test.ts checks). */
const decimalSeparators: Record<Locale, string> = {
  en: '.',
  de: ',',
  el: ',',
  es: ',',
  fr: ',',
  it: ',',
  pt: ',',
};

/**
 * A slider's value (below 1,000, as the studio's speed and pitch are) with a fixed number of
 * decimals, written as `Intl.NumberFormat(locale, { minimumFractionDigits: digits,
 * maximumFractionDigits: digits, signDisplay: sign ? 'exceptZero' : 'auto' })` writes it, without
 * constructing one: the first Intl.NumberFormat in a browser costs about 25 ms (100 ms on a slow
 * phone), and these labels are rendered while the studio hydrates (#9).
 */
export function formatSliderNumber(value: number, digits: number, locale: Locale, sign = false): string {
  const fixed = Math.abs(value).toFixed(digits);
  const zero = /^[0.]+$/.test(fixed);
  const prefix = value < 0 && !zero ? '-' : sign && value > 0 && !zero ? '+' : '';
  return prefix + fixed.replace('.', decimalSeparators[locale]);
}

// The help page's format table shows the studio's own format names (mixer.presets), so the page
// says exactly what the studio exports. Those names carry English decimals ("44.1 kHz") in every
// language; a German or French reader expects "44,1 kHz", so the rates are set in the page's locale.
// Once the names themselves carry the locale's decimals this changes nothing.
import type { Locale } from '@/lib/i18n/locales';

const englishRate = /\b(\d+)\.(\d+)(?=\s?kHz\b)/g;

export function localizeRates(label: string, locale: Locale): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return label.replace(englishRate, (match) => number.format(Number(match)));
}

// A price as a price list shows it: whole amounts without cents ("9 €", "$19"), others with them.
// Written on the server for the pages and answers that show prices while a page loads: the first
// Intl.NumberFormat a browser builds costs it 20–50 ms of main thread (#9, #29).
import type { Currency } from '../commerce/currencies';

export function priceLabel(minor: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100);
}

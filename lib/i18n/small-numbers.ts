// Whole numbers 0–999 written as their digits, without constructing Intl.NumberFormat (see
// format-message-browser.ts for why). Only a number format without options is short-cut.

type NumberFormatter = { format: (value: number | bigint) => string };
type Formatters = {
  getNumberFormat: (locale?: string | string[], options?: Intl.NumberFormatOptions) => NumberFormatter;
};

/** True where `String(value)` is what Intl.NumberFormat(locale) writes for every site language. */
export function isSmallWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1000;
}

const wrapped = new WeakMap<object, object>();

/** The same formatters, whose number format without options writes 0–999 itself. */
export function smallNumberFormatters<F extends Formatters>(formatters: F): F {
  const known = wrapped.get(formatters);
  if (known) return known as F;
  const shortcut: F = {
    ...formatters,
    getNumberFormat(locale, options) {
      if (options) return formatters.getNumberFormat(locale, options);
      let intl: NumberFormatter | null = null;
      return {
        format: (value: number | bigint) =>
          isSmallWholeNumber(value)
            ? String(value)
            : (intl ??= formatters.getNumberFormat(locale)).format(value),
      };
    },
  };
  wrapped.set(formatters, shortcut);
  return shortcut;
}

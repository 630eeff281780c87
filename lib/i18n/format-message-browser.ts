// Aliased as `use-intl/format-message` for the browser (next.config.ts): next-intl's format-only
// runtime, with one shortcut. A plural's `#` and a bare `{n, number}` ask for Intl.NumberFormat,
// and the first one a page constructs costs 20–50 ms of main thread on our test machine (the
// browser loads its number data), four times that under Lighthouse's slowdown: the home page paid it
// while hydrating, for the price list's "up to 60 words" (#29). Whole numbers from 0 to 999 read
// the same in all seven languages' number formats as their digits (no grouping below 1,000, Latin
// digits; format-message-browser.test.ts checks it against Intl), so they skip it. Anything else,
// and every number with options, goes to Intl as before.
import formatOnly from 'use-intl/format-message/format-only';
import { smallNumberFormatters } from './small-numbers';

type Options = Parameters<typeof formatOnly>[3];

export default function formatMessage(...args: Parameters<typeof formatOnly>): ReturnType<typeof formatOnly> {
  const [key, message, values, options] = args;
  const withShortcut: Options = { ...options, formatters: smallNumberFormatters(options.formatters) };
  return formatOnly(key, message, values, withShortcut);
}

formatMessage.raw = formatOnly.raw;

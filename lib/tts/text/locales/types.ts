import type { Locale } from '../../../i18n/locales';
import type { Gender, NumberSpeller } from '../numbers/shared';

export type Currency = 'EUR' | 'USD' | 'GBP';

/** One match of a locale rewrite: the text, its capture groups and the text around it. */
export type RewriteMatch = { match: string; groups: (string | undefined)[]; before: string; after: string };

/** A locale-specific rewrite: a global regex and what each match becomes. */
export type Rewrite = readonly [RegExp, (m: RewriteMatch) => string];

/** An abbreviation as written (spaces after inner periods optional) and its spoken form. */
export type Abbreviation = {
  written: string;
  spoken: string;
  /** Match regardless of letter case ("tel." and "Tel."). */
  anyCase?: boolean;
  /** A title before a name ("Dr. Smith"): its period never ends a sentence. */
  title?: boolean;
  /** Only when the next word starts with a capital letter (French "M. Dupont"). */
  beforeName?: boolean;
  /** Pick the spoken form from the text around it (English "St." is Street or Saint). */
  choose?: (before: string, after: string) => string | { spoken: string; title: boolean };
};

export type DateParts = { day: number; month: number; year?: number };

/** Everything the generic normalization passes need to know about one language. */
export interface LocaleRules {
  locale: Locale;
  numbers: NumberSpeller;
  /** The decimal separator as written; the other of ',' and '.' groups thousands. */
  decimal: ',' | '.';
  /** Also group thousands with spaces ("1 500" in French and Portuguese). */
  spaceGroupsThousands: boolean;
  /** Slash dates: true when "5/1" means May 1st (en-US), false for day/month. */
  monthFirst: boolean;
  words: {
    at: string;
    dot: string;
    dash: string;
    underscore: string;
    slash: string;
    plus: string;
    /** Said between the integer and the decimals: "point", "Komma". */
    decimalPoint: string;
    /** Between the ends of a range: "to", "bis", "à". */
    to: string;
    and: string;
    percent: string;
    star: string;
    hash: string;
    extension: string;
  };
  /** Written extension markers ("ext.", "Durchwahl") read as words.extension + digits. */
  extensionMarkers: readonly string[];
  /** Spoken month names, January first. */
  months: readonly string[];
  /** Written month names and abbreviations (lower case, without period) → month 1..12. */
  monthNames: Readonly<Record<string, number>>;
  /** Spoken weekday names, Monday first. */
  weekdays: readonly string[];
  /** Written weekday names and abbreviations (lower case, without period) → 0 (Monday)..6. */
  weekdayNames: Readonly<Record<string, number>>;
  /** Case-sensitive one-letter weekday abbreviations used in ranges ("L-V" in Spanish). */
  weekdayLetters?: Readonly<Record<string, number>>;
  /** A weekday range; `before` is the word written just before it (lower case) for article handling. */
  weekdayRange(from: number, to: number, before: string): string;
  /** A date; `before` is the preceding word (lower case) for case endings. */
  date(parts: DateParts, before: string, style: 'month-first' | 'day-first'): string;
  /** A clock time; meridiem when written with AM/PM (or π.μ./μ.μ.). */
  time(hours: number, minutes: number, meridiem?: 'am' | 'pm'): string;
  /** How a bare year-like number (1100–2099) is read. */
  year(y: number): string;
  money(units: number, cents: number, currency: Currency): string;
  /** Amounts with a scale word ("$1.5 million"): the scale noun's gender and the currency after it. */
  scaled: { gender: Gender; currency: Readonly<Record<Currency, string>> };
  /** Ordinal suffixes written after digits: "1st", "1er", "1º", "1ο", and what they become. */
  ordinals: readonly Rewrite[];
  /** Locale-only time formats ("17.30 Uhr", "9h30", "ore 9", "9 π.μ."), run before generic "17:30". */
  times: readonly Rewrite[];
  abbreviations: readonly Abbreviation[];
  /** Other locale-only rewrites, run with the abbreviations ("Hauptstr.", "2.ª-6.ª"). */
  extra?: readonly Rewrite[];
}

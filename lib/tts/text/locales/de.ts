import { de as numbers, deYear } from '../numbers/de';
import { startsSentence } from '../rules/util';
import { nameIndex, threeLetterNames } from './tables';
import type { Currency, LocaleRules } from './types';

const months = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const weekdays = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

const monthNames = nameIndex(months, 1, {
  ...threeLetterNames(months, 1),
  jänner: 1,
  febr: 2,
  mrz: 3,
  sept: 9,
});

const weekdayNames = nameIndex(weekdays, 0, { mo: 0, di: 1, mi: 2, do: 3, fr: 4, sa: 5, so: 6 });

const currencies: Record<Currency, [string, string]> = {
  EUR: ['Euro', 'Cent'],
  USD: ['Dollar', 'Cent'],
  GBP: ['Pfund', 'Pence'],
};

// After these words an ordinal takes the dative/accusative ending: "am fünften Januar", "im dritten Stock".
const enEnding = new Set(['am', 'im', 'vom', 'zum', 'beim', 'dem', 'den', 'des', 'ab', 'bis', 'seit', 'zur']);
const eEnding = new Set(['der', 'die', 'das']);
const ending = (before: string) => (enEnding.has(before) ? 'en' : eEnding.has(before) ? 'e' : 'er');
// Nouns after which "3." is an ordinal even without an article ("3. Stock").
const ordinalNouns =
  'Stock|Etage|Obergeschoss|Untergeschoss|OG|Mal|Platz|Klasse|Tür|Woche|Quartal|Hinterhaus|Advent';

function time(h: number, m: number): string {
  const hour = h === 1 ? 'ein' : numbers.cardinal(h);
  return m === 0 ? `${hour} Uhr` : `${hour} Uhr ${numbers.cardinal(m)}`;
}

function clock(match: string, h: string | undefined, m: string | undefined): string {
  const hours = Number(h);
  const minutes = Number(m ?? 0);
  return hours <= 24 && minutes <= 59 ? time(hours, minutes) : match;
}

const lastWord = (text: string) => /(\p{L}+)\P{L}*$/u.exec(text)?.[1]?.toLowerCase() ?? '';

export const deRules: LocaleRules = {
  locale: 'de',
  numbers,
  decimal: ',',
  spaceGroupsThousands: false,
  monthFirst: false,
  words: {
    at: 'at',
    dot: 'Punkt',
    dash: 'Bindestrich',
    underscore: 'Unterstrich',
    slash: 'Schrägstrich',
    plus: 'plus',
    decimalPoint: 'Komma',
    to: 'bis',
    and: 'und',
    percent: 'Prozent',
    star: 'Stern',
    hash: 'Raute',
    extension: 'Durchwahl',
  },
  extensionMarkers: ['Durchwahl', 'Durchw.', 'DW', 'Dw.', 'Apparat', 'App.', 'Nebenstelle'],
  months,
  monthNames,
  weekdays,
  weekdayNames,
  weekdayRange: (from, to) => `${weekdays[from]} bis ${weekdays[to]}`,
  date: ({ day, month, year }, before) => {
    const spoken = `${numbers.ordinal(day, ending(before))} ${months[month - 1] ?? ''}`;
    return year === undefined ? spoken : `${spoken} ${deYear(year)}`;
  },
  time,
  year: deYear,
  money: (units, cents, currency) => {
    const [unit, cent] = currencies[currency];
    if (units === 0 && cents > 0) return `${numbers.cardinalBeforeNoun(cents, 'm')} ${cent}`;
    const main = `${numbers.cardinalBeforeNoun(units, currency === 'GBP' ? 'n' : 'm')} ${unit}`;
    return cents ? `${main} ${numbers.cardinal(cents)}` : main;
  },
  scaled: { gender: 'f', currency: { USD: 'Dollar', EUR: 'Euro', GBP: 'Pfund' } },
  ordinals: [
    [
      new RegExp(`(?<![\\p{L}\\p{N}.,])(\\d{1,3})\\.(?= (?:${ordinalNouns})(?![\\p{L}]))`, 'gu'),
      ({ groups: [n], before }) => numbers.ordinal(Number(n), ending(lastWord(before))),
    ],
    [
      /(?<=(?<![\p{L}])(?:am|im|vom|zum|beim|dem|den|der|die|das|zur) )(\d{1,3})\.(?= \p{L})/giu,
      ({ groups: [n], before }) => numbers.ordinal(Number(n), ending(lastWord(before))),
    ],
  ],
  times: [
    [
      /(?<![\p{L}\p{N}:.,])(\d{1,2})(?:[:.](\d{2}))? ?Uhr(?![\p{L}])/gu,
      ({ match, groups: [h, min] }) => clock(match, h, min),
    ],
    [
      // "17.30" is a time in German (the decimal separator is a comma), unless it is money.
      /(?<![\p{L}\p{N}:.,])(?<![€$£] ?)(\d{1,2})\.(\d{2})(?![\p{N}]|\.\d| ?(?:€|EUR|\$|£|%))/gu,
      ({ match, groups: [h, min] }) => clock(match, h, min),
    ],
  ],
  // "Hauptstr. 5", "in der Hauptstr.": the abbreviation is glued to the street's name.
  extra: [[/(?<=\p{Ll})str\.(?![\p{L}\p{N}])/gu, ({ after }) => `straße${startsSentence(after) ? '.' : ''}`]],
  abbreviations: [
    { written: 'Dr.', spoken: 'Doktor', title: true },
    { written: 'Prof.', spoken: 'Professor', title: true },
    { written: 'med.', spoken: 'med', title: true },
    { written: 'dent.', spoken: 'dent', title: true },
    { written: 'Hr.', spoken: 'Herr', title: true },
    { written: 'Fr.', spoken: 'Frau', title: true, beforeName: true },
    { written: 'z. B.', spoken: 'zum Beispiel', anyCase: true },
    { written: 'd. h.', spoken: 'das heißt' },
    { written: 'u. a.', spoken: 'unter anderem' },
    { written: 'bzw.', spoken: 'beziehungsweise' },
    { written: 'ca.', spoken: 'circa', anyCase: true },
    { written: 'usw.', spoken: 'und so weiter' },
    { written: 'inkl.', spoken: 'inklusive', anyCase: true },
    { written: 'evtl.', spoken: 'eventuell', anyCase: true },
    { written: 'ggf.', spoken: 'gegebenenfalls', anyCase: true },
    { written: 'bspw.', spoken: 'beispielsweise', anyCase: true },
    { written: 'tägl.', spoken: 'täglich', anyCase: true },
    { written: 'Str.', spoken: 'Straße' },
    { written: 'Tel.', spoken: 'Telefon', anyCase: true },
    { written: 'Nr.', spoken: 'Nummer' },
    { written: 'Std.', spoken: 'Stunden' },
    { written: 'Min.', spoken: 'Minuten' },
    { written: 'MwSt.', spoken: 'Mehrwertsteuer', anyCase: true },
    { written: 'GmbH', spoken: 'G m b H' },
    { written: 'AG', spoken: 'A G' },
  ],
};

import { en as numbers, enYear } from '../numbers/en';
import { spellDigits } from '../rules/util';
import { nameIndex, threeLetterNames } from './tables';
import type { Currency, LocaleRules } from './types';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const monthNames = nameIndex(months, 1, { ...threeLetterNames(months, 1), sept: 9 });

const weekdayNames = nameIndex(weekdays, 0, {
  mon: 0,
  tue: 1,
  tues: 1,
  wed: 2,
  thu: 3,
  thur: 3,
  thurs: 3,
  fri: 4,
  sat: 5,
  sun: 6,
});

const currencies: Record<Currency, [string, string, string, string]> = {
  USD: ['dollar', 'dollars', 'cent', 'cents'],
  EUR: ['euro', 'euros', 'cent', 'cents'],
  GBP: ['pound', 'pounds', 'penny', 'pence'],
};

const count = (n: number, one: string, many: string) => `${numbers.cardinal(n)} ${n === 1 ? one : many}`;

function time(h: number, m: number, meridiem?: 'am' | 'pm'): string {
  const minutes = m === 0 ? '' : m < 10 ? ` oh ${numbers.cardinal(m)}` : ` ${numbers.cardinal(m)}`;
  // "a.m" without the final period: Flite drops "AM", eSpeak reads "A M" as "uh M", and a final
  // period makes Flite pause mid-sentence; "a.m" both read as "ay em" in one breath.
  if (meridiem) return `${numbers.cardinal(h === 0 ? 12 : h)}${minutes} ${meridiem === 'am' ? 'a.m' : 'p.m'}`;
  if ((h === 0 || h === 24) && m === 0) return 'midnight';
  if (m === 0) return h > 12 ? `${numbers.cardinal(h)} hundred` : `${numbers.cardinal(h)} o'clock`;
  return `${numbers.cardinal(h)}${minutes}`;
}

export const enRules: LocaleRules = {
  locale: 'en',
  numbers,
  decimal: '.',
  spaceGroupsThousands: false,
  monthFirst: true,
  words: {
    at: 'at',
    dot: 'dot',
    dash: 'dash',
    underscore: 'underscore',
    slash: 'slash',
    plus: 'plus',
    decimalPoint: 'point',
    to: 'to',
    and: 'and',
    percent: 'percent',
    star: 'star',
    hash: 'pound',
    extension: 'extension',
  },
  extensionMarkers: ['extension', 'ext.', 'ext'],
  months,
  monthNames,
  weekdays,
  weekdayNames,
  weekdayRange: (from, to) => `${weekdays[from]} to ${weekdays[to]}`,
  date: ({ day, month, year }, _before, style) => {
    const name = months[month - 1] ?? '';
    const spoken =
      style === 'month-first' ? `${name} ${numbers.ordinal(day)}` : `the ${numbers.ordinal(day)} of ${name}`;
    return year === undefined ? spoken : `${spoken}, ${enYear(year)}`;
  },
  time,
  year: enYear,
  money: (units, cents, currency) => {
    const [one, many, centOne, centMany] = currencies[currency];
    if (units === 0 && cents > 0) return count(cents, centOne, centMany);
    const main = count(units, one, many);
    return cents ? `${main} and ${count(cents, centOne, centMany)}` : main;
  },
  scaled: { gender: 'm', currency: { USD: 'dollars', EUR: 'euros', GBP: 'pounds' } },
  ordinals: [
    [
      /(?<![\p{L}\p{N}])(\d{1,9})(?:st|nd|rd|th)(?![\p{L}\p{N}])/giu,
      ({ groups: [n] }) => numbers.ordinal(Number(n)),
    ],
  ],
  times: [],
  // Emergency and service numbers are dialled, so they are said digit by digit.
  extra: [
    [
      /(?<![\p{L}\p{N}.,-])(911|411|311)(?![\p{L}\p{N}]|[.,]\d)/gu,
      ({ groups: [n] }) => spellDigits(n ?? '', enRules),
    ],
  ],
  abbreviations: [
    { written: 'Dr.', spoken: 'Doctor', title: true },
    { written: 'Mr.', spoken: 'Mister', title: true },
    { written: 'Mrs.', spoken: 'Missus', title: true },
    { written: 'Ms.', spoken: 'Miz', title: true },
    { written: 'Prof.', spoken: 'Professor', title: true },
    { written: 'Inc.', spoken: 'Incorporated' },
    { written: 'Ltd.', spoken: 'Limited' },
    { written: 'Co.', spoken: 'Company' },
    { written: 'Corp.', spoken: 'Corporation' },
    { written: 'LLC', spoken: 'L L C' },
    {
      written: 'St.',
      spoken: 'Street',
      // "123 Main St." is a street; "St. Mary's" (a capitalised name follows, no street before) a saint.
      choose: (before, after) =>
        /(?:\d+|\p{Ll}+)\s+(?:\p{Lu}[\p{L}'-]*\s+)+$/u.test(before) || !/^\s+\p{Lu}/u.test(after)
          ? 'Street'
          : { spoken: 'Saint', title: true },
    },
    { written: 'Ave.', spoken: 'Avenue' },
    { written: 'Blvd.', spoken: 'Boulevard' },
    { written: 'Rd.', spoken: 'Road' },
    { written: 'Ste.', spoken: 'Suite' },
    { written: 'Apt.', spoken: 'Apartment' },
    { written: 'Dept.', spoken: 'Department' },
    { written: 'Jr.', spoken: 'Junior' },
    { written: 'Sr.', spoken: 'Senior' },
    { written: 'No.', spoken: 'No', choose: (_b, after) => (/^\s*\d/.test(after) ? 'number' : 'No') },
    { written: 'Tel.', spoken: 'telephone', anyCase: true },
    { written: 'approx.', title: true, spoken: 'approximately', anyCase: true },
    { written: 'e.g.', title: true, spoken: 'for example', anyCase: true },
    { written: 'i.e.', title: true, spoken: 'that is', anyCase: true },
    { written: 'etc.', spoken: 'et cetera', anyCase: true },
    { written: 'vs.', spoken: 'versus', anyCase: true },
    { written: 'min.', spoken: 'minutes' },
  ],
};

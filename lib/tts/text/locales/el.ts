import { el as numbers } from '../numbers/el';
import { startsSentence } from '../rules/util';
import { nameIndex } from './tables';
import type { Currency, LocaleRules } from './types';

// Dates use the genitive: "5 Ιανουαρίου".
const months = [
  'Ιανουαρίου',
  'Φεβρουαρίου',
  'Μαρτίου',
  'Απριλίου',
  'Μαΐου',
  'Ιουνίου',
  'Ιουλίου',
  'Αυγούστου',
  'Σεπτεμβρίου',
  'Οκτωβρίου',
  'Νοεμβρίου',
  'Δεκεμβρίου',
];
const nominative = [
  'Ιανουάριος',
  'Φεβρουάριος',
  'Μάρτιος',
  'Απρίλιος',
  'Μάιος',
  'Ιούνιος',
  'Ιούλιος',
  'Αύγουστος',
  'Σεπτέμβριος',
  'Οκτώβριος',
  'Νοέμβριος',
  'Δεκέμβριος',
];
const weekdays = ['Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο', 'Κυριακή'];

// Genitive ("5 Ιανουαρίου") and nominative month names both read as dates.
const monthNames = nameIndex(
  nominative,
  1,
  nameIndex(months, 1, {
    ιαν: 1,
    φεβ: 2,
    μαρ: 3,
    απρ: 4,
    μαΐ: 5,
    ιουν: 6,
    ιουλ: 7,
    αυγ: 8,
    σεπ: 9,
    σεπτ: 9,
    οκτ: 10,
    νοε: 11,
    νοεμ: 11,
    δεκ: 12,
    μαιου: 5,
  }),
);

const weekdayNames = nameIndex(weekdays, 0, {
  δευ: 0,
  δε: 0,
  τρι: 1,
  τρ: 1,
  τρί: 1,
  τετ: 2,
  τε: 2,
  πεμ: 3,
  πέμ: 3,
  πε: 3,
  παρ: 4,
  πα: 4,
  σαβ: 5,
  σάβ: 5,
  σα: 5,
  κυρ: 6,
  κυ: 6,
});

const currencies: Record<Currency, [string, string, string, string]> = {
  EUR: ['ευρώ', 'ευρώ', 'λεπτό', 'λεπτά'],
  USD: ['δολάριο', 'δολάρια', 'σεντ', 'σεντ'],
  GBP: ['λίρα', 'λίρες', 'πένα', 'πένες'],
};
const gender = { EUR: 'n', USD: 'n', GBP: 'f' } as const;
const centGender = { EUR: 'n', USD: 'n', GBP: 'f' } as const;

function time(h: number, m: number, meridiem?: 'am' | 'pm'): string {
  // "ώρα" is feminine: μία, τρεις, τέσσερις.
  const hours = numbers.cardinal(h, 'f');
  const spoken = m === 0 ? hours : `${hours} και ${numbers.cardinal(m, 'n')}`;
  if (!meridiem) return spoken;
  return `${spoken} ${meridiem === 'am' ? 'προ μεσημβρίας' : 'μετά μεσημβρίας'}`;
}

export const elRules: LocaleRules = {
  locale: 'el',
  numbers,
  decimal: ',',
  spaceGroupsThousands: false,
  monthFirst: false,
  words: {
    at: 'παπάκι',
    dot: 'τελεία',
    dash: 'παύλα',
    underscore: 'κάτω παύλα',
    slash: 'κάθετος',
    plus: 'συν',
    decimalPoint: 'κόμμα',
    to: 'έως',
    and: 'και',
    percent: 'τοις εκατό',
    star: 'αστερίσκο',
    hash: 'δίεση',
    extension: 'εσωτερικό',
  },
  extensionMarkers: ['εσωτερικό', 'εσωτ.', 'εσ.'],
  months,
  monthNames,
  weekdays,
  weekdayNames,
  weekdayRange: (from, to) => `${weekdays[from]} έως ${weekdays[to]}`,
  date: ({ day, month, year }) => {
    // Days agree with the feminine "ημέρα"; the first is an ordinal: "πρώτη Ιανουαρίου".
    const spoken = `${day === 1 ? 'πρώτη' : numbers.cardinal(day, 'f')} ${months[month - 1] ?? ''}`;
    return year === undefined ? spoken : `${spoken} ${numbers.cardinal(year)}`;
  },
  time,
  year: (y) => numbers.cardinal(y),
  money: (units, cents, currency) => {
    const [one, many, centOne, centMany] = currencies[currency];
    const centWords = `${numbers.cardinal(cents, centGender[currency])} ${cents === 1 ? centOne : centMany}`;
    if (units === 0 && cents > 0) return centWords;
    const main = `${numbers.cardinal(units, gender[currency])} ${units === 1 ? one : many}`;
    return cents ? `${main} και ${centWords}` : main;
  },
  scaled: { gender: 'n', currency: { USD: 'δολάρια', EUR: 'ευρώ', GBP: 'λίρες' } },
  ordinals: [
    [
      /(?<![\p{L}\p{N}])(\d{1,3})(ος|ός|ου|ού|ο|ό|ης|ής|η|ή|ες|ές|οι|οί|ων|ών)(?![\p{L}\p{N}])/gu,
      // The stress mark is the speller's job: "20ός" and "20ος" are both "εικοστός".
      ({ groups: [n, ending] }) =>
        numbers.ordinal(Number(n), ending?.normalize('NFD').replace(/\u0301/g, '')),
    ],
  ],
  times: [
    [
      /(?<![\p{L}\p{N}:.,])(\d{1,2})(?::(\d{2}))? ?(π\.? ?μ\.?|μ\.? ?μ\.?)(?![\p{L}])/gu,
      ({ match, groups: [h, m, mark], after }) => {
        const hours = Number(h);
        const minutes = Number(m ?? 0);
        if (hours > 12 || minutes > 59) return match;
        // "9 π.μ." at the end of a sentence: its last period also ends the sentence.
        const endsSentence = match.endsWith('.') && startsSentence(after);
        return time(hours, minutes, mark?.startsWith('π') ? 'am' : 'pm') + (endsSentence ? '.' : '');
      },
    ],
  ],
  abbreviations: [
    {
      written: 'κ.',
      spoken: 'κύριος',
      // "κ." is Mr or Mrs: masculine surnames end in -ς (Παπαδόπουλος), feminine ones do not (Παπαδοπούλου).
      choose: (_before, after) => ({
        spoken: /^\s*\p{L}*ς(?!\p{L})/u.test(after) ? 'κύριος' : 'κυρία',
        title: true,
      }),
    },
    { written: 'κα', spoken: 'κυρία', title: true, beforeName: true },
    { written: 'Δρ.', spoken: 'δόκτωρ', title: true },
    { written: 'Δρ', spoken: 'δόκτωρ', title: true },
    { written: 'τηλ.', spoken: 'τηλέφωνο', anyCase: true },
    { written: 'π.χ.', spoken: 'παραδείγματος χάριν' },
    { written: 'κ.λπ.', spoken: 'και λοιπά' },
    { written: 'κλπ.', spoken: 'και λοιπά' },
    { written: 'οδ.', spoken: 'οδός', title: true },
    { written: 'αρ.', spoken: 'αριθμός', title: true },
    { written: 'περ.', spoken: 'περίπου' },
    { written: 'Α.Ε.', spoken: 'Α Ε' },
    { written: 'Ε.Π.Ε.', spoken: 'Ε Π Ε' },
  ],
};

import { it as numbers } from '../numbers/it';
import { nameIndex, threeLetterNames, unitsAndCents, type CurrencyWords } from './tables';
import type { Currency, LocaleRules } from './types';

const months = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
const weekdays = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];

const monthNames = nameIndex(months, 1, { ...threeLetterNames(months, 1), sett: 9 });

const weekdayNames = nameIndex(weekdays, 0, {
  lun: 0,
  mar: 1,
  mer: 2,
  gio: 3,
  ven: 4,
  sab: 5,
  dom: 6,
  lunedi: 0,
  martedi: 1,
  mercoledi: 2,
  giovedi: 3,
  venerdi: 4,
});

const currencies: Record<Currency, CurrencyWords> = {
  EUR: { one: 'euro', many: 'euro', centOne: 'centesimo', centMany: 'centesimi', gender: 'm' },
  USD: { one: 'dollaro', many: 'dollari', centOne: 'centesimo', centMany: 'centesimi', gender: 'm' },
  GBP: { one: 'sterlina', many: 'sterline', centOne: 'penny', centMany: 'pence', gender: 'f' },
};

function time(h: number, m: number): string {
  const hours = numbers.cardinal(h, 'f');
  return m === 0 ? hours : `${hours} e ${numbers.cardinal(m)}`;
}

export const itRules: LocaleRules = {
  locale: 'it',
  numbers,
  decimal: ',',
  spaceGroupsThousands: false,
  monthFirst: false,
  words: {
    at: 'chiocciola',
    dot: 'punto',
    dash: 'trattino',
    underscore: 'trattino basso',
    slash: 'barra',
    plus: 'più',
    decimalPoint: 'virgola',
    to: 'a',
    and: 'e',
    percent: 'per cento',
    star: 'asterisco',
    hash: 'cancelletto',
    extension: 'interno',
  },
  extensionMarkers: ['interno', 'int.'],
  months,
  monthNames,
  weekdays,
  weekdayNames,
  weekdayRange: (from, to, before) =>
    `${before === 'da' || before === 'dal' ? '' : 'da '}${weekdays[from]} a ${weekdays[to]}`,
  date: ({ day, month, year }) => {
    const spoken = `${day === 1 ? 'primo' : numbers.cardinal(day)} ${months[month - 1] ?? ''}`;
    return year === undefined ? spoken : `${spoken} ${numbers.cardinal(year)}`;
  },
  time,
  year: (y) => numbers.cardinal(y),
  money: unitsAndCents(numbers, currencies, 'e'),
  scaled: { gender: 'm', currency: { USD: 'di dollari', EUR: 'di euro', GBP: 'di sterline' } },
  ordinals: [
    [
      /(?<![\p{L}\p{N}])(\d{1,3})\.?([ºª°])(?![\p{L}\p{N}])/gu,
      ({ groups: [n, mark] }) => numbers.ordinal(Number(n), mark === 'ª' ? 'f' : 'm'),
    ],
  ],
  times: [
    [
      // Italian writes "ore 9", "alle 9.30", "dalle 9 alle 18": after these words a number is a time.
      /(?<=(?<![\p{L}])(?:ore|alle|dalle|entro le|verso le|le) )(\d{1,2})(?:[.:](\d{2}))?(?![\p{N}]|[.,]\d)/giu,
      ({ match, groups: [h, m] }) => {
        const hours = Number(h);
        const minutes = Number(m ?? 0);
        return hours <= 24 && minutes <= 59 ? time(hours, minutes) : match;
      },
    ],
  ],
  abbreviations: [
    { written: 'Sig.', spoken: 'signor', title: true },
    { written: 'Sig.ra', spoken: 'signora', title: true },
    { written: 'Sig.na', spoken: 'signorina', title: true },
    { written: 'Sigg.', spoken: 'signori', title: true },
    { written: 'Dott.', spoken: 'dottor', title: true },
    { written: 'Dott.ssa', spoken: 'dottoressa', title: true },
    { written: 'Dr.', spoken: 'dottor', title: true },
    { written: 'Prof.', spoken: 'professor', title: true },
    { written: 'Prof.ssa', spoken: 'professoressa', title: true },
    { written: 'Ing.', spoken: 'ingegner', title: true },
    { written: 'Avv.', spoken: 'avvocato', title: true },
    { written: 'tel.', spoken: 'telefono', anyCase: true },
    { written: 'ecc.', spoken: 'eccetera' },
    { written: 'p.es.', spoken: 'per esempio' },
    { written: 'ad es.', spoken: 'ad esempio' },
    { written: 'ca.', spoken: 'circa' },
    { written: 'P.zza', spoken: 'piazza', anyCase: true },
    { written: 'C.so', spoken: 'corso', anyCase: true },
    { written: 'S.p.A.', spoken: 'S p A' },
    { written: 'S.r.l.', spoken: 'S r l', anyCase: true },
    {
      written: 'n.',
      spoken: 'n',
      choose: (_b, after) => ({ spoken: /^\s*\d/.test(after) ? 'numero' : 'n.', title: true }),
    },
  ],
};

import { es as numbers } from '../numbers/es';
import { startsSentence } from '../rules/util';
import { nameIndex, threeLetterNames, unitsAndCents, type CurrencyWords } from './tables';
import type { Currency, LocaleRules } from './types';

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const weekdays = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

const monthNames = nameIndex(months, 1, { ...threeLetterNames(months, 1), sept: 9, set: 9, setiembre: 9 });

const weekdayNames = nameIndex(weekdays, 0, {
  lun: 0,
  mar: 1,
  mié: 2,
  mie: 2,
  miér: 2,
  jue: 3,
  vie: 4,
  sáb: 5,
  sab: 5,
  dom: 6,
  miercoles: 2,
  sabado: 5,
});

const currencies: Record<Currency, CurrencyWords> = {
  EUR: { one: 'euro', many: 'euros', centOne: 'céntimo', centMany: 'céntimos', gender: 'm' },
  USD: { one: 'dólar', many: 'dólares', centOne: 'centavo', centMany: 'centavos', gender: 'm' },
  GBP: { one: 'libra', many: 'libras', centOne: 'penique', centMany: 'peniques', gender: 'f' },
};

function time(h: number, m: number): string {
  const hours = numbers.cardinal(h, 'f');
  return m === 0 ? hours : `${hours} y ${numbers.cardinal(m)}`;
}

export const esRules: LocaleRules = {
  locale: 'es',
  numbers,
  decimal: ',',
  spaceGroupsThousands: false,
  monthFirst: false,
  words: {
    at: 'arroba',
    dot: 'punto',
    dash: 'guion',
    underscore: 'guion bajo',
    slash: 'barra',
    plus: 'más',
    decimalPoint: 'coma',
    to: 'a',
    and: 'y',
    percent: 'por ciento',
    star: 'asterisco',
    hash: 'almohadilla',
    extension: 'extensión',
  },
  extensionMarkers: ['extensión', 'ext.', 'ext'],
  months,
  monthNames,
  weekdays,
  weekdayNames,
  weekdayLetters: { L: 0, M: 1, X: 2, J: 3, V: 4, S: 5, D: 6 },
  weekdayRange: (from, to, before) => `${before === 'de' ? '' : 'de '}${weekdays[from]} a ${weekdays[to]}`,
  date: ({ day, month, year }) => {
    const spoken = `${numbers.cardinal(day)} de ${months[month - 1] ?? ''}`;
    return year === undefined ? spoken : `${spoken} de ${numbers.cardinal(year)}`;
  },
  time,
  year: (y) => numbers.cardinal(y),
  money: unitsAndCents(numbers, currencies, 'con'),
  scaled: { gender: 'm', currency: { USD: 'de dólares', EUR: 'de euros', GBP: 'de libras' } },
  ordinals: [
    [
      /(?<![\p{L}\p{N}])(\d{1,3})\.?er(?![\p{L}\p{N}])/gu,
      ({ groups: [n] }) => numbers.ordinal(Number(n), 'apocope'),
    ],
    [
      /(?<![\p{L}\p{N}])(\d{1,3})\.?([ºª°])(?![\p{L}\p{N}])/gu,
      ({ groups: [n, mark] }) => numbers.ordinal(Number(n), mark === 'ª' ? 'f' : 'm'),
    ],
  ],
  times: [
    [
      /(?<![\p{L}\p{N}:.,])(\d{1,2})(?:[:.](\d{2}))? ?h(?:oras|rs?)?\.?(?![\p{L}\p{N}])/gu,
      ({ match, groups: [h, m], after }) => {
        const hours = Number(h);
        const minutes = Number(m ?? 0);
        if (hours > 24 || minutes > 59) return match;
        const spoken =
          minutes === 0 ? `${time(hours, 0)} ${hours === 1 ? 'hora' : 'horas'}` : time(hours, minutes);
        // "a las 14 h." at the end of a sentence: the period is the sentence's too.
        return spoken + (match.endsWith('.') && startsSentence(after) ? '.' : '');
      },
    ],
  ],
  abbreviations: [
    { written: 'Sr.', spoken: 'señor', title: true },
    { written: 'Sra.', spoken: 'señora', title: true },
    { written: 'Srta.', spoken: 'señorita', title: true },
    { written: 'Dr.', spoken: 'doctor', title: true },
    { written: 'Dra.', spoken: 'doctora', title: true },
    { written: 'Dña.', spoken: 'doña', title: true },
    { written: 'Tel.', spoken: 'teléfono', anyCase: true },
    { written: 'Tlf.', spoken: 'teléfono', anyCase: true },
    { written: 'Tfno.', spoken: 'teléfono', anyCase: true },
    { written: 'C/', spoken: 'calle ' },
    { written: 'Avda.', spoken: 'avenida', anyCase: true },
    { written: 'p. ej.', spoken: 'por ejemplo' },
    { written: 'aprox.', spoken: 'aproximadamente', anyCase: true },
    { written: 'etc.', spoken: 'etcétera' },
    { written: 'Ud.', spoken: 'usted' },
    { written: 'Uds.', spoken: 'ustedes' },
    { written: 'núm.', spoken: 'número', anyCase: true },
    { written: 'nº', spoken: 'número', anyCase: true },
    { written: 'S.L.', spoken: 'S L' },
    { written: 'S.A.', spoken: 'S A' },
  ],
};

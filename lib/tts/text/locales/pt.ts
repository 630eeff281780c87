import { pt as numbers } from '../numbers/pt';
import { nameIndex, threeLetterNames, unitsAndCents, type CurrencyWords } from './tables';
import type { Currency, LocaleRules } from './types';

const months = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const weekdays = [
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
  'domingo',
];

const monthNames = nameIndex(months, 1, threeLetterNames(months, 1));

const weekdayNames = nameIndex(weekdays, 0, {
  seg: 0,
  ter: 1,
  qua: 2,
  qui: 3,
  sex: 4,
  sáb: 5,
  sab: 5,
  dom: 6,
  segunda: 0,
  terça: 1,
  quarta: 2,
  quinta: 3,
  sexta: 4,
});

const currencies: Record<Currency, CurrencyWords> = {
  EUR: { one: 'euro', many: 'euros', centOne: 'cêntimo', centMany: 'cêntimos', gender: 'm' },
  USD: { one: 'dólar', many: 'dólares', centOne: 'cêntimo', centMany: 'cêntimos', gender: 'm' },
  GBP: { one: 'libra', many: 'libras', centOne: 'péni', centMany: 'pence', gender: 'f' },
};

function time(h: number, m: number): string {
  const hours = numbers.cardinal(h, 'f');
  if (m === 0) return `${hours} ${h === 1 ? 'hora' : 'horas'}`;
  return `${hours} e ${numbers.cardinal(m)}`;
}

/** "segunda a sexta-feira": the first "-feira" is left out, as people say it. */
const range = (from: number, to: number) =>
  `${(weekdays[from] ?? '').replace('-feira', '')} a ${weekdays[to] ?? ''}`;

export const ptRules: LocaleRules = {
  locale: 'pt',
  numbers,
  decimal: ',',
  spaceGroupsThousands: true,
  monthFirst: false,
  words: {
    at: 'arroba',
    dot: 'ponto',
    dash: 'hífen',
    underscore: 'sublinhado',
    slash: 'barra',
    plus: 'mais',
    decimalPoint: 'vírgula',
    to: 'a',
    and: 'e',
    percent: 'por cento',
    star: 'asterisco',
    hash: 'cardinal',
    extension: 'extensão',
  },
  extensionMarkers: ['extensão', 'ext.', 'ext'],
  months,
  monthNames,
  weekdays,
  weekdayNames,
  weekdayRange: (from, to, before) => `${before === 'de' ? '' : 'de '}${range(from, to)}`,
  date: ({ day, month, year }) => {
    const spoken = `${numbers.cardinal(day)} de ${months[month - 1] ?? ''}`;
    return year === undefined ? spoken : `${spoken} de ${numbers.cardinal(year)}`;
  },
  time,
  year: (y) => numbers.cardinal(y),
  money: unitsAndCents(numbers, currencies, 'e'),
  scaled: { gender: 'm', currency: { USD: 'de dólares', EUR: 'de euros', GBP: 'de libras' } },
  ordinals: [
    [
      /(?<![\p{L}\p{N}])(\d{1,3})\.?([ºª°])(?![\p{L}\p{N}])/gu,
      ({ groups: [n, mark] }) => numbers.ordinal(Number(n), mark === 'ª' ? 'f' : 'm'),
    ],
  ],
  times: [
    [
      /(?<![\p{L}\p{N}:.,])(\d{1,2}) ?h ?(\d{2})?(?:min)?(?![\p{L}\p{N}])/gu,
      ({ match, groups: [h, m] }) => {
        const hours = Number(h);
        const minutes = Number(m ?? 0);
        return hours <= 24 && minutes <= 59 ? time(hours, minutes) : match;
      },
    ],
  ],
  extra: [
    [
      // "2.ª a 6.ª", "2ª-6ª": weekdays written as ordinals (segunda-feira is the 2nd day).
      /(?<![\p{L}\p{N}])([2-6])\.?ª(?:-feira)? ?(?:[-–—]|a|à) ?([2-6])\.?ª(?:-feira)?(?![\p{L}])/gu,
      ({ groups: [a, b], before }) =>
        `${/(?:^|\s)de\s*$/.test(before) ? '' : 'de '}${range(Number(a) - 2, Number(b) - 2)}`,
    ],
  ],
  abbreviations: [
    { written: 'Sr.', spoken: 'senhor', title: true },
    { written: 'Sra.', spoken: 'senhora', title: true },
    { written: 'Dr.', spoken: 'doutor', title: true },
    { written: 'Dra.', spoken: 'doutora', title: true },
    { written: 'Eng.', spoken: 'engenheiro', title: true },
    { written: 'Prof.', spoken: 'professor', title: true },
    { written: 'tel.', spoken: 'telefone', anyCase: true },
    { written: 'telef.', spoken: 'telefone', anyCase: true },
    { written: 'tlm.', spoken: 'telemóvel', anyCase: true },
    { written: 'Lda.', spoken: 'limitada', anyCase: true },
    { written: 'Av.', spoken: 'avenida' },
    { written: 'n.º', spoken: 'número', anyCase: true },
    { written: 'nº', spoken: 'número', anyCase: true },
    { written: 'p. ex.', spoken: 'por exemplo' },
    { written: 'etc.', spoken: 'etcétera' },
    { written: 'aprox.', spoken: 'aproximadamente', anyCase: true },
    { written: 'S.A.', spoken: 'S A' },
  ],
};

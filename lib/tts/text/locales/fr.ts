import { fr as numbers } from '../numbers/fr';
import { nameIndex } from './tables';
import type { Currency, LocaleRules } from './types';

const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const weekdays = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

const monthNames = nameIndex(months, 1, {
  janv: 1,
  févr: 2,
  fév: 2,
  avr: 4,
  juil: 7,
  sept: 9,
  oct: 10,
  nov: 11,
  déc: 12,
});

const weekdayNames = nameIndex(weekdays, 0, { lun: 0, mar: 1, mer: 2, jeu: 3, ven: 4, sam: 5, dim: 6 });

const currencies: Record<Currency, [string, string]> = {
  EUR: ['euro', 'euros'],
  USD: ['dollar', 'dollars'],
  GBP: ['livre', 'livres'],
};
const gender = { EUR: 'm', USD: 'm', GBP: 'f' } as const;

function time(h: number, m: number): string {
  if (h === 0 && m === 0) return 'minuit';
  const hours = `${numbers.cardinal(h, 'f')} ${h > 1 ? 'heures' : 'heure'}`;
  return m === 0 ? hours : `${hours} ${numbers.cardinal(m, 'f')}`;
}

function clock(match: string, h: string | undefined, m: string | undefined): string {
  const hours = Number(h);
  const minutes = Number(m ?? 0);
  return hours <= 24 && minutes <= 59 ? time(hours, minutes) : match;
}

export const frRules: LocaleRules = {
  locale: 'fr',
  numbers,
  decimal: ',',
  spaceGroupsThousands: true,
  monthFirst: false,
  words: {
    at: 'arobase',
    dot: 'point',
    dash: 'tiret',
    underscore: 'tiret bas',
    slash: 'barre oblique',
    plus: 'plus',
    decimalPoint: 'virgule',
    to: 'à',
    and: 'et',
    percent: 'pour cent',
    star: 'étoile',
    hash: 'dièse',
    extension: 'poste',
  },
  extensionMarkers: ['poste'],
  months,
  monthNames,
  weekdays,
  weekdayNames,
  // "lun.-ven." → "du lundi au vendredi"; after a written "du" only the rest.
  weekdayRange: (from, to, before) => `${before === 'du' ? '' : 'du '}${weekdays[from]} au ${weekdays[to]}`,
  date: ({ day, month, year }) => {
    const spoken = `${day === 1 ? 'premier' : numbers.cardinal(day)} ${months[month - 1] ?? ''}`;
    return year === undefined ? spoken : `${spoken} ${numbers.cardinal(year)}`;
  },
  time,
  year: (y) => numbers.cardinal(y),
  money: (units, cents, currency) => {
    const [one, many] = currencies[currency];
    if (units === 0 && cents > 0) return `${numbers.cardinal(cents)} ${cents > 1 ? 'centimes' : 'centime'}`;
    const main = `${numbers.cardinalBeforeNoun(units, gender[currency])} ${units > 1 ? many : one}`;
    return cents ? `${main} ${numbers.cardinal(cents)}` : main;
  },
  scaled: { gender: 'm', currency: { USD: 'de dollars', EUR: "d'euros", GBP: 'de livres' } },
  ordinals: [
    [
      /(?<![\p{L}\p{N}])(\d{1,3})(ères?|res?|ers?|èmes?|emes?|e|è)(?![\p{L}\p{N}])/gu,
      ({ groups: [n, suffix] }) => {
        const value = Number(n);
        const feminine = suffix?.startsWith('r') || suffix?.startsWith('èr');
        if (value === 1 && !/^(?:e|è|ème|eme)s?$/.test(suffix ?? ''))
          return numbers.ordinal(1, feminine ? 'f' : 'm');
        return numbers.ordinal(value);
      },
    ],
  ],
  times: [
    [
      /(?<![\p{L}\p{N}:.,])(\d{1,2}) ?h ?(\d{2})?(?![\p{L}\p{N}])/gu,
      ({ match, groups: [h, m] }) => clock(match, h, m),
    ],
  ],
  abbreviations: [
    { written: 'M.', spoken: 'Monsieur', title: true, beforeName: true },
    { written: 'MM.', spoken: 'Messieurs', title: true },
    { written: 'Mme', spoken: 'Madame', title: true },
    { written: 'Mmes', spoken: 'Mesdames', title: true },
    { written: 'Mlle', spoken: 'Mademoiselle', title: true },
    // Written without a full stop by the rules, but often typed with one.
    { written: 'Mme.', spoken: 'Madame', title: true },
    { written: 'Mmes.', spoken: 'Mesdames', title: true },
    { written: 'Mlle.', spoken: 'Mademoiselle', title: true },
    { written: 'Pr.', spoken: 'Professeur', title: true },
    { written: 'Dr', spoken: 'Docteur', title: true },
    { written: 'Dr.', spoken: 'Docteur', title: true },
    { written: 'Pr', spoken: 'Professeur', title: true },
    { written: 'Me', spoken: 'Maître', title: true, beforeName: true },
    { written: 'tél.', spoken: 'téléphone', anyCase: true },
    { written: 'tél', spoken: 'téléphone', anyCase: true },
    { written: 'av.', spoken: 'avenue' },
    { written: 'bd', spoken: 'boulevard' },
    { written: 'env.', spoken: 'environ' },
    { written: 'p. ex.', spoken: 'par exemple' },
    { written: 'etc.', spoken: 'et cetera' },
    { written: 'n°', spoken: 'numéro', anyCase: true },
    { written: 'Cie', spoken: 'compagnie' },
    { written: 'SARL', spoken: 'S A R L' },
  ],
};

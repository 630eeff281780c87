import { assertSpellable, at, groups, type Gender, type NumberSpeller } from './shared';

// Greek numerals agree in gender with what they count: 1, 3, 4, 13, 14, the hundreds and
// "χίλια" change; the default (a bare number) is neuter. Thousands count the feminine noun
// "χιλιάδες" (τρεις χιλιάδες), millions the neuter "εκατομμύρια" (τρία εκατομμύρια).
const neuter = [
  'μηδέν',
  'ένα',
  'δύο',
  'τρία',
  'τέσσερα',
  'πέντε',
  'έξι',
  'επτά',
  'οκτώ',
  'εννέα',
  'δέκα',
  'έντεκα',
  'δώδεκα',
  'δεκατρία',
  'δεκατέσσερα',
  'δεκαπέντε',
  'δεκαέξι',
  'δεκαεπτά',
  'δεκαοκτώ',
  'δεκαεννέα',
];
const tens = [
  '',
  '',
  'είκοσι',
  'τριάντα',
  'σαράντα',
  'πενήντα',
  'εξήντα',
  'εβδομήντα',
  'ογδόντα',
  'ενενήντα',
];
const hundreds = [
  '',
  'εκατό',
  'διακόσια',
  'τριακόσια',
  'τετρακόσια',
  'πεντακόσια',
  'εξακόσια',
  'επτακόσια',
  'οκτακόσια',
  'εννιακόσια',
];

function small(n: number, gender: Gender): string {
  const word = at(neuter, n);
  if (gender === 'n') return word;
  if (n === 1) return gender === 'm' ? 'ένας' : 'μία';
  if (n === 3) return 'τρεις';
  if (n === 4) return 'τέσσερις';
  if (n === 13) return 'δεκατρείς';
  if (n === 14) return 'δεκατέσσερις';
  return word;
}

function below100(n: number, gender: Gender): string {
  if (n < 20) return small(n, gender);
  const u = n % 10;
  return at(tens, Math.floor(n / 10)) + (u ? ` ${small(u, gender)}` : '');
}

function below1000(n: number, gender: Gender): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h === 1) parts.push(r ? 'εκατόν' : 'εκατό');
  else if (h) {
    const word = at(hundreds, h);
    parts.push(gender === 'n' ? word : word.replace(/α$/, gender === 'f' ? 'ες' : 'οι'));
  }
  if (r) parts.push(below100(r, gender));
  return parts.join(' ');
}

function cardinal(n: number, gender: Gender = 'n'): string {
  assertSpellable(n);
  if (n === 0) return 'μηδέν';
  const [b, m, t, u] = groups(n);
  const parts: string[] = [];
  if (b) parts.push(b === 1 ? 'ένα δισεκατομμύριο' : `${below1000(b, 'n')} δισεκατομμύρια`);
  if (m) parts.push(m === 1 ? 'ένα εκατομμύριο' : `${below1000(m, 'n')} εκατομμύρια`);
  if (t)
    parts.push(
      t === 1
        ? gender === 'n'
          ? 'χίλια'
          : gender === 'f'
            ? 'χίλιες'
            : 'χίλιοι'
        : `${below1000(t, 'f')} χιλιάδες`,
    );
  if (u) parts.push(below1000(u, gender));
  return parts.join(' ');
}

// Ordinal stems take the endings -ος/-η/-ο (and -ου/-ης): πρώτος, πρώτη, πρώτο.
const ordUnits = ['', 'πρώτ', 'δεύτερ', 'τρίτ', 'τέταρτ', 'πέμπτ', 'έκτ', 'έβδομ', 'όγδο', 'ένατ'];
const ordTens = [
  '',
  'δέκατ',
  'εικοστ',
  'τριακοστ',
  'τεσσαρακοστ',
  'πεντηκοστ',
  'εξηκοστ',
  'εβδομηκοστ',
  'ογδοηκοστ',
  'ενενηκοστ',
];
const ordHundreds = [
  '',
  'εκατοστ',
  'διακοσιοστ',
  'τριακοσιοστ',
  'τετρακοσιοστ',
  'πεντακοσιοστ',
  'εξακοσιοστ',
  'επτακοσιοστ',
  'οκτακοσιοστ',
  'εννιακοσιοστ',
];
// Unaccented stems take the stress on the ending: εικοστός, εικοστή.
const stressed: Record<string, string> = {
  ος: 'ός',
  η: 'ή',
  ο: 'ό',
  ου: 'ού',
  ης: 'ής',
  ες: 'ές',
  οι: 'οί',
  ων: 'ών',
};

/** form: the ending, 'ο' (neuter, default), 'ος', 'η', 'ου', 'ης'; or a gender 'm' | 'f' | 'n'. */
function ordinal(n: number, form = 'ο'): string {
  const ending = form === 'm' ? 'ος' : form === 'f' ? 'η' : form === 'n' ? 'ο' : form;
  if (n >= 1000) return cardinal(n);
  const r = n % 100;
  const stems: string[] = [];
  if (n >= 100) stems.push(at(ordHundreds, Math.floor(n / 100)));
  if (r === 11) stems.push('ενδέκατ');
  else if (r === 12) stems.push('δωδέκατ');
  else {
    if (r >= 10) stems.push(at(ordTens, Math.floor(r / 10)));
    if (r % 10) stems.push(at(ordUnits, r % 10));
  }
  return stems.map((s) => s + (/[άέήίόύώ]/.test(s) ? ending : (stressed[ending] ?? ending))).join(' ');
}

export const el: NumberSpeller = {
  cardinal,
  cardinalBeforeNoun: (n, gender) => cardinal(n, gender),
  ordinal,
  digit: (d) => at(neuter, d),
};

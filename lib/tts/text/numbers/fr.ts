import { assertSpellable, at, groups, type Gender, type NumberSpeller } from './shared';

// Traditional spelling: hyphens below 100, "et un" for 21–71, "quatre-vingts" and "deux cents"
// with the plural s only when nothing follows (and never before "mille").
const ones = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const tens = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

function below100(n: number, final: boolean): string {
  if (n < 20) return at(ones, n);
  const t = Math.floor(n / 10);
  const u = n % 10;
  if (t === 7 || t === 9) {
    const base = t === 7 ? 'soixante' : 'quatre-vingt';
    if (t === 7 && u === 1) return 'soixante et onze';
    return `${base}-${at(ones, 10 + u)}`;
  }
  if (t === 8) return u ? `quatre-vingt-${at(ones, u)}` : final ? 'quatre-vingts' : 'quatre-vingt';
  if (u === 0) return at(tens, t);
  if (u === 1) return `${at(tens, t)} et un`;
  return `${at(tens, t)}-${at(ones, u)}`;
}

function below1000(n: number, final: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h === 1) parts.push('cent');
  else if (h > 1) parts.push(`${at(ones, h)} ${r === 0 && final ? 'cents' : 'cent'}`);
  if (r) parts.push(below100(r, final));
  return parts.join(' ');
}

function cardinal(n: number, gender: Gender = 'm'): string {
  assertSpellable(n);
  if (n === 0) return 'zéro';
  const [b, m, t, u] = groups(n);
  const parts: string[] = [];
  if (b) parts.push(`${below1000(b, true)} ${b === 1 ? 'milliard' : 'milliards'}`);
  if (m) parts.push(`${below1000(m, true)} ${m === 1 ? 'million' : 'millions'}`);
  if (t) parts.push(t === 1 ? 'mille' : `${below1000(t, false)} mille`);
  if (u) parts.push(below1000(u, true));
  const words = parts.join(' ');
  // "vingt et une heures", "une livre": the final "un" agrees with a feminine noun.
  return gender === 'f' ? words.replace(/(^|[ -])un$/, '$1une') : words;
}

function ordinal(n: number, form = 'm'): string {
  if (n === 1) return form === 'f' ? 'première' : 'premier';
  const words = cardinal(n);
  return words.replace(/[a-zé]+$/, (last) => {
    if (last === 'un') return 'unième';
    if (last === 'cinq') return 'cinquième';
    if (last === 'neuf') return 'neuvième';
    const stem = (last === 'vingts' || last === 'cents' ? last.slice(0, -1) : last).replace(/e$/, '');
    return `${stem}ième`;
  });
}

export const fr: NumberSpeller = {
  cardinal,
  cardinalBeforeNoun: (n, gender) => cardinal(n, gender),
  ordinal,
  digit: (d) => at(ones, d),
};

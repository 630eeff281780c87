import { assertSpellable, at, groups, type Gender, type NumberSpeller } from './shared';

// German writes numbers below a million as one compound word: 2027 "zweitausendsiebenundzwanzig".
const ones = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const tens = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** `final` says whether a lone 1 ends the number ("eins") or prefixes a compound ("ein"). */
function below100(n: number, final: boolean): string {
  if (n === 1) return final ? 'eins' : 'ein';
  if (n < 20) return at(ones, n);
  const u = n % 10;
  const t = at(tens, Math.floor(n / 10));
  return u ? `${u === 1 ? 'ein' : at(ones, u)}und${t}` : t;
}

function below1000(n: number, final: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  return (h ? `${below100(h, false)}hundert` : '') + (r ? below100(r, final) : '');
}

function big(n: number, singular: string, plural: string): string {
  return n === 1 ? `eine ${singular}` : `${below1000(n, true)} ${plural}`;
}

function cardinal(n: number): string {
  assertSpellable(n);
  if (n === 0) return 'null';
  const [b, m, t, u] = groups(n);
  const parts: string[] = [];
  if (b) parts.push(big(b, 'Milliarde', 'Milliarden'));
  if (m) parts.push(big(m, 'Million', 'Millionen'));
  const small = (t ? `${below1000(t, false)}tausend` : '') + (u ? below1000(u, true) : '');
  if (small) parts.push(small);
  return parts.join(' ');
}

function cardinalBeforeNoun(n: number, gender: Gender): string {
  if (n === 1) return gender === 'f' ? 'eine' : 'ein';
  return cardinal(n);
}

/** Ordinal stem with its "t": erst-, zweit-, dritt-, siebt-, zwanzigst-, hundertst-. */
function ordinalStem(n: number): string {
  const special: Record<number, string> = { 1: 'erst', 3: 'dritt', 7: 'siebt', 8: 'acht' };
  const r = n % 100;
  if (n >= 100 && r > 0 && r < 20) return cardinal(n - r) + (special[r] ?? `${at(ones, r)}t`);
  if (n < 20) return special[n] ?? `${at(ones, n)}t`;
  return `${cardinal(n)}st`;
}

/** `form` is the adjective ending: 'er' (default, "dritter Stock"), 'en' ("am fünften"), 'e', 'es', 'em'. */
function ordinal(n: number, form = 'er'): string {
  return ordinalStem(n) + form;
}

/** Years 1100–1999 as Germans say them: 1999 "neunzehnhundertneunundneunzig". */
export function deYear(y: number): string {
  if (y >= 1100 && y < 2000) {
    const r = y % 100;
    return `${below100(Math.floor(y / 100), false)}hundert${r ? below100(r, true) : ''}`;
  }
  return cardinal(y);
}

export const de: NumberSpeller = {
  cardinal,
  cardinalBeforeNoun,
  ordinal,
  digit: (d) => at(ones, d),
};

import { assertSpellable, at, groups, learnedOrdinals, type NumberSpeller } from './shared';

const ones = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const tens = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const hundreds = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** `one` is how a final 1 reads: 'uno' (counting), 'un' (before a masculine noun or "mil"), 'una'. */
function below100(n: number, one: string): string {
  if (n < 30) {
    if (n === 1) return one;
    if (n === 21) return one === 'uno' ? 'veintiuno' : one === 'un' ? 'veintiún' : 'veintiuna';
    return at(ones, n);
  }
  const u = n % 10;
  const t = at(tens, Math.floor(n / 10));
  return u ? `${t} y ${u === 1 ? one : at(ones, u)}` : t;
}

function below1000(n: number, one: string, feminine: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h === 1) parts.push(r ? 'ciento' : 'cien');
  else if (h) parts.push(feminine ? at(hundreds, h).replace(/os$/, 'as') : at(hundreds, h));
  if (r) parts.push(below100(r, one));
  return parts.join(' ');
}

function spell(n: number, one: string, feminine: boolean): string {
  assertSpellable(n);
  if (n === 0) return 'cero';
  const [b, m, t, u] = groups(n);
  // Spanish "billón" is 10^12; 10^9 is "mil millones".
  const millions = b * 1000 + m;
  const parts: string[] = [];
  if (millions) {
    if (millions === 1) parts.push('un millón');
    else {
      const mb = Math.floor(millions / 1000);
      const mm = millions % 1000;
      const w = [
        mb === 1 ? 'mil' : mb ? `${below1000(mb, 'un', false)} mil` : '',
        mm ? below1000(mm, 'un', false) : '',
      ];
      parts.push(`${w.filter(Boolean).join(' ')} millones`);
    }
  }
  if (t) parts.push(t === 1 ? 'mil' : `${below1000(t, feminine ? 'una' : 'un', feminine)} mil`);
  if (u) parts.push(below1000(u, one, feminine));
  return parts.join(' ');
}

const ordUnits = [
  '',
  'primero',
  'segundo',
  'tercero',
  'cuarto',
  'quinto',
  'sexto',
  'séptimo',
  'octavo',
  'noveno',
];
const { tens: ordTens, hundreds: ordHundreds } = learnedOrdinals({
  tens: { 4: 'cuadragésimo', 5: 'quincuagésimo' },
  hundreds: { 3: 'tricentésimo', 4: 'cuadringentésimo', 9: 'noningentésimo' },
});

/** form: 'm' (default), 'f', or 'apocope' ("primer piso", "tercer día"). */
function ordinal(n: number, form = 'm'): string {
  if (n >= 1000) return `${spell(n, 'uno', false)}`;
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h) words.push(at(ordHundreds, h));
  if (r === 11) words.push('undécimo');
  else if (r === 12) words.push('duodécimo');
  else {
    if (r >= 10) words.push(at(ordTens, Math.floor(r / 10)));
    if (r % 10) words.push(at(ordUnits, r % 10));
  }
  const f = (w: string) => (form === 'f' ? w.replace(/o$/, 'a') : w);
  const out = words.map(f);
  // 13–19 are written as one word: decimotercero.
  const joined =
    r > 12 && r < 20 ? [...out.slice(0, -2), `${out.at(-2)?.replace('décim', 'decim')}${out.at(-1)}`] : out;
  const text = joined.join(' ');
  return form === 'apocope' ? text.replace(/(primer|tercer)o$/, '$1') : text;
}

export const es: NumberSpeller = {
  cardinal: (n, gender) => spell(n, gender === 'f' ? 'una' : 'uno', gender === 'f'),
  cardinalBeforeNoun: (n, gender) => spell(n, gender === 'f' ? 'una' : 'un', gender === 'f'),
  ordinal,
  digit: (d) => at(ones, d),
};

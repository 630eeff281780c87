import { assertSpellable, at, groups, type Gender, type NumberSpeller } from './shared';

// Italian writes numbers as one word with vowel elision: ventuno, ventotto, centottanta, duemilaventisette.
const ones = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
  'undici',
  'dodici',
  'tredici',
  'quattordici',
  'quindici',
  'sedici',
  'diciassette',
  'diciotto',
  'diciannove',
];
const tens = [
  '',
  '',
  'venti',
  'trenta',
  'quaranta',
  'cinquanta',
  'sessanta',
  'settanta',
  'ottanta',
  'novanta',
];

function below100(n: number): string {
  if (n < 20) return at(ones, n);
  const u = n % 10;
  const t = at(tens, Math.floor(n / 10));
  if (u === 0) return t;
  if (u === 1 || u === 8) return t.slice(0, -1) + at(ones, u);
  return t + (u === 3 ? 'tré' : at(ones, u));
}

function below1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const head = h === 0 ? '' : h === 1 ? 'cento' : `${at(ones, h)}cento`;
  if (!r) return head;
  const tail = r === 3 && head ? 'tré' : below100(r);
  return head && /^ott/.test(tail) && r >= 80 ? head.slice(0, -1) + tail : head + tail;
}

function cardinal(n: number, gender: Gender = 'm'): string {
  assertSpellable(n);
  if (n === 0) return 'zero';
  const [b, m, t, u] = groups(n);
  const parts: string[] = [];
  if (b) parts.push(b === 1 ? 'un miliardo' : `${below1000(b)} miliardi`);
  if (m) parts.push(m === 1 ? 'un milione' : `${below1000(m)} milioni`);
  const small =
    (t === 0 ? '' : t === 1 ? 'mille' : `${below1000(t)}mila`) +
    (u ? (t && u === 3 ? 'tré' : below1000(u)) : '');
  if (small) parts.push(small);
  const words = parts.join(' ');
  return gender === 'f' && n % 100 === 1 && n % 1000 !== 11 ? words.replace(/uno$/, 'una') : words;
}

function cardinalBeforeNoun(n: number, gender: Gender): string {
  const words = cardinal(n, gender);
  return gender === 'f' ? words : words.replace(/^uno$/, 'un');
}

const ordSmall = [
  '',
  'primo',
  'secondo',
  'terzo',
  'quarto',
  'quinto',
  'sesto',
  'settimo',
  'ottavo',
  'nono',
  'decimo',
];

function ordinal(n: number, form = 'm'): string {
  let word: string;
  if (n <= 10) word = at(ordSmall, n);
  else {
    const c = cardinal(n);
    // ventitré → ventitreesimo, ventisei → ventiseiesimo, undici → undicesimo, mille → millesimo.
    if (c.endsWith('tré')) word = `${c.slice(0, -1)}eesimo`;
    else if (c.endsWith('sei')) word = `${c}esimo`;
    else word = `${c.slice(0, -1)}esimo`;
  }
  return form === 'f' ? word.replace(/o$/, 'a') : word;
}

export const it: NumberSpeller = {
  cardinal,
  cardinalBeforeNoun,
  ordinal,
  digit: (d) => at(ones, d),
};

import { assertSpellable, at, groups, type NumberSpeller } from './shared';

const ones = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const scales = ['billion', 'million', 'thousand', ''];

function below100(n: number): string {
  if (n < 20) return at(ones, n);
  const u = n % 10;
  return at(tens, Math.floor(n / 10)) + (u ? `-${at(ones, u)}` : '');
}

function below1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts = h ? [`${at(ones, h)} hundred`] : [];
  if (r) parts.push(below100(r));
  return parts.join(' ');
}

function cardinal(n: number): string {
  assertSpellable(n);
  if (n === 0) return 'zero';
  return groups(n)
    .map((g, i) => (g ? `${below1000(g)}${at(scales, i) ? ` ${at(scales, i)}` : ''}` : ''))
    .filter(Boolean)
    .join(' ');
}

const irregular: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function ordinal(n: number): string {
  const words = cardinal(n);
  return words.replace(/([a-z]+)$/, (last) => {
    const known = irregular[last];
    if (known) return known;
    if (last.endsWith('y')) return `${last.slice(0, -1)}ieth`;
    return `${last}th`;
  });
}

/** Years as people say them: 1999 "nineteen ninety-nine", 2027 "twenty twenty-seven", 2005 "two thousand five". */
export function enYear(y: number): string {
  if (y < 1100 || y > 2099 || (y >= 2000 && y < 2010)) return cardinal(y);
  const hi = Math.floor(y / 100);
  const lo = y % 100;
  if (lo === 0) return `${below100(hi)} hundred`;
  return `${below100(hi)} ${lo < 10 ? `oh ${at(ones, lo)}` : below100(lo)}`;
}

export const en: NumberSpeller = {
  cardinal,
  cardinalBeforeNoun: (n) => cardinal(n),
  ordinal,
  digit: (d) => at(ones, d),
};

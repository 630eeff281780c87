import { assertSpellable, at, groups, learnedOrdinals, type NumberSpeller } from './shared';

// European Portuguese: dezasseis/dezassete/dezanove, "mil milhões" for 10^9, "e" between every
// part below a thousand and before a last group that is below 100 or a round hundred.
const ones = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezasseis',
  'dezassete',
  'dezoito',
  'dezanove',
];
const tens = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const hundreds = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

function unit(n: number, feminine: boolean): string {
  if (feminine && n === 1) return 'uma';
  if (feminine && n === 2) return 'duas';
  return at(ones, n);
}

function below1000(n: number, feminine: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h === 1 && r === 0) parts.push('cem');
  else if (h) parts.push(feminine ? at(hundreds, h).replace(/os$/, 'as') : at(hundreds, h));
  if (r >= 20) {
    parts.push(at(tens, Math.floor(r / 10)));
    if (r % 10) parts.push(unit(r % 10, feminine));
  } else if (r) parts.push(unit(r, feminine));
  return parts.join(' e ');
}

function spell(n: number, feminine: boolean): string {
  assertSpellable(n);
  if (n === 0) return 'zero';
  const [b, m, t, u] = groups(n);
  const millions = b * 1000 + m;
  const chunks: { words: string; value: number }[] = [];
  if (millions) {
    const mb = Math.floor(millions / 1000);
    const mm = millions % 1000;
    const head = [mb === 1 ? 'mil' : mb ? `${below1000(mb, false)} mil` : '', mm ? below1000(mm, false) : '']
      .filter(Boolean)
      .join(' ');
    chunks.push({ words: millions === 1 ? 'um milhão' : `${head} milhões`, value: millions * 1e6 });
  }
  if (t) chunks.push({ words: t === 1 ? 'mil' : `${below1000(t, feminine)} mil`, value: t * 1000 });
  if (u) chunks.push({ words: below1000(u, feminine), value: u });
  return chunks
    .map((c, i) => {
      if (i === 0) return c.words;
      const last = i === chunks.length - 1;
      const group = c.value >= 1000 ? c.value / 1000 : c.value;
      const groupSmall = group < 100 || group % 100 === 0;
      return last && groupSmall ? `e ${c.words}` : c.words;
    })
    .join(' ');
}

const ordUnits = [
  '',
  'primeiro',
  'segundo',
  'terceiro',
  'quarto',
  'quinto',
  'sexto',
  'sétimo',
  'oitavo',
  'nono',
];
const { tens: ordTens, hundreds: ordHundreds } = learnedOrdinals({
  tens: { 4: 'quadragésimo', 5: 'quinquagésimo' },
  hundreds: { 3: 'trecentésimo', 4: 'quadringentésimo', 9: 'nongentésimo' },
});

function ordinal(n: number, form = 'm'): string {
  if (n >= 1000) return spell(n, form === 'f');
  const words = [
    at(ordHundreds, Math.floor(n / 100)),
    at(ordTens, Math.floor((n % 100) / 10)),
    at(ordUnits, n % 10),
  ];
  return words
    .filter(Boolean)
    .map((w) => (form === 'f' ? w.replace(/o$/, 'a') : w))
    .join(' ');
}

export const pt: NumberSpeller = {
  cardinal: (n, gender) => spell(n, gender === 'f'),
  cardinalBeforeNoun: (n, gender) => spell(n, gender === 'f'),
  ordinal,
  digit: (d) => at(ones, d),
};

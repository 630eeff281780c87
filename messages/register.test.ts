// One register per language across every message file, e-mails included (they live here too):
// Spanish usted, German Sie, French vous, Italian Lei, Portuguese você/o senhor, Greek εσείς.
// A customer addressed formally on the product pages and informally at checkout or in the order
// e-mail notices (#33 item 5). The markers are the informal forms that have no formal reading:
// pronouns, possessives and verb forms of the second person singular (and Italian voi), plus
// Spanish sentence-opening tú imperatives. Ambiguous words ("elige" after "si", French "ton" =
// tone, Italian "sei" = six) are left out on purpose, so a hit is a real slip.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(process.cwd(), 'messages');

/** A whole word (Unicode letters, so "tú" and "σου" are words too), case-insensitive. */
const words = (list: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

const informal: Record<string, RegExp[]> = {
  es: [
    words([
      'tú',
      'tu',
      'tus',
      'te',
      'ti',
      'contigo',
      'tuyos?',
      'tuyas?',
      'puedes',
      'tienes',
      'quieres',
      'debes',
      'estás',
      'eres',
      'has',
      'necesitas',
      'podrás',
      'tendrás',
      'recibirás',
      'verás',
      'inténtalo',
      'revísalos',
      'escúchalos',
      'escúchala',
      'descárgalos',
      'añádelo',
      'añádela',
      'escríbenos',
      'regístrate',
      'ábrelos',
    ]),
    // tú imperatives opening a sentence ("Introduce tu nombre."), where usted says "Introduzca".
    /(?:^|[.!?:]\s+|\{[^{}]*\{)(?:Introduce|Elige|Pulsa|Escribe|Comprueba|Recarga|Completa|Marca|Permite|Solicita|Inicia|Crea|Revisa|Vuelve|Abre|Confirma|Guarda)(?![\p{L}])/u,
  ],
  de: [
    words([
      'du',
      'dich',
      'dir',
      'dein',
      'deine',
      'deinen',
      'deinem',
      'deiner',
      'deines',
      'hast',
      'bist',
      'kannst',
      'willst',
      'musst',
    ]),
  ],
  fr: [
    words(['tu', 'toi', 'ta', 'tes', 'tien', 'tienne', 'peux', 'veux']),
    /(?<![\p{L}])t[’'](?=[aeiouyhéèêà])/iu,
  ],
  it: [
    words([
      'tu',
      'tuo',
      'tua',
      'tuoi',
      'tue',
      'ti',
      'puoi',
      'hai',
      'vuoi',
      'devi',
      'voi',
      'vostro',
      'vostra',
      'vostri',
      'vostre',
      'avete',
      'potete',
      'siete',
      'dovete',
      'volete',
    ]),
  ],
  pt: [
    words([
      'tu',
      'teu',
      'tua',
      'teus',
      'tuas',
      'te',
      'ti',
      'contigo',
      'podes',
      'tens',
      'queres',
      'deves',
      'estás',
      'precisas',
    ]),
  ],
  el: [words(['εσύ', 'σου', 'σένα', 'μπορείς', 'έχεις', 'θέλεις', 'πρέπει να (?:πατήσεις|επιλέξεις)'])],
};

function strings(value: unknown, at: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, at ? `${at}.${k}` : k, out);
  return out;
}

/** Visible text only: tags and ICU argument names are not words the reader sees. */
const visible = (text: string) => text.replace(/<\/?[a-zA-Z][^>]*>/g, ' ');

function informalSlips(locale: string, messages: unknown): string[] {
  const patterns = informal[locale] ?? [];
  return strings(messages, '', [])
    .filter(([, text]) => patterns.some((p) => p.test(visible(text))))
    .map(([key, text]) => `${key}: ${text.slice(0, 120)}`);
}

describe('one register per language', () => {
  const files = readdirSync(dir).filter((f) => /^[a-z]{2}\.json$/.test(f));

  it('covers every language with a formal register', () => {
    expect(files.map((f) => f.slice(0, 2)).sort()).toEqual(['de', 'el', 'en', 'es', 'fr', 'it', 'pt']);
  });

  // The error page's own texts sit in one file keyed by language.
  const errorPage = JSON.parse(readFileSync(path.join(dir, 'error-page.json'), 'utf8')) as Record<
    string,
    unknown
  >;

  for (const file of files) {
    const locale = file.slice(0, 2);
    if (!informal[locale]) continue;
    it(`${locale}: no message (e-mails included) addresses the customer informally`, () => {
      expect(informalSlips(locale, JSON.parse(readFileSync(path.join(dir, file), 'utf8')))).toEqual([]);
      expect(informalSlips(locale, errorPage[locale])).toEqual([]);
    });
  }

  it('catches the slips #33 found (a failing case per language)', () => {
    expect(
      informalSlips('es', { a: 'Tus datos', b: 'Introduce tu nombre.', c: 'Escriba su nombre.' }),
    ).toHaveLength(2);
    expect(
      informalSlips('es', { a: 'Si elige otro idioma, irá a la página.', b: 'Se abre en una pestaña.' }),
    ).toEqual([]);
    expect(informalSlips('de', { a: 'Hast du Fragen?', b: 'Haben Sie Fragen?' })).toHaveLength(1);
    expect(informalSlips('fr', { a: 'Ton panier', b: 'Un ton détendu' })).toHaveLength(0);
    expect(informalSlips('fr', { a: 'Tu peux payer.', b: 'Vous pouvez payer.' })).toHaveLength(1);
    expect(
      informalSlips('it', { a: 'I tuoi dati', b: 'Potete scriverci', c: 'I suoi dati', d: 'sei secondi' }),
    ).toHaveLength(2);
    expect(informalSlips('pt', { a: 'Os teus dados', b: 'Os seus dados' })).toHaveLength(1);
    expect(informalSlips('el', { a: 'Το καλάθι σου', b: 'Το καλάθι σας' })).toHaveLength(1);
  });
});

// Every greeting template and every IVR prompt, in every language, read as a caller hears them:
// filled with the language's example values (the studio's and the builder's defaults) and with a
// second set of realistic values (hours with and without their preposition, a one-word and a
// three-word company). The rule (lib/greeting/templates/types.ts): a field value carries its own
// preposition, a phrase never puts one before it, so no value can make "von von" or "de de".
import { describe, expect, it } from 'vitest';
import { exampleValues, templatesFor, type TemplateFieldId } from '../greeting/templates';
import { fillTemplate } from '../greeting/templates/fill';
import { useCases } from '../greeting/spec-values';
import { locales, type Locale } from '../i18n/locales';
import { industries, ivrTemplate } from './templates';
import { ivrLanguage } from './language';

type Values = Partial<Record<TemplateFieldId, string>>;

/**
 * French puts a space before « ; : ! ? » (a plain space, as everywhere else on the site and in what
 * visitors type); the other languages never put one before punctuation.
 */
function problems(text: string, locale: Locale): string[] {
  const found: string[] = [];
  const unfilled = text.match(/\{[^}]*\}/g);
  if (unfilled) found.push(`unfilled ${unfilled.join(' ')}`);
  if (/ {2}/.test(text)) found.push('double space');
  if (/\s$|^\s/.test(text)) found.push('space at an end');
  // Any word twice in a row, also across a comma ("de, de"); numbers ("9, 9") are not words.
  const doubled = text
    .toLocaleLowerCase(locale)
    .match(/(?<![\p{L}\p{N}])([\p{L}]+)[\s,]+\1(?![\p{L}\p{N}])/gu);
  if (doubled) found.push(`doubled ${doubled.join(' | ')}`);
  if (locale === 'fr') {
    const tight = text.match(/[\p{L}\p{N})»}][;:!?](?=\s|$)/gu);
    if (tight) found.push(`no space before ${tight.join(' ')}`);
    const spaced = text.match(/\s[.,](?!\d)/g);
    if (spaced) found.push(`space before ${spaced.join(' ')}`);
  } else {
    const spaced = text.match(/\s[.,;:!?](?![\p{L}\p{N}])/gu);
    if (spaced) found.push(`space before ${spaced.join(' ')}`);
  }
  // A preposition glued to an article the value brought: "de el", "de o", "à le".
  const contraction: Partial<Record<Locale, RegExp>> = {
    es: /(?<![\p{L}])(de|a) el(?![\p{L}])/giu,
    pt: /(?<![\p{L}])(de|em|por|a) (o|a|os|as)(?![\p{L}])/giu,
    fr: /(?<![\p{L}])(de|à) (le|les)(?![\p{L}])/giu,
    it: /(?<![\p{L}])(di|a|da|in|su) (il|lo|la|i|gli|le)(?![\p{L}])/giu,
  };
  const glued = contraction[locale] && text.match(contraction[locale]);
  if (glued) found.push(`uncontracted ${glued.join(' | ')}`);
  return found;
}

/** Realistic values a visitor types, per language: hours without and with their preposition. */
const realistic: Record<
  Locale,
  { bare: Values; withPreposition: Values; oneWord: string; threeWords: string }
> = {
  en: {
    bare: { days: 'Monday to Friday', hours: '9 AM to 6 PM' },
    withPreposition: { days: 'from Monday to Friday', hours: 'from 9 AM to 6 PM' },
    oneWord: 'Hartley',
    threeWords: 'Hartley Property Partners',
  },
  de: {
    bare: { days: 'Montag bis Freitag', hours: '9 bis 18 Uhr' },
    withPreposition: { days: 'von Montag bis Freitag', hours: 'von 9 bis 18 Uhr' },
    oneWord: 'Hartley',
    threeWords: 'Hausverwaltung Schmidt GmbH',
  },
  el: {
    bare: { days: 'Δευτέρα έως Παρασκευή', hours: '9:00 έως 18:00' },
    withPreposition: { days: 'από Δευτέρα έως Παρασκευή', hours: 'από τις 9:00 έως τις 18:00' },
    oneWord: 'Αστέρι',
    threeWords: 'Ξενοδοχείο Γαλάζια Θάλασσα',
  },
  es: {
    bare: { days: 'lunes a viernes', hours: '9:00 a 18:00' },
    withPreposition: { days: 'de lunes a viernes', hours: 'de 9:00 a 18:00' },
    oneWord: 'Hartley',
    threeWords: 'Hotel Mar Azul',
  },
  fr: {
    bare: { days: 'lundi au vendredi', hours: '9 h à 18 h' },
    withPreposition: { days: 'du lundi au vendredi', hours: 'de 9 h à 18 h' },
    oneWord: 'Hartley',
    threeWords: 'Hôtel Belle Rive',
  },
  it: {
    bare: { days: 'lunedì-venerdì', hours: '9-18' },
    withPreposition: { days: 'dal lunedì al venerdì', hours: 'dalle 9 alle 18' },
    oneWord: 'Hartley',
    threeWords: 'Hotel Mare Blu',
  },
  pt: {
    bare: { days: 'segunda a sexta-feira', hours: '9h às 18h' },
    withPreposition: { days: 'de segunda a sexta-feira', hours: 'das 9h às 18h' },
    oneWord: 'Hartley',
    threeWords: 'Hotel Mar Azul',
  },
};

/** The value sets of a language: none (the examples), then the visitor's in four combinations. */
function valueSets(locale: Locale): [string, Values][] {
  const r = realistic[locale];
  return [
    ['examples', {}],
    ['bare hours, one-word company', { ...r.bare, company: r.oneWord }],
    ['bare hours, three-word company', { ...r.bare, company: r.threeWords }],
    ['hours with preposition, one-word company', { ...r.withPreposition, company: r.oneWord }],
    ['hours with preposition, three-word company', { ...r.withPreposition, company: r.threeWords }],
  ];
}

describe('the phrasing check itself', () => {
  it('finds what the issue found, and passes good French typography', () => {
    expect(problems('Wir sind Montag bis Freitag von von 8 bis 17 Uhr für Sie da.', 'de')).toEqual([
      'doubled von von',
    ]);
    expect(problems('Nuestro horario es de de lunes a viernes.', 'es')).toEqual(['doubled de de']);
    expect(problems('Hello {website} .', 'en')).toEqual(['unfilled {website}', 'space before  .']);
    expect(problems('Merci !  Bonjour: oui ?', 'fr')).toEqual(['double space', 'no space before r:']);
    expect(problems('Le saviez-vous ? Merci ; à bientôt !', 'fr')).toEqual([]);
    expect(problems('Thanks !', 'en')).toEqual(['space before  !']);
    expect(problems('le pasamos con de el estado', 'es')).toEqual(['uncontracted de el']);
  });
});

describe('greeting templates read right with every value', () => {
  for (const locale of locales) {
    it(locale, () => {
      const found: string[] = [];
      for (const [set, values] of valueSets(locale))
        for (const useCase of useCases)
          for (const template of templatesFor(locale, useCase)) {
            const text = fillTemplate(template.text, values, exampleValues(locale));
            for (const p of problems(text, locale)) found.push(`${useCase}/${template.id} (${set}): ${p}`);
          }
      expect(found).toEqual([]);
    });
  }
});

describe('IVR prompts read right with every value', () => {
  for (const locale of locales) {
    it(locale, () => {
      const found: string[] = [];
      for (const [set, values] of valueSets(locale))
        for (const industry of industries) {
          const tree = ivrTemplate(industry, ivrLanguage(locale), values, exampleValues(locale));
          for (const prompt of tree.prompts)
            for (const p of problems(prompt.text, locale))
              found.push(`${industry}/${prompt.id} (${set}): ${p}`);
        }
      expect(found).toEqual([]);
    });
  }
});

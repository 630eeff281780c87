import { describe, expect, it } from 'vitest';
import { limits } from '../greeting/spec-values';
import { fillTemplate, templatesByLocale } from '../greeting/templates';
import { locales } from '../i18n/locales';
import { spokenWordCount, validateText } from '../tts/text';
import { pricePoints, tierIds, tierMaxWords } from './price-list';
import { tierFor } from './pricing';

/** The longest script of a language: its templates, filled with the examples, repeated to the limit. */
function fullScript(locale: (typeof locales)[number]): string {
  const data = templatesByLocale[locale];
  const sentences = Object.values(data.byUseCase)
    .flat()
    .map((t) => fillTemplate(t.text, {}, data.examples).replace(/\[[^\]]*\]/g, ''))
    .join(' ');
  let text = '';
  for (const word of sentences.split(/\s+/)) {
    const next = text ? `${text} ${word}` : word;
    if (next.length > limits.textMaxChars) break;
    text = next;
  }
  return text;
}

describe('the tiers and the script limit agree', () => {
  it('every tier has a word range that starts above the one before', () => {
    const bounds = tierIds.map((id) => tierMaxWords[id]);
    expect(bounds.at(-1)).toBeNull();
    const finite = bounds.slice(0, -1) as number[];
    expect(finite).toEqual([...finite].sort((a, b) => a - b));
    for (const currency of Object.keys(pricePoints) as (keyof typeof pricePoints)[]) {
      const prices = tierIds.map((id) => pricePoints[currency][id]);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  for (const locale of locales) {
    it(`${locale}: a script at the ${limits.textMaxChars}-character limit reaches the last tier`, () => {
      const text = fullScript(locale);
      expect(validateText(text).ok).toBe(true);
      const words = spokenWordCount(text, locale);
      expect(tierFor(words)).toBe(tierIds.at(-1));
      // With room to spare, not only with the shortest words.
      const lastBoundary = tierMaxWords[tierIds.at(-2)!]!;
      expect(words).toBeGreaterThan(lastBoundary * 1.2);
    });
  }
});

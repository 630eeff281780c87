// Text handling for speech synthesis: what the visitor typed → what an engine can read right.
// Pure TypeScript (no DOM, no Node): the studio runs validateText/countCharacters in the
// browser for the live counter, and the server runs prepareText before every synthesis.
import { countWords, withoutPauses } from '../../greeting/script';
import type { Locale } from '../../i18n/locales';
import { normalizeForSpeech } from './normalize';
import { applyPronunciations, type Pronunciation } from './pronounce';
import { segmentText } from './segment';
import { validateText } from './validate';
import type { Segment, TextIssue } from './types';

export type { Segment, TextIssue } from './types';
export { countCharacters, validateText, textLimit } from './validate';
export { segmentText } from './segment';
export { normalizeForSpeech } from './normalize';
export { escapeSsml } from './escape-ssml';
export type { Pronunciation } from './pronounce';

/**
 * Everything in order: validate → apply the pronunciation dictionary → segment → normalize each
 * speech segment. Pauses pass through. The limits apply to the text as typed; the dictionary's
 * "sounds like" spellings are then read by the same rules as the visitor's own words.
 */
export function prepareText(
  raw: string,
  locale: Locale,
  pronunciations: readonly Pronunciation[] = [],
): { ok: true; segments: Segment[] } | { ok: false; issue: TextIssue } {
  const valid = validateText(raw);
  if (!valid.ok) return valid;
  const segments: Segment[] = [];
  for (const segment of segmentText(applyPronunciations(valid.text, pronunciations, locale))) {
    if (segment.kind === 'pause') {
      segments.push(segment);
      continue;
    }
    const text = normalizeForSpeech(segment.text, locale);
    // A segment of punctuation alone gives the engine nothing to say.
    if (/[\p{L}\p{N}]/u.test(text)) segments.push({ kind: 'speech', text });
  }
  if (!segments.some((s) => s.kind === 'speech')) return { ok: false, issue: { code: 'empty' } };
  return { ok: true, segments };
}

/**
 * The words the engine will speak: the text after validation, the pronunciation dictionary,
 * segmentation and normalization ("10:30" → "ten thirty"), pause tokens removed, everything else
 * counted. The price is set by this count, so a dictionary entry that says one word as three
 * ("IBM" → "eye bee em") counts three, for every engine alike (a cloud voice's <sub alias> speaks
 * the same words). Text the pipeline refuses is counted as typed (never as nothing).
 */
export function spokenWordCount(
  raw: string,
  locale: Locale,
  pronunciations: readonly Pronunciation[] = [],
): number {
  const prepared = prepareText(raw, locale, pronunciations);
  // Nothing to say is nothing to count; text refused for its length or characters is counted as typed.
  if (!prepared.ok) return prepared.issue.code === 'empty' ? 0 : countWords(withoutPauses(raw));
  return prepared.segments.reduce((sum, s) => sum + (s.kind === 'speech' ? countWords(s.text) : 0), 0);
}

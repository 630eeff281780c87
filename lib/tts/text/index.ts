// Text handling for speech synthesis: what the visitor typed → what an engine can read right.
// Pure TypeScript (no DOM, no Node): the studio runs validateText/countCharacters in the
// browser for the live counter, and the server runs prepareText before every synthesis.
import { countWords, withoutPauses } from '../../greeting/script';
import type { Locale } from '../../i18n/locales';
import { normalizeForSpeech } from './normalize';
import { segmentText } from './segment';
import { validateText } from './validate';
import type { Segment, TextIssue } from './types';

export type { Segment, TextIssue } from './types';
export { countCharacters, validateText, textLimit } from './validate';
export { segmentText } from './segment';
export { normalizeForSpeech } from './normalize';
export { escapeSsml } from './escape-ssml';

/** Everything in order: validate → segment → normalize each speech segment. Pauses pass through. */
export function prepareText(
  raw: string,
  locale: Locale,
): { ok: true; segments: Segment[] } | { ok: false; issue: TextIssue } {
  const valid = validateText(raw);
  if (!valid.ok) return valid;
  const segments: Segment[] = [];
  for (const segment of segmentText(valid.text)) {
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
 * The words the engine will speak: the text after validation, segmentation and normalization
 * ("10:30" → "ten thirty"), pause tokens removed, everything else counted. The price is set by
 * this count. Text the pipeline refuses is counted as typed (never as nothing).
 */
export function spokenWordCount(raw: string, locale: Locale): number {
  const prepared = prepareText(raw, locale);
  // Nothing to say is nothing to count; text refused for its length or characters is counted as typed.
  if (!prepared.ok) return prepared.issue.code === 'empty' ? 0 : countWords(withoutPauses(raw));
  return prepared.segments.reduce((sum, s) => sum + (s.kind === 'speech' ? countWords(s.text) : 0), 0);
}

// How long the voice of a script will last, read the way the engines read it: the same text
// pipeline (prepareText: dictionary, pause tokens, "8 bis 17 Uhr" → "acht bis siebzehn Uhr"),
// the same sentence split and joins as lib/tts/synthesize, and each language's speaking time at
// the studio's 1.0× (every voice's `pace` sets it to about 150 words a minute on the templates).
// A words-at-2.5-per-second guess said 0:31 for a German greeting the engine spoke in 0:40 (#33):
// German words are long, phone numbers are read digit by digit, and every sentence adds a gap.
// Pure TypeScript: the studio's length readout and the content pages run it (the readout loads it
// on demand, see features/mixer/total-length.tsx). spoken-length.test.ts holds it to ±10 % of
// real renders of every template by each language's default voice.
import { countWords, estimateSpokenSeconds } from '../../greeting/script';
import type { Locale } from '../../i18n/locales';
import { prepareText, type Pronunciation } from './index';
import { EDGE_SECONDS, SENTENCE_GAP_SECONDS, splitSentences } from './sentences';

/**
 * Seconds each unit of a sentence adds at 1.0× (least squares against real renders of every
 * template by the language's default voice, relative error weighted; bench/pace.bench.ts measures
 * the same voices). Letters carry most of it; words add their joins; commas, semicolons and colons
 * a short breath; `sentence` is the fall at a sentence's end, before the fixed gap.
 */
export const speechTiming: Record<Locale, { letter: number; word: number; comma: number; sentence: number }> =
  {
    en: { letter: 0.0416, word: 0.142, comma: 0.3713, sentence: 0.2352 },
    de: { letter: 0.058, word: 0.0522, comma: 0.1476, sentence: 0.2264 },
    el: { letter: 0.0674, word: 0, comma: 0.3564, sentence: 0.0523 },
    es: { letter: 0.0495, word: 0.0578, comma: 0.1182, sentence: 0.7404 },
    fr: { letter: 0.0493, word: 0.0763, comma: 0.5972, sentence: 0 },
    it: { letter: 0.0487, word: 0.0249, comma: 0.4076, sentence: 0.7059 },
    pt: { letter: 0.073, word: 0, comma: 0.2071, sentence: 0.0936 },
  };

function sentenceSeconds(sentence: string, locale: Locale): number {
  const t = speechTiming[locale];
  const letters = sentence.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const commas = sentence.match(/[,;:]/g)?.length ?? 0;
  return letters * t.letter + countWords(sentence) * t.word + commas * t.comma + t.sentence;
}

/**
 * The voice's length in seconds, as the engines will make it: speech at `speed` (the studio's
 * slider), pauses and the gaps between sentences as they are, plus the silence at both ends.
 * Text the pipeline refuses (too long, control characters) falls back to the rough word estimate.
 */
export function estimateVoiceSeconds(
  text: string,
  locale: Locale,
  speed: number,
  pronunciations: readonly Pronunciation[] = [],
): number {
  const prepared = prepareText(text, locale, pronunciations);
  if (!prepared.ok) return prepared.issue.code === 'empty' ? 0 : estimateSpokenSeconds(text, speed);
  let speech = 0;
  let fixed = 2 * EDGE_SECONDS;
  let previousSpeech = false;
  for (const segment of prepared.segments) {
    if (segment.kind === 'pause') {
      fixed += segment.seconds;
      previousSpeech = false;
      continue;
    }
    for (const sentence of splitSentences(segment.text)) {
      // lib/tts/assemble leaves a gap only between two spoken sentences, not next to a pause.
      if (previousSpeech) fixed += SENTENCE_GAP_SECONDS;
      previousSpeech = true;
      speech += sentenceSeconds(sentence, locale);
    }
  }
  return speech / Math.max(0.5, speed) + fixed;
}

// Turning engine output into one greeting: trim each piece's own silence, put every piece on
// one sample rate, join with deliberate gaps, and bring the whole to one loudness. Engines emit
// 16–32 kHz at very different levels; after this, every voice sounds alike in level and timing.
import { normalizeLoudness } from '../audio/normalize';
import { resample } from '../audio/resample';
import type { EngineAudio } from './engine';

export const OUTPUT_SAMPLE_RATE = 24_000;
export const LOUDNESS = { targetLufs: -18, truePeakDb: -1 } as const;
/** Silence before the first and after the last word. */
export const EDGE_SECONDS = 0.1;
/** Gap between sentences synthesized separately (about what the engines leave themselves). */
export const SENTENCE_GAP_SECONDS = 0.35;

/** Speech already conformed to OUTPUT_SAMPLE_RATE (see conform), or a pause. */
export type Piece =
  { kind: 'speech'; samples: Float32Array; gapAfter: number } | { kind: 'pause'; seconds: number };

/** Cut leading and trailing samples below `thresholdDb` (peak), keeping `keepSeconds` of fade room. */
export function trimSilence(audio: EngineAudio, thresholdDb = -50, keepSeconds = 0.02): EngineAudio {
  const threshold = 10 ** (thresholdDb / 20);
  const { samples, sampleRate } = audio;
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]!) < threshold) start++;
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]!) < threshold) end--;
  if (start >= end) return { samples: new Float32Array(0), sampleRate };
  const keep = Math.round(keepSeconds * sampleRate);
  return {
    samples: samples.subarray(Math.max(0, start - keep), Math.min(samples.length, end + keep)),
    sampleRate,
  };
}

/**
 * Trim a piece of engine output and bring it to OUTPUT_SAMPLE_RATE. Done as each piece arrives,
 * so the main thread resamples one sentence run while the workers still speak the next.
 */
export function conform(audio: EngineAudio): Float32Array {
  const trimmed = trimSilence(audio);
  if (trimmed.sampleRate === OUTPUT_SAMPLE_RATE) return trimmed.samples;
  return resample(trimmed.samples, trimmed.sampleRate, OUTPUT_SAMPLE_RATE);
}

/** Join conformed pieces into one loudness-normalized mono greeting at OUTPUT_SAMPLE_RATE. */
export function assemble(pieces: Piece[]): EngineAudio {
  const rate = OUTPUT_SAMPLE_RATE;
  const edge = Math.round(EDGE_SECONDS * rate);
  const lengths = pieces.map((piece, i) => {
    if (piece.kind === 'pause') return Math.round(piece.seconds * rate);
    const next = pieces[i + 1];
    return piece.samples.length + (next?.kind === 'speech' ? Math.round(piece.gapAfter * rate) : 0);
  });
  const joined = new Float32Array(edge + lengths.reduce((n, l) => n + l, 0) + edge);
  let offset = edge;
  pieces.forEach((piece, i) => {
    if (piece.kind === 'speech') joined.set(piece.samples, offset);
    offset += lengths[i]!;
  });
  return { samples: normalizeLoudness(joined, rate, LOUDNESS).samples, sampleRate: rate };
}

/**
 * Split speech into at most `parts` runs of whole sentences with similar length, so a long
 * greeting is synthesized by several workers at once. Engines treat sentences independently,
 * so the result sounds the same as one long synthesis.
 */
export function splitSentences(text: string, parts: number): string[] {
  // A sentence ends at . ! ? … (and the Greek question mark ";") followed by a capital, a digit or
  // an opening mark; a colon or a lower-case continuation is not an end (that would add a pause).
  const sentences = text
    .split(/(?<=[.!?;…\u037E])\s+(?=[\p{Lu}\p{N}¿¡"“«])|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  if (parts <= 1 || sentences.length <= 1) return [text.trim()];
  const total = sentences.reduce((n, s) => n + s.length, 0);
  const target = total / Math.min(parts, sentences.length);
  const runs: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length / 2 > target && runs.length < parts - 1) {
      runs.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) runs.push(current);
  return runs;
}

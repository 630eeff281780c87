// Turning engine output into one greeting: trim each sentence's own silence, put every sentence
// on one sample rate with short fades at its edges, join with deliberate gaps, and bring the whole
// to one loudness. Engines emit 16–32 kHz at very different levels; after this, every voice sounds
// alike in level and timing, and a sentence sounds the same whichever greeting it was joined into.
import { dbToGain } from '../audio/gain';
import { integratedLoudness, truePeak } from '../audio/loudness';
import { normalizeLoudness } from '../audio/normalize';
import { resample } from '../audio/resample';
import type { EngineAudio } from './engine';
// The timing of the join and the sentence split live in lib/tts/text/sentences.ts (no DSP there),
// so the studio's length estimate reads them without pulling the audio code into the browser.
import { EDGE_SECONDS } from './text/sentences';

export { EDGE_SECONDS, SENTENCE_GAP_SECONDS, splitSentences } from './text/sentences';

export const OUTPUT_SAMPLE_RATE = 24_000;
export const LOUDNESS = { targetLufs: -18, truePeakDb: -1 } as const;
/** Raised-cosine fade at both ends of every sentence, so a join never starts or ends on a step. */
export const FADE_SECONDS = 0.005;
/** Leading/trailing samples below this peak level (dBFS) are silence to trimSilence. */
const TRIM_THRESHOLD_DB = -50;
/** Room kept around the first and last audible sample (the fade lives inside it). */
const TRIM_KEEP_SECONDS = 0.02;

/** normalizeLoudness's default: near-silence is not turned into loud noise. */
const MAX_GAIN_DB = 30;

/**
 * Speech already conformed to OUTPUT_SAMPLE_RATE (see conform) with its true peak when known
 * (see conformedPeak), or a pause.
 */
export type Piece =
  | { kind: 'speech'; samples: Float32Array; gapAfter: number; truePeak?: number }
  | { kind: 'pause'; seconds: number };

/**
 * The true peak of a conformed sentence. Sentences are faded to zero and joined with at least
 * EDGE_SECONDS of silence between them (far more than the 6-sample reach of the oversampling
 * filter), so the joined greeting's true peak is exactly the largest of its sentences' — which
 * are measured as each sentence arrives (or come from the sentence cache), not after the join.
 */
export function conformedPeak(samples: Float32Array): number {
  return truePeak(samples, OUTPUT_SAMPLE_RATE);
}

/** Cut leading and trailing samples below `thresholdDb` (peak), keeping `keepSeconds` of fade room. */
export function trimSilence(
  audio: EngineAudio,
  thresholdDb = TRIM_THRESHOLD_DB,
  keepSeconds = TRIM_KEEP_SECONDS,
): EngineAudio {
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

/** Fade `samples` in and out over `seconds` (raised cosine), in place. */
export function fadeEdges(samples: Float32Array, sampleRate: number, seconds = FADE_SECONDS): void {
  const n = Math.min(Math.round(seconds * sampleRate), Math.floor(samples.length / 2));
  const last = samples.length - 1;
  for (let i = 0; i < n; i++) {
    // Sample i gets weight (1 − cos(π·(i + ½)/n)) / 2: never exactly 0 or 1 inside the ramp.
    const w = 0.5 - 0.5 * Math.cos((Math.PI * (i + 0.5)) / n);
    samples[i]! *= w;
    samples[last - i]! *= w;
  }
}

/**
 * One sentence of engine output, ready to join: silence trimmed, at OUTPUT_SAMPLE_RATE, faded at
 * both ends. Returns a buffer of its own (the sentence cache keeps it). Done as each sentence
 * arrives, so the main thread resamples one sentence while the workers still speak the next.
 */
export function conform(audio: EngineAudio): Float32Array {
  const trimmed = trimSilence(audio);
  const samples =
    trimmed.sampleRate === OUTPUT_SAMPLE_RATE
      ? trimmed.samples.slice()
      : resample(trimmed.samples, trimmed.sampleRate, OUTPUT_SAMPLE_RATE);
  fadeEdges(samples, OUTPUT_SAMPLE_RATE);
  return samples;
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
  return { samples: normalizeJoined(joined, pieces), sampleRate: rate };
}

/**
 * Loudness is measured once, on the joined greeting (not per sentence), so sentences keep their
 * natural level relative to each other. When every sentence's true peak is known and the gain to
 * the target keeps it under the ceiling (Flite's voices, typically), the gain is applied directly;
 * otherwise normalizeLoudness measures and limits. `joined` is ours, so both work in place.
 */
function normalizeJoined(joined: Float32Array, pieces: Piece[]): Float32Array {
  const rate = OUTPUT_SAMPLE_RATE;
  let peak = 0;
  for (const piece of pieces) {
    if (piece.kind !== 'speech') continue;
    if (piece.truePeak === undefined)
      return normalizeLoudness(joined, rate, { ...LOUDNESS, inPlace: true }).samples;
    peak = Math.max(peak, piece.truePeak);
  }
  const lufs = integratedLoudness(joined, rate);
  if (lufs === -Infinity) return joined;
  const gain = dbToGain(Math.min(LOUDNESS.targetLufs - lufs, MAX_GAIN_DB));
  if (peak * gain > dbToGain(LOUDNESS.truePeakDb)) {
    return normalizeLoudness(joined, rate, { ...LOUDNESS, inPlace: true }).samples;
  }
  for (let i = 0; i < joined.length; i++) joined[i]! *= gain;
  return joined;
}

import { describe, expect, it } from 'vitest';
import { integratedLoudness, truePeak, truePeakDb } from '../audio/loudness';
import { assemble, conform, conformedPeak, LOUDNESS, OUTPUT_SAMPLE_RATE, type Piece } from './assemble';

/** A "sentence": a burst of harmonics with a given level and crest, at 16 kHz like Flite. */
function sentence(seconds: number, level: number, spike = 0): Float32Array {
  const rate = 16_000;
  const out = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    out[i] = level * (Math.sin(2 * Math.PI * 150 * t) + 0.5 * Math.sin(2 * Math.PI * 450 * t + 1));
  }
  // A short click makes the sentence peaky: normalizing it to the target needs the limiter.
  if (spike) out.fill(spike, out.length >> 1, (out.length >> 1) + 3);
  return conform({ samples: out, sampleRate: rate });
}

function pieces(sentences: Float32Array[], withPeaks: boolean): Piece[] {
  return sentences.map((samples) => ({
    kind: 'speech',
    samples: samples.slice(),
    gapAfter: 0.35,
    truePeak: withPeaks ? conformedPeak(samples) : undefined,
  }));
}

describe('assemble', () => {
  it("the joined greeting's true peak is its loudest sentence's", () => {
    const sentences = [sentence(1, 0.1), sentence(0.6, 0.3), sentence(0.8, 0.05)];
    const joined = assemble(pieces(sentences, false));
    const scale = joined.samples[Math.round(0.1 * OUTPUT_SAMPLE_RATE) + 5000]! / sentences[0]![5000]!;
    const expected = Math.max(...sentences.map(conformedPeak)) * scale;
    expect(truePeak(joined.samples, OUTPUT_SAMPLE_RATE)).toBeCloseTo(expected, 5);
  });

  it('with measured peaks, normalizes exactly like the full path when no limiting is needed', () => {
    const sentences = [sentence(1, 0.1), sentence(0.6, 0.12)];
    const fast = assemble(pieces(sentences, true));
    const full = assemble(pieces(sentences, false));
    expect(integratedLoudness(fast.samples, fast.sampleRate)).toBeCloseTo(LOUDNESS.targetLufs, 1);
    expect(fast.samples.length).toBe(full.samples.length);
    let most = 0;
    for (let i = 0; i < fast.samples.length; i++)
      most = Math.max(most, Math.abs(fast.samples[i]! - full.samples[i]!));
    expect(most).toBeLessThan(1e-3);
  });

  it('still limits a peaky greeting to the true-peak ceiling when peaks are known', () => {
    const out = assemble(pieces([sentence(1, 0.02, 0.9), sentence(1, 0.02)], true));
    expect(truePeakDb(out.samples, out.sampleRate)).toBeLessThanOrEqual(LOUDNESS.truePeakDb + 0.05);
    expect(Math.abs(integratedLoudness(out.samples, out.sampleRate) - LOUDNESS.targetLufs)).toBeLessThan(1);
  });
});

import { describe, expect, it } from 'vitest';
import { estimateSpokenSeconds } from '../../greeting/script';
import { exampleValues, fillTemplate, findTemplate } from '../../greeting/templates';
import { EDGE_SECONDS, SENTENCE_GAP_SECONDS } from './sentences';
import { estimateVoiceSeconds, speechTiming } from './spoken-length';

// Accuracy against real renders lives in lib/tts/default-voices.test.ts; these pin the structure.
describe('estimateVoiceSeconds', () => {
  it('is nothing for nothing to say, and the silent edges for a single word', () => {
    expect(estimateVoiceSeconds('   ', 'en', 1)).toBe(0);
    const t = speechTiming.en;
    expect(estimateVoiceSeconds('Hello', 'en', 1)).toBeCloseTo(
      5 * t.letter + t.word + t.sentence + 2 * EDGE_SECONDS,
      6,
    );
  });

  it('adds pause tokens as written and a fixed gap between sentences, unscaled by the speed', () => {
    const one = estimateVoiceSeconds('Hello.', 'en', 1);
    expect(estimateVoiceSeconds('Hello. [pause 2s] Hello.', 'en', 1)).toBeCloseTo(
      2 * one - 2 * EDGE_SECONDS + 2,
      6,
    );
    expect(estimateVoiceSeconds('Hello. Hello.', 'en', 1)).toBeCloseTo(
      2 * one - 2 * EDGE_SECONDS + SENTENCE_GAP_SECONDS,
      6,
    );
    const speech = one - 2 * EDGE_SECONDS;
    expect(estimateVoiceSeconds('Hello.', 'en', 2)).toBeCloseTo(speech / 2 + 2 * EDGE_SECONDS, 6);
  });

  it('reads numbers as the engine says them: "8 bis 17 Uhr" takes longer than its four characters', () => {
    expect(estimateVoiceSeconds('Von 8 bis 17 Uhr.', 'de', 1)).toBeGreaterThan(
      estimateVoiceSeconds('Von A bis B Uhr.', 'de', 1) + 0.5,
    );
  });

  it('no longer gives the German out-of-hours greeting a quarter too short (#33: 0:31 for 0:40)', () => {
    const text = fillTemplate(findTemplate('de', 'out-of-hours', 'professional').text, exampleValues('de'));
    // The render is about 35 s (default-voices.test.ts); words at 2.5/s said about 27.
    expect(estimateVoiceSeconds(text, 'de', 1)).toBeGreaterThan(estimateSpokenSeconds(text, 1) * 1.15);
  });

  it('falls back to the rough estimate for text the pipeline refuses', () => {
    const long = 'word '.repeat(400);
    expect(estimateVoiceSeconds(long, 'en', 1)).toBeCloseTo(estimateSpokenSeconds(long, 1), 6);
  });
});

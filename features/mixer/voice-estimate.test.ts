import { describe, expect, it } from 'vitest';
import { estimateVoiceSeconds } from './voice-estimate';

describe('estimateVoiceSeconds', () => {
  it('counts words at 2.5 per second, scaled by speed', () => {
    expect(estimateVoiceSeconds('one two three four five', 1)).toBeCloseTo(2, 6);
    expect(estimateVoiceSeconds('one two three four five', 1.25)).toBeCloseTo(1.6, 6);
  });
  it('adds pause tokens (clamped to 0.1–5 s) and ignores punctuation-only tokens', () => {
    expect(estimateVoiceSeconds('Hello – there [pause 1.5s] friend [pause 9s]', 1)).toBeCloseTo(
      3 / 2.5 + 1.5 + 5,
      6,
    );
    expect(estimateVoiceSeconds('Γεια σας [pause 0,5s]', 1)).toBeCloseTo(2 / 2.5 + 0.5, 6);
  });
  it('is 0 for empty text', () => {
    expect(estimateVoiceSeconds('   ', 1)).toBe(0);
  });
});

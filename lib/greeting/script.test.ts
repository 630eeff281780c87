import { describe, expect, it } from 'vitest';
import { countWords, estimateSpokenSeconds, pauseTotalSeconds, splitScript, withoutPauses } from './script';

describe('splitScript', () => {
  it('keeps text and pause tokens in order, with the token as written', () => {
    expect(splitScript('Hi [pause 1.5s] there[PAUSE]')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'pause', seconds: 1.5, token: '[pause 1.5s]' },
      { kind: 'text', text: ' there' },
      { kind: 'pause', seconds: 1, token: '[PAUSE]' },
    ]);
  });
  it('clamps pauses to the spec limits and reads ms, a decimal comma and bare numbers', () => {
    expect(pauseTotalSeconds('[pause 9s][pause 20ms][pause 0,5 s][pause 2]')).toBeCloseTo(5 + 0.1 + 0.5 + 2, 6);
  });
  it('leaves other bracket tokens as text', () => {
    expect(withoutPauses('Hello [name] [pause 1s] bye')).toBe('Hello [name]   bye');
  });
});

describe('countWords', () => {
  it('counts words between pause tokens', () => {
    expect(countWords('Hello [pause 1s] world, we are   open.')).toBe(5);
  });
});

describe('estimateSpokenSeconds', () => {
  it('counts words at 2.5 per second, scaled by speed', () => {
    expect(estimateSpokenSeconds('one two three four five', 1)).toBeCloseTo(2, 6);
    expect(estimateSpokenSeconds('one two three four five', 1.25)).toBeCloseTo(1.6, 6);
  });
  it('adds pause tokens (clamped to 0.1–5 s) and ignores punctuation-only tokens', () => {
    expect(estimateSpokenSeconds('Hello – there [pause 1.5s] friend [pause 9s]', 1)).toBeCloseTo(
      3 / 2.5 + 1.5 + 5,
      6,
    );
    expect(estimateSpokenSeconds('Γεια σας [pause 0,5s]', 1)).toBeCloseTo(2 / 2.5 + 0.5, 6);
  });
  it('is 0 for empty text', () => {
    expect(estimateSpokenSeconds('   ', 1)).toBe(0);
  });
});

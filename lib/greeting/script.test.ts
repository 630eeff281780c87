import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import {
  canonicalPauses,
  countWords,
  estimateSpokenSeconds,
  formatPauseToken,
  localizePauses,
  pauseTotalSeconds,
  splitScript,
  withoutPauses,
} from './script';

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
    expect(pauseTotalSeconds('[pause 9s][pause 20ms][pause 0,5 s][pause 2]')).toBeCloseTo(
      5 + 0.1 + 0.5 + 2,
      6,
    );
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

describe('pause tokens in every page language', () => {
  it('reads each language’s form, with its units and decimal comma', () => {
    const parts = splitScript(
      'A [Pause 1,5 s] B [παύση 2 δ] C [ΠΑΥΣΗ 0,5 δευτ.] D [pausa 3 seg.] E [Pause 2 Sek.]',
    );
    expect(parts.filter((p) => p.kind === 'pause').map((p) => p.kind === 'pause' && p.seconds)).toEqual([
      1.5, 2, 0.5, 3, 2,
    ]);
    expect(countWords('Hallo [Pause 1 s] Welt [παύση]')).toBe(2);
  });

  it('writes the token as each page shows it', () => {
    expect(formatPauseToken(1, 'en')).toBe('[pause 1s]');
    expect(formatPauseToken(0.5, 'de')).toBe('[Pause 0,5 s]');
    expect(formatPauseToken(1, 'el')).toBe('[παύση 1 δ]');
    expect(formatPauseToken(null, 'el')).toBe('[παύση]');
    expect(formatPauseToken(2, 'pt')).toBe('[pausa 2 s]');
  });

  it('localizes for display and comes back to the same canonical text, in every language', () => {
    const canonical = 'Hi. [pause 1s] Menu [pause 0.5s] bye [pause]';
    for (const locale of locales) {
      const shown = localizePauses(canonical, locale);
      expect(canonicalPauses(shown)).toBe(canonical);
      expect(pauseTotalSeconds(shown)).toBe(pauseTotalSeconds(canonical));
    }
    expect(localizePauses(canonical, 'de')).toBe('Hi. [Pause 1 s] Menu [Pause 0,5 s] bye [Pause]');
    expect(localizePauses(canonical, 'el')).toBe('Hi. [παύση 1 δ] Menu [παύση 0,5 δ] bye [παύση]');
  });

  it('keeps canonical and English tokens as written, and rewrites only other forms', () => {
    const english = 'Hi [pause 2s] there [pause 1.5s]';
    expect(canonicalPauses(english)).toBe(english);
    expect(localizePauses(english, 'en')).toBe(english);
    expect(canonicalPauses('[Pause 1,5 s] [παύση 2 δ] [pause 500ms]')).toBe(
      '[pause 1.5s] [pause 2s] [pause 0.5s]',
    );
  });
});

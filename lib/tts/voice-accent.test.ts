import { describe, expect, it } from 'vitest';
import { preferredVoice, voiceAccent } from './voice-accent';

const robert = { id: 'robert', locale: 'en-US' };
const kate = { id: 'kate', locale: 'en-GB' };
const lisa = { id: 'lisa', locale: 'en-US' };
const anna = { id: 'anna', locale: 'de-DE' };
const english = [robert, lisa, kate];

describe('voiceAccent', () => {
  it('names US and UK voices where English comes in both', () => {
    expect(voiceAccent(robert, english)).toBe('US');
    expect(voiceAccent(kate, english)).toBe('GB');
  });

  it('names none where every voice of the language shares one region', () => {
    expect(voiceAccent(robert, [robert, lisa])).toBeUndefined();
    expect(voiceAccent(anna, [...english, anna])).toBeUndefined();
  });
});

describe('preferredVoice', () => {
  it("gives a UK visitor the language's en-GB voice", () => {
    expect(preferredVoice(english, 'GB')).toBe(kate);
  });

  it('keeps the best voice (the first) for other regions and without one', () => {
    expect(preferredVoice(english, 'US')).toBe(robert);
    expect(preferredVoice(english, 'AU')).toBe(robert);
    expect(preferredVoice(english, null)).toBe(robert);
    expect(preferredVoice([], 'GB')).toBeUndefined();
  });
});

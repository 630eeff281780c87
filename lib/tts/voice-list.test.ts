import { describe, expect, it } from 'vitest';
import { voiceLanguage, voiceListSchema, voicesFor } from './voice-list';

const voice = {
  id: 'flite-slt',
  name: 'Susan',
  locale: 'en-US',
  gender: 'female',
  engine: 'flite',
  tier: 'standard',
  sampleUrl: '/api/voices/flite-slt/sample/',
};

describe('voiceListSchema', () => {
  it('accepts the list and drops extra fields', () => {
    expect(
      voiceListSchema.parse([voice, { ...voice, id: 'espeak-de-f3', gender: 'male', extra: 1 }]),
    ).toEqual([voice, { ...voice, id: 'espeak-de-f3', gender: 'male' }]);
    expect(voiceListSchema.parse([])).toEqual([]);
  });

  it('refuses what is not a voice list', () => {
    const bad: unknown[] = [
      null,
      { voices: [] },
      [null],
      [{ ...voice, gender: 'other' }],
      [{ ...voice, id: 7 }],
      [{ ...voice, sampleUrl: undefined }],
      [{ ...voice, tier: undefined }],
      [{ ...voice, tier: 'premium' }],
    ];
    for (const input of bad)
      expect(voiceListSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});

describe('voiceLanguage and voicesFor', () => {
  it('maps a voice locale to a site language, or none', () => {
    expect(voiceLanguage({ locale: 'de-DE' })).toBe('de');
    expect(voiceLanguage({ locale: 'EL' })).toBe('el');
    expect(voiceLanguage({ locale: 'ja-JP' })).toBeUndefined();
  });
  it('keeps the order of the list', () => {
    const list = [
      { ...voice, id: 'a', locale: 'de-DE' },
      { ...voice, id: 'b' },
      { ...voice, id: 'c', locale: 'de-AT' },
    ];
    expect(voicesFor(list, 'de').map((v) => v.id)).toEqual(['a', 'c']);
  });
});

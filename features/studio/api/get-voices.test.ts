import { describe, expect, it } from 'vitest';
import { voiceListItemSchema } from '../../../lib/tts/api-schema';
import { parseVoiceList } from './get-voices';

const voice = {
  id: 'flite-slt',
  name: 'Susan',
  locale: 'en-US',
  gender: 'female',
  engine: 'flite',
  tier: 'standard',
  sampleUrl: '/api/voices/flite-slt/sample/',
};

describe('parseVoiceList', () => {
  it('accepts what the API schema accepts and drops extra fields, as zod would', () => {
    const input = [voice, { ...voice, id: 'espeak-de-f3', gender: 'male', extra: 1 }];
    expect(parseVoiceList(input)).toEqual(input.map((v) => voiceListItemSchema.parse(v)));
    expect(parseVoiceList([])).toEqual([]);
  });

  it('refuses what the API schema refuses', () => {
    const bad: unknown[] = [
      null,
      { voices: [] },
      [null],
      [{ ...voice, gender: 'other' }],
      [{ ...voice, id: 7 }],
      [{ ...voice, sampleUrl: undefined }],
      [{ ...voice, tier: 'premium' }],
    ];
    for (const input of bad) {
      expect(() => parseVoiceList(input)).toThrow(TypeError);
      const asList = Array.isArray(input) ? input : [input];
      expect(voiceListItemSchema.array().safeParse(Array.isArray(input) ? asList : input).success).toBe(false);
    }
  });
});

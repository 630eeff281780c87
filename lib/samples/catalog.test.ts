import { describe, expect, it } from 'vitest';
import { useCases } from '../greeting/spec';
import { buildSamples, findSample, sampleAudioUrl, sampleStudioHref } from './catalog';

const voices = [
  { id: 'flite-rms', name: 'Robert', locale: 'en-US', gender: 'male' as const },
  { id: 'flite-slt', name: 'Susan', locale: 'en-US', gender: 'female' as const },
  { id: 'espeak-de-lena', name: 'Lena', locale: 'de-DE', gender: 'female' as const },
  { id: 'odd', name: 'Odd', locale: 'nl-NL', gender: 'female' as const },
];

describe('sample catalog', () => {
  const samples = buildSamples(voices);

  it('has one sample per voice of a supported language and use case, with unique ids', () => {
    expect(samples).toHaveLength(3 * useCases.length);
    expect(new Set(samples.map((s) => s.id)).size).toBe(samples.length);
  });

  it('fills the scripts with the language example values, no placeholders left', () => {
    for (const s of samples) expect(s.text).not.toMatch(/\{\w+\}/);
    const de = samples.find((s) => s.voiceId === 'espeak-de-lena' && s.useCase === 'business-voicemail');
    expect(de?.language).toBe('de');
    expect(de?.text).not.toBe(
      samples.find((s) => s.voiceId === 'flite-rms' && s.useCase === 'business-voicemail')?.text,
    );
  });

  it('lets two voices of one language read different script styles', () => {
    const [a, b] = ['flite-rms', 'flite-slt'].map((v) =>
      samples.find((s) => s.voiceId === v && s.useCase === 'business-voicemail'),
    );
    expect(a?.template).not.toBe(b?.template);
  });

  it('finds a sample by id and refuses unknown ones', () => {
    const first = samples[0];
    expect(first && findSample(voices, first.id)).toEqual(first);
    expect(findSample(voices, 'flite-rms~nope')).toBeUndefined();
    expect(findSample(voices, 'missing~business-voicemail')).toBeUndefined();
    expect(findSample(voices, '')).toBeUndefined();
  });

  it('links to the studio in the sample language and to an encoded audio URL', () => {
    const de = samples.find((s) => s.language === 'de');
    expect(de && sampleStudioHref(de)).toMatch(
      /^\/de\/\?useCase=[a-z-]+&template=[a-z]+&voice=espeak-de-lena#studio$/,
    );
    expect(sampleAudioUrl('flite-rms~on-hold')).toBe('/api/samples/flite-rms~on-hold/');
  });
});

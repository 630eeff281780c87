// The pronunciation dictionary through the whole offline pipeline: what the engine receives,
// what the price counts, what the render accepts, and that the spec carries it (old specs too).
import { describe, expect, it } from 'vitest';
import { parseGreetingSpec, withDefaults, greetingSpecInputSchema } from '../greeting/spec';
import { quote } from '../payments/pricing';
import { undeliverableReason } from '../render/deliverable';
import { voiceKey, voiceRequest } from '../playback/voice-request';
import { synthesizeGreeting } from './synthesize';
import { createTestService } from './testing/test-service';
import { createToneEngine } from './testing/tone-engine';
import { spokenWordCount, type Pronunciation } from './text';
import { estimateAudioSeconds } from './text/audio-length';

const nguyen: Pronunciation = { locale: 'en', word: 'Nguyen', sayAs: 'win' };
const ibm: Pronunciation = { locale: 'en', word: 'IBM', sayAs: 'eye bee em' };
const german: Pronunciation = { locale: 'de', word: 'Nguyen', sayAs: 'Nuijen' };

describe('offline engines get the respelled text', () => {
  it('replaces whole words of the text language only, and keeps the cache apart', async () => {
    const engine = createToneEngine();
    const service = createTestService([engine], { dir: null });
    const base = { text: 'Call Dr. Nguyen at IBM.', voiceId: 'tone-en-f', locale: 'en' as const };
    await synthesizeGreeting({ ...base, pronunciations: [nguyen, ibm, german] }, service);
    expect(engine.calls.at(-1)).toContain('win at eye bee em');
    expect(engine.calls.at(-1)).not.toContain('Nguyen');
    // Without the dictionary the original words are spoken, and not from the dictionary's cache entry.
    const plain = await synthesizeGreeting(base, service);
    expect(plain.cacheHit).toBe(false);
    expect(engine.calls.at(-1)).toContain('Nguyen');
    // Only another language's entries: as if there were none.
    const other = await synthesizeGreeting({ ...base, pronunciations: [german] }, service);
    expect(other.cacheHit).toBe(true);
  });
});

describe('price, preview estimate and render agree on what is spoken', () => {
  const spec = withDefaults(
    greetingSpecInputSchema.parse({
      useCase: 'business-voicemail',
      locale: 'en',
      text: 'You reached IBM. Nguyen speaking.',
      voice: { id: 'tone-en-f' },
      pronunciations: [ibm, nguyen],
    }),
  );

  it('counts the words the dictionary makes the engine say', () => {
    expect(spokenWordCount(spec.text, 'en')).toBe(5);
    expect(spokenWordCount(spec.text, 'en', spec.pronunciations)).toBe(7);
    // A German entry never changes an English count.
    expect(spokenWordCount(spec.text, 'en', [german])).toBe(5);
  });

  it('prices what is spoken: a dictionary cannot make 300 spoken words cost like 50', () => {
    const many = Array.from({ length: 40 }, () => 'IBM').join(' ');
    const cheap = { ...spec, text: many, pronunciations: [] };
    const long = { ...spec, text: many, pronunciations: [{ ...ibm, sayAs: 'eye bee em eye bee em eye bee em' }] };
    const input = { currency: 'EUR' as const, country: 'US', sellerCountry: 'IE' };
    const [a, b] = [quote([cheap], input).lines[0]!, quote([long], input).lines[0]!];
    expect(b.unitPrice).toBeGreaterThan(a.unitPrice);
  });

  it('estimates the preview length from the respelled text', () => {
    const base = estimateAudioSeconds('IBM', 'en')!;
    expect(estimateAudioSeconds('IBM', 'en', 1, [ibm])!).toBeGreaterThan(base);
  });

  it('refuses a spec whose dictionary leaves nothing to say', () => {
    const catalog = { hasVoice: () => true, hasTrack: () => true };
    const silent = { ...spec, text: 'IBM', pronunciations: [{ ...ibm, sayAs: '…' }] };
    expect(undeliverableReason(silent, catalog)).toBe('empty-text');
    expect(undeliverableReason(spec, catalog)).toBeNull();
  });
});

describe('the spec carries the dictionary', () => {
  const input = { useCase: 'business-voicemail', locale: 'en', text: 'Hi.', voice: { id: 'v' } };

  it('keeps old specs valid and their shape unchanged', () => {
    const parsed = parseGreetingSpec(input);
    expect(parsed.ok && 'pronunciations' in parsed.spec).toBe(false);
  });

  it('validates entries: control characters, over-long words, too many', () => {
    const bad = (pronunciations: unknown) => parseGreetingSpec({ ...input, pronunciations }).ok;
    expect(bad([nguyen])).toBe(true);
    expect(bad([{ ...nguyen, sayAs: 'wi\u0007n' }])).toBe(false);
    expect(bad([{ ...nguyen, word: 'x'.repeat(61) }])).toBe(false);
    expect(bad(Array.from({ length: 51 }, (_, i) => ({ ...nguyen, word: `w${i}` })))).toBe(false);
  });

  it('sends the language entries with the preview request and keys the preview by them', () => {
    const spec = { text: 'Hi Nguyen', voice: { id: 'v', speed: 1, pitch: 0 }, locale: 'en' as const };
    expect(voiceRequest({ ...spec, pronunciations: [nguyen, german] }).pronunciations).toEqual([nguyen]);
    expect(voiceRequest(spec)).not.toHaveProperty('pronunciations');
    expect(voiceKey({ ...spec, pronunciations: [nguyen] })).not.toBe(voiceKey(spec));
    expect(voiceKey({ ...spec, pronunciations: [german] })).toBe(voiceKey(spec));
  });
});

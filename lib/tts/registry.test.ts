import { afterAll, describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { createEspeakEngine } from './engines/espeak';
import { createFliteEngine } from './engines/flite';
import { createPicoEngine } from './engines/pico';
import { createTtsWorkerPool } from './engines/tts-worker-pool';
import { voiceListItemSchema } from './api-schema';
import { defaultVoiceId, voiceList, voicePromise } from './catalog';
import { VoiceRegistry, voiceLanguage } from './registry';
import { createTestService } from './testing/test-service';
import { createToneEngine } from './testing/tone-engine';

// Listing voices never starts a worker: the pool spawns on its first job.
const pool = createTtsWorkerPool({ size: 1, maxQueue: 1, timeoutMs: 1000 });
afterAll(() => pool.close());

describe('VoiceRegistry', () => {
  const registry = new VoiceRegistry([
    createEspeakEngine(pool),
    createFliteEngine(pool),
    createPicoEngine(pool),
  ]);

  it('offers a female and a male voice in every site language', () => {
    for (const locale of locales) {
      const genders = new Set(
        registry
          .voices()
          .filter((v) => voiceLanguage(v) === locale)
          .map((v) => v.gender),
      );
      expect([...genders].sort(), locale).toEqual(['female', 'male']);
    }
  });

  it('orders by site language, then quality: Flite, Pico, eSpeak for English, rms (best measured) as the default', () => {
    const ids = registry.voices().map((v) => v.id);
    expect(ids.slice(0, 6)).toEqual([
      'flite-rms',
      'flite-slt',
      'pico-en-gb',
      'pico-en-us',
      'espeak-en-emma',
      'espeak-en-james',
    ]);
    expect(registry.defaultVoice('en')?.id).toBe('flite-rms');
    expect(registry.defaultVoice('el')?.id).toBe('espeak-el-eleni');
    expect(registry.defaultVoice('pt')?.id).toBe('espeak-pt-ines');
    expect(pool.stats().started).toBe(0);
  });

  it('makes Pico the default of de, fr, es and it, with eSpeak after it (female, then male)', () => {
    const byLanguage = (locale: (typeof locales)[number]) =>
      registry
        .voices()
        .filter((v) => voiceLanguage(v) === locale)
        .map((v) => `${v.engine}:${v.gender}`);
    for (const locale of ['de', 'fr', 'es', 'it'] as const) {
      expect(registry.defaultVoice(locale)?.id, locale).toBe(`pico-${locale}-${locale}`);
      expect(byLanguage(locale), locale).toEqual(['pico:female', 'espeak:female', 'espeak:male']);
    }
    expect(pool.stats().started).toBe(0);
  });

  it('finds a voice with its engine, and refuses duplicate ids across engines', () => {
    expect(registry.find('espeak-pt-tiago')?.engine.id).toBe('espeak');
    expect(registry.find('nobody')).toBeUndefined();
    expect(() => new VoiceRegistry([createToneEngine('dup'), createToneEngine('dup')])).toThrow(
      /duplicate voice id/,
    );
  });

  it('ranks neural voices first in their language, and hides the voices an engine cannot speak now', () => {
    const cloud = createToneEngine('cloud');
    let up = true;
    const neural = {
      ...cloud,
      voices: () => cloud.voices().map((v) => ({ ...v, tier: 'neural' as const, quality: 0 })),
      available: () => up,
    };
    const mixed = new VoiceRegistry([createEspeakEngine(pool), createFliteEngine(pool), neural]);
    expect(mixed.voices()[0]?.id).toBe('cloud-en-f');
    expect(mixed.defaultVoice('de')?.id).toBe('cloud-de-m');
    up = false;
    expect(mixed.voices().some((v) => v.engine === 'cloud')).toBe(false);
    expect(mixed.defaultVoice('en')?.id).toBe('flite-rms');
    // A stored order still finds its voice (and fails as "try later", not "unknown voice").
    expect(mixed.find('cloud-de-m')?.engine.id).toBe('cloud');
  });

  it('gives every voice a BCP-47 locale and a stable id', () => {
    for (const v of registry.voices()) {
      expect(v.locale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(v.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('lists voices for the API and names the default per page language', () => {
    const service = createTestService([createFliteEngine(pool), createEspeakEngine(pool)], { dir: null });
    const list = voiceList(service);
    expect(list[0]).toEqual({
      id: 'flite-rms',
      name: 'Robert',
      locale: 'en-US',
      gender: 'male',
      engine: 'flite',
      tier: 'standard',
      sampleUrl: '/api/voices/flite-rms/sample/',
    });
    expect(Object.keys(list[0]!).sort()).toEqual([
      'engine',
      'gender',
      'id',
      'locale',
      'name',
      'sampleUrl',
      'tier',
    ]);
    expect(defaultVoiceId('fr', service)).toBe('espeak-fr-camille');
    expect(list.find((v) => v.engine === 'espeak')?.tier).toBe('basic');
    // Every item passes the schema the studio and other clients validate against.
    for (const item of list) expect(voiceListItemSchema.parse(item)).toEqual(item);
  });

  it('promises natural voices only for languages a neural voice speaks', () => {
    const neural = {
      ...createToneEngine('cloud'),
      voices: () =>
        createToneEngine('cloud')
          .voices()
          .map((v) => ({ ...v, tier: 'neural' as const })),
    };
    const offline = createTestService([createPicoEngine(pool), createEspeakEngine(pool)], { dir: null });
    const withCloud = createTestService([createPicoEngine(pool), neural], { dir: null });
    expect(locales.some((l) => voicePromise(l, offline) === 'natural')).toBe(false);
    // The tone engine's voices are en-US and de-DE.
    expect(locales.filter((l) => voicePromise(l, withCloud) === 'natural')).toEqual(['en', 'de']);
  });

  it('calls a voice clear only where one built from recordings speaks the language, else synthetic (#33)', () => {
    const offline = createTestService(
      [createFliteEngine(pool), createPicoEngine(pool), createEspeakEngine(pool)],
      { dir: null },
    );
    const promises = Object.fromEntries(locales.map((l) => [l, voicePromise(l, offline)]));
    // Greek and Portuguese have only eSpeak's formant voices offline: no "clear voice" there.
    expect(promises).toEqual({
      en: 'clear',
      de: 'clear',
      el: 'synthetic',
      es: 'clear',
      fr: 'clear',
      it: 'clear',
      pt: 'synthetic',
    });
    const neural = {
      ...createToneEngine('cloud'),
      voices: () =>
        createToneEngine('cloud')
          .voices()
          .map((v) => ({ ...v, tier: 'neural' as const })),
    };
    const withCloud = createTestService([createEspeakEngine(pool), neural], { dir: null });
    expect(voicePromise('de', withCloud)).toBe('natural');
    expect(voicePromise('pt', withCloud)).toBe('synthetic');
  });
});

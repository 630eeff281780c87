// Real SVOX Pico synthesis in the worker pool, with the lingware shipped in vendor/svox-pico.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceInfo } from '../engine';
import { durationSeconds, medianF0, rmsDb } from '../testing/audio-stats';
import { createPicoEngine, escapePicoText, picoCatalog, picoMarkup, picoPackageVersion } from './pico';
import { createTtsWorkerPool, type TtsWorkerPool } from './tts-worker-pool';

const sentences: Record<string, string> = {
  'de-DE': 'Vielen Dank für Ihren Anruf. Unser Büro ist zurzeit geschlossen.',
  'fr-FR': 'Merci de votre appel. Notre cabinet est actuellement fermé.',
  'es-ES': 'Gracias por llamar a nuestra consulta. La oficina está cerrada.',
  'it-IT': 'Grazie per aver chiamato. Il nostro ufficio è attualmente chiuso.',
  'en-US': 'Thank you for calling Northwind Dental. Our office is currently closed.',
  'en-GB': 'Thank you for calling Northwind Dental. Our office is currently closed.',
};

const natural = { speed: 1, pitch: 0 };
let pool: TtsWorkerPool;
const engine = () => createPicoEngine(pool);

beforeAll(() => {
  // One worker: every job meets the same Pico system, so language switches are exercised.
  pool = createTtsWorkerPool({ size: 1, maxQueue: 64, timeoutMs: 30_000 });
});
afterAll(() => pool.close());

function voice(locale: string): VoiceInfo {
  const found = picoCatalog().find((v) => v.locale === locale);
  if (!found) throw new Error(`no Pico voice for ${locale}`);
  return found;
}

const peak = (samples: Float32Array) => samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);

describe('SVOX Pico catalog', () => {
  it('has one female, standard-tier voice per shipped language, with stable ids', () => {
    const voices = picoCatalog();
    expect(voices.map((v) => v.id)).toEqual([
      'pico-de-de',
      'pico-fr-fr',
      'pico-es-es',
      'pico-it-it',
      'pico-en-us',
      'pico-en-gb',
    ]);
    for (const v of voices) {
      expect(v.gender).toBe('female');
      expect(v.tier).toBe('standard');
      expect(v.name).toMatch(/^\p{Lu}\p{Ll}+$/u);
    }
  });

  it('matches the installed package version (part of every cache key)', () => {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve('@echogarden/svoxpico-wasm/package.json');
    expect(picoPackageVersion).toBe((JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version);
  });
});

describe('SVOX Pico synthesis', () => {
  it('speaks every language at 16 kHz without clipping', { timeout: 60_000 }, async () => {
    for (const [locale, text] of Object.entries(sentences)) {
      const audio = await engine().synthesize(text, voice(locale), natural);
      expect(audio.sampleRate, locale).toBe(16_000);
      expect(durationSeconds(audio), locale).toBeGreaterThan(2);
      expect(rmsDb(audio.samples), locale).toBeGreaterThan(-30);
      // The speakers are mastered hot; the volume markup keeps every sample off the rails.
      expect(peak(audio.samples), locale).toBeLessThan(0.99);
      // A female speaker: well above a male voice's 85–155 Hz.
      expect(medianF0(audio.samples, audio.sampleRate), locale).toBeGreaterThan(160);
    }
  });

  it('switches languages in one worker (one engine at a time) and speaks the same again', { timeout: 60_000 }, async () => {
    const e = engine();
    const first = await e.synthesize(sentences['de-DE']!, voice('de-DE'), natural);
    const french = await e.synthesize(sentences['fr-FR']!, voice('fr-FR'), natural);
    const british = await e.synthesize(sentences['en-GB']!, voice('en-GB'), natural);
    const again = await e.synthesize(sentences['de-DE']!, voice('de-DE'), natural);
    expect(rmsDb(french.samples)).toBeGreaterThan(-30);
    expect(rmsDb(british.samples)).toBeGreaterThan(-30);
    // The disposed engine left nothing behind: the German sentence is sample for sample the same.
    expect(again.samples).toEqual(first.samples);
  });

  it('follows speed and pitch through its own markup, keeping the tempo when the pitch moves', { timeout: 60_000 }, async () => {
    const e = engine();
    const v = voice('de-DE');
    const slow = await e.synthesize(sentences['de-DE']!, v, { speed: 0.75, pitch: 0 });
    const fast = await e.synthesize(sentences['de-DE']!, v, { speed: 1.5, pitch: 0 });
    const low = await e.synthesize(sentences['de-DE']!, v, { speed: 1, pitch: -3 });
    const high = await e.synthesize(sentences['de-DE']!, v, { speed: 1, pitch: 3 });
    expect(durationSeconds(slow)).toBeGreaterThan(durationSeconds(fast) * 1.5);
    const ratio = medianF0(high.samples, high.sampleRate) / medianF0(low.samples, low.sampleRate);
    expect(ratio).toBeGreaterThan(1.25);
    expect(ratio).toBeLessThan(1.6);
    expect(Math.abs(durationSeconds(high) - durationSeconds(low)) / durationSeconds(low)).toBeLessThan(0.1);
  });

  it('reads visitor text containing markup as text: a stray "<" does not swallow the rest', { timeout: 60_000 }, async () => {
    const e = engine();
    const v = voice('de-DE');
    const hostile = await e.synthesize('Preis < fünf Euro <speed level="500"> und mehr, bis morgen.', v, natural);
    const plain = await e.synthesize('Preis fünf Euro speed level="500" und mehr, bis morgen.', v, natural);
    // Unescaped, Pico stops at the "<" (0.6 s of audio) or reads the rest at five times the rate.
    expect(durationSeconds(hostile)).toBeGreaterThan(durationSeconds(plain) * 0.85);
  });
});

describe('Pico markup', () => {
  it('drops angle brackets and wraps the text in volume, speed and pitch', () => {
    expect(escapePicoText('a <b> c & "d"')).toBe('a b c & "d"');
    expect(picoMarkup('Hallo <pitch level="200">', { speed: 0.9, pitch: 12 })).toBe(
      '<volume level="60"><speed level="90"><pitch level="200">Hallo pitch level="200" </pitch></speed></volume>',
    );
  });
});

// SVOX Pico adapter: Android's offline voices (Apache-2.0), one recorded female speaker per
// language, far clearer than eSpeak's formant voices. The default voice of de, es, fr and it;
// en-US and en-GB join the English voices. Lingware in vendor/svox-pico (docs/tts.md, "SVOX Pico").
import { int16ToFloat } from '../../audio/encode/pcm';
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from '../engine';
import type { TtsWorkerPool } from './tts-worker-pool';

/** Installed @echogarden/svoxpico-wasm version (a test keeps it in step with package.json). */
export const picoPackageVersion = '0.2.0';
/** Debian libttspico-data version of the files in vendor/svox-pico (part of the cache key). */
export const picoLingwareVersion = '1.0+git20130326-13';

/**
 * Pico's own markup for rate and pitch: it changes durations and F0 inside the synthesizer, so
 * formants and clarity stay (measured against our resampling trick in docs/tts.md, "SVOX Pico").
 * Its volume stays below 100 because the speakers are mastered hot: at 100, 1,100 samples of a
 * 6 s German greeting clip; the loudness stage sets the final level anyway.
 */
const VOLUME_LEVEL = 60;

// pace: rate factor for about 150 words per minute on the language's templates (bench/pace.bench.ts).
const picoVoices = [
  // quality 3: above eSpeak (1), so Pico is the default voice of these languages.
  { language: 'de-DE', name: 'Greta', quality: 3, pace: 1 },
  { language: 'fr-FR', name: 'Nathalie', quality: 3, pace: 0.84 },
  { language: 'es-ES', name: 'Carmen', quality: 3, pace: 1.25 },
  { language: 'it-IT', name: 'Chiara', quality: 3, pace: 1.3 },
  // English: after Flite rms (pocketsphinx WER 6 % against 12 % for en-US, 22 % for en-GB).
  { language: 'en-US', name: 'Linda', quality: 2, pace: 0.95 },
  { language: 'en-GB', name: 'Kate', quality: 2, pace: 0.89 },
] as const;

export function picoCatalog(): VoiceInfo[] {
  return picoVoices.map((v) => ({
    id: `pico-${v.language.toLowerCase()}`,
    name: v.name,
    locale: v.language,
    gender: 'female',
    engine: 'pico',
    engineVoice: v.language,
    quality: v.quality,
    tier: 'standard',
    pace: v.pace,
  }));
}

/**
 * Pico reads `<…>` as markup and has no character entities (`&lt;` is read out letter by letter),
 * and a stray `<` swallows the rest of the text. So angle brackets never reach it: the text rules
 * already turn meaningful ones into words, and what is left is dropped.
 */
export function escapePicoText(text: string): string {
  return text.replace(/[<>]/g, ' ').replace(/ {2,}/g, ' ');
}

/** The text Pico is given: escaped visitor text inside its rate, pitch and volume markup. */
export function picoMarkup(text: string, options: SynthesisOptions): string {
  const speed = Math.round(100 * options.speed);
  const pitch = Math.round(100 * 2 ** (options.pitch / 12));
  return (
    `<volume level="${VOLUME_LEVEL}"><speed level="${speed}"><pitch level="${pitch}">` +
    `${escapePicoText(text)}</pitch></speed></volume>`
  );
}

export function createPicoEngine(pool: TtsWorkerPool): TtsEngine {
  const catalog = picoCatalog();
  return {
    id: 'pico',
    version: `svoxpico-wasm@${picoPackageVersion}+lingware@${picoLingwareVersion}`,
    voices: () => catalog,
    async synthesize(text: string, voice: VoiceInfo, options: SynthesisOptions): Promise<EngineAudio> {
      const result = await pool.run({ engine: 'pico', language: voice.engineVoice, text: picoMarkup(text, options) });
      if (result.kind !== 'pcm16') throw new Error(`Pico worker answered ${result.kind}`);
      return { samples: int16ToFloat(result.samples), sampleRate: result.sampleRate };
    },
  };
}

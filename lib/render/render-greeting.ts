// The server render path, exactly what paid orders and `npm run render` run: speak the text
// (content-addressed TTS cache) → load the library track → mix with lib/audio (the code the
// browser preview runs) → export each requested preset, plus an MP3 for listening.
// No 'server-only' import: the render command and tests run it outside Next's bundler.
import { exportGreeting, type ExportedFile } from '../audio/export';
import { renderMix, type MixResult } from '../audio/render-mix';
import type { GreetingSpec, PresetId } from '../greeting/spec';
import { loadTrack } from '../music/load-track.server';
import { synthesizeGreeting } from '../tts/synthesize';

export class RenderInputError extends Error {
  readonly code: 'unknown-track';
  constructor(code: 'unknown-track', message: string) {
    super(message);
    this.name = 'RenderInputError';
    this.code = code;
  }
}

export interface RenderedFile extends ExportedFile {
  preset: PresetId;
  /** Suggested file name, e.g. 'greeting-ulaw-8k.wav'. */
  fileName: string;
  sampleRate: number;
  bitrateKbps: number | null;
}

export interface RenderedGreeting {
  files: RenderedFile[];
  /** Seconds. */
  duration: number;
  lufs: number;
  truePeakDb: number;
  voiceStart: number;
  voiceEnd: number;
}

export interface RenderOptions {
  /** Presets to export; defaults to the spec's own preset. */
  presets?: readonly PresetId[];
  /** Add a universal MP3 for listening when none of the presets is one (paid orders do). */
  withMp3?: boolean;
  /** File name stem; 'greeting' by default. */
  baseName?: string;
}

/** The mixed, normalized greeting at 48 kHz (before any export). */
export async function mixGreeting(spec: GreetingSpec): Promise<MixResult> {
  const [voice, music] = await Promise.all([
    synthesizeGreeting({
      text: spec.text,
      voiceId: spec.voice.id,
      speed: spec.voice.speed,
      pitch: spec.voice.pitch,
      locale: spec.locale,
    }),
    spec.music.trackId === null ? Promise.resolve(null) : loadTrack(spec.music.trackId),
  ]);
  if (spec.music.trackId !== null && !music)
    throw new RenderInputError('unknown-track', `Unknown music track "${spec.music.trackId}".`);
  return renderMix({
    voice: voice.samples,
    voiceRate: voice.sampleRate,
    music: music?.samples ?? null,
    musicRate: music?.sampleRate ?? voice.sampleRate,
    spec,
  });
}

/**
 * Render a greeting into files. Throws TtsInputError / TtsUnavailableError from the voice step
 * and RenderInputError for an unknown track.
 */
export async function renderGreeting(
  spec: GreetingSpec,
  options: RenderOptions = {},
): Promise<RenderedGreeting> {
  const mix = await mixGreeting(spec);
  const presets = [...new Set(options.presets ?? [spec.preset])];
  if (options.withMp3 && !presets.some((p) => p === 'universal-mp3' || p === 'cloud-mp3'))
    presets.push('universal-mp3');
  const base = options.baseName ?? 'greeting';
  const files: RenderedFile[] = [];
  for (const preset of presets) {
    const exported = await exportGreeting(mix.samples, mix.sampleRate, preset);
    for (const file of exported.files)
      files.push({
        ...file,
        preset,
        fileName: `${base}-${preset}.${file.name}`,
        sampleRate: exported.sampleRate,
        bitrateKbps: exported.bitrateKbps,
      });
  }
  return {
    files,
    duration: mix.samples.length / mix.sampleRate,
    lufs: mix.lufs,
    truePeakDb: mix.truePeakDb,
    voiceStart: mix.voiceStart,
    voiceEnd: mix.voiceEnd,
  };
}

// The server render path, exactly what paid orders and `npm run render` run: speak the text
// (content-addressed TTS cache) → load the library track → mix with lib/audio (the code the
// browser preview runs) → export each requested preset, plus an MP3 for listening.
// The mix and the encoders run on the render pool's worker threads (lib/render/render-pool.ts);
// speech already runs in the TTS pool, so the event loop only waits.
// No 'server-only' import: the render command and tests run it outside Next's bundler.
import { createHash } from 'node:crypto';
import type { ExportedFile } from '../audio/export';
import { presetFileTag } from '../audio/presets';
import type { GreetingSpec, PresetId } from '../greeting/spec';
import { loadTrack } from '../music/load-track.server';
import type { SynthesisPurpose } from '../tts/engine';
import { getTtsService } from '../tts/service';
import { synthesizeGreeting } from '../tts/synthesize';
import { assertDeliverable, RenderInputError, serverRenderCatalog } from './deliverable';
import { runRenderJob, type RenderJob, type RenderJobInput, type RenderJobResult } from './render-job';
import { runOnRenderPool } from './render-pool';

export { RenderInputError } from './deliverable';

export interface RenderedFile extends ExportedFile {
  preset: PresetId;
  /** Suggested file name, e.g. 'greeting-ulaw-8k.wav', 'greeting-universal.mp3'. */
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
  /** Where the mix and encoders run: the render pool by default, or `renderInProcess`. */
  runner?: RenderRunner;
}

/** Runs the CPU half of a render. */
export type RenderRunner = (job: RenderJob) => Promise<RenderJobResult>;

/** The render pool's worker threads (the default everywhere). */
export const renderOnPool: RenderRunner = (job) => runOnRenderPool(job);
/** The same work on the calling thread (tests compare the two; tools without threads). */
export const renderInProcess: RenderRunner = runRenderJob;

/**
 * Speak the text and load the track: everything the mix needs, as plain data. `order`: a paid
 * render, which a cloud voice's daily preview budget never refuses.
 */
export async function prepareRender(
  spec: GreetingSpec,
  purpose: SynthesisPurpose = 'preview',
): Promise<RenderJobInput> {
  const service = getTtsService();
  // The same check the cart quote and the checkout ran: what they accepted, this renders.
  assertDeliverable(spec, serverRenderCatalog(service), purpose);
  const [voice, music] = await Promise.all([
    synthesizeGreeting(
      {
        text: spec.text,
        voiceId: spec.voice.id,
        speed: spec.voice.speed,
        pitch: spec.voice.pitch,
        locale: spec.locale,
        pronunciations: spec.pronunciations,
        purpose,
      },
      service,
    ),
    spec.music.trackId === null ? Promise.resolve(null) : loadTrack(spec.music.trackId),
  ]);
  if (spec.music.trackId !== null && !music)
    throw new RenderInputError('unknown-track', `Unknown music track "${spec.music.trackId}".`);
  return {
    voice: voice.samples,
    voiceRate: voice.sampleRate,
    // ~1 ms per 10 s of speech; far less than the resample it saves on a repeated preview.
    voiceKey: createHash('sha256')
      .update(new Uint8Array(voice.samples.buffer, voice.samples.byteOffset, voice.samples.byteLength))
      .digest('base64url'),
    music: music?.samples ?? null,
    musicRate: music?.sampleRate ?? voice.sampleRate,
    spec: { music: spec.music, voiceDelay: spec.voiceDelay, voiceVolumeDb: spec.voiceVolumeDb },
  };
}

/** The preview MP3 (mono 64 kbps) and its duration in seconds. */
export async function renderPreviewMp3(
  spec: GreetingSpec,
  runner: RenderRunner = renderOnPool,
): Promise<{ bytes: Uint8Array; duration: number }> {
  const result = await runner({ kind: 'preview', ...(await prepareRender(spec)) });
  if (!result.preview) throw new Error('The render returned no preview.');
  return { bytes: result.preview, duration: result.duration };
}

/**
 * Render a greeting into files (what orders are delivered as, so cloud voices treat it as paid).
 * Throws TtsInputError / TtsUnavailableError from the voice step and RenderInputError for an
 * unknown track.
 */
export async function renderGreeting(
  spec: GreetingSpec,
  options: RenderOptions = {},
): Promise<RenderedGreeting> {
  const presets = [...new Set(options.presets ?? [spec.preset])];
  if (options.withMp3 && !presets.some((p) => p === 'universal-mp3' || p === 'cloud-mp3'))
    presets.push('universal-mp3');
  const runner = options.runner ?? renderOnPool;
  const result = await runner({ kind: 'export', presets, ...(await prepareRender(spec, 'order')) });
  const base = options.baseName ?? 'greeting';
  const files: RenderedFile[] = [];
  for (const { preset, ...exported } of result.exports) {
    for (const file of exported.files)
      files.push({
        ...file,
        preset,
        fileName: `${base}-${presetFileTag(preset, file.name)}.${file.name}`,
        sampleRate: exported.sampleRate,
        bitrateKbps: exported.bitrateKbps,
      });
  }
  return {
    files,
    duration: result.duration,
    lufs: result.lufs,
    truePeakDb: result.truePeakDb,
    voiceStart: result.voiceStart,
    voiceEnd: result.voiceEnd,
  };
}

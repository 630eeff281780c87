// The CPU half of a render — mix, loudness, export/encode — as one plain function of plain data,
// so the render worker (lib/render/worker/render-worker.mjs) and the in-process path run the very
// same code. Speech (already in the TTS pool) and track loading (cached, I/O) stay in the caller.
import { exportGreeting, exportPreviewMp3, type ExportedFile } from '../audio/export';
import { renderMix } from '../audio/render-mix';
import type { GreetingSpec, PresetId } from '../greeting/spec';

export interface RenderJobInput {
  voice: Float32Array;
  voiceRate: number;
  /**
   * A content hash of `voice`: a worker receives a fresh copy of the clip with every job, so it
   * remembers the prepared (resampled) voice by this key — a preview whose music changed reuses it.
   */
  voiceKey?: string;
  music: Float32Array | null;
  musicRate: number;
  spec: Pick<GreetingSpec, 'music' | 'voiceDelay' | 'voiceVolumeDb'>;
}

/** 'preview': one mono preview MP3. 'export': every file of the listed presets. */
export type RenderJob =
  ({ kind: 'preview' } & RenderJobInput) | ({ kind: 'export'; presets: PresetId[] } & RenderJobInput);

export interface ExportedPreset {
  preset: PresetId;
  files: ExportedFile[];
  sampleRate: number;
  bitrateKbps: number | null;
}

export interface RenderJobResult {
  /** Seconds of the mix. */
  duration: number;
  lufs: number;
  truePeakDb: number;
  voiceStart: number;
  voiceEnd: number;
  /** 'preview' jobs: the MP3. */
  preview: Uint8Array | null;
  /** 'export' jobs: one entry per preset, in the requested order. */
  exports: ExportedPreset[];
}

export async function runRenderJob(job: RenderJob): Promise<RenderJobResult> {
  const mix = renderMix(
    {
      voice: job.voice,
      voiceRate: job.voiceRate,
      music: job.music,
      musicRate: job.musicRate,
      spec: job.spec,
    },
    { voiceKey: job.voiceKey },
  );
  const base = {
    duration: mix.samples.length / mix.sampleRate,
    lufs: mix.lufs,
    truePeakDb: mix.truePeakDb,
    voiceStart: mix.voiceStart,
    voiceEnd: mix.voiceEnd,
  };
  if (job.kind === 'preview')
    return { ...base, preview: await exportPreviewMp3(mix.samples, mix.sampleRate), exports: [] };
  const exports: ExportedPreset[] = [];
  for (const preset of job.presets) {
    const exported = await exportGreeting(mix.samples, mix.sampleRate, preset);
    exports.push({
      preset,
      files: exported.files,
      sampleRate: exported.sampleRate,
      bitrateKbps: exported.bitrateKbps,
    });
  }
  return { ...base, preview: null, exports };
}

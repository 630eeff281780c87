// Final files for a preset: resample the mix with the band-limited resampler, then encode.
import type { PresetId } from '../greeting/spec';
import { encodeMp3, loadMp3Encoder } from './encode/mp3';
import { encodeRaw } from './encode/raw';
import { encodeWav } from './encode/wav';
import { resolvePreset, type PresetFile } from './presets';
import { resample } from './resample';

export interface ExportedFile {
  /** The extension part of the file name, e.g. 'wav'. */
  name: string;
  mime: string;
  bytes: Uint8Array;
}

export interface ExportResult {
  files: ExportedFile[];
  sampleRate: number;
  bitrateKbps: number | null;
}

/**
 * Resample and encode a finished mix for a preset. Async only so the MP3 encoder can be loaded
 * under CommonJS script runners; the work itself is synchronous.
 */
export async function exportGreeting(
  mix: Float32Array,
  sampleRate: number,
  preset: PresetId,
): Promise<ExportResult> {
  const p = resolvePreset(preset, mix.length / sampleRate);
  if (p.container === 'mp3') await loadMp3Encoder();
  const audio = resample(mix, sampleRate, p.sampleRate);
  const files = p.files.map((file) => ({
    name: file.extension,
    mime: file.mime,
    bytes: encodeFile(audio, p.sampleRate, p.container, file, p.bitrateKbps),
  }));
  return { files, sampleRate: p.sampleRate, bitrateKbps: p.bitrateKbps };
}

function encodeFile(
  audio: Float32Array,
  rate: number,
  container: 'wav' | 'mp3' | 'raw',
  file: PresetFile,
  kbps: number | null,
): Uint8Array {
  if (container === 'mp3') {
    if (kbps === null) throw new Error('MP3 preset without a bitrate');
    return encodeMp3(audio, rate, kbps);
  }
  if (file.codec === 'mp3') throw new Error('MP3 codec outside an MP3 container');
  if (container === 'raw') return encodeRaw(audio, file.codec === 'pcm16' ? 'sln' : file.codec);
  return encodeWav(audio, rate, file.codec);
}

/**
 * Preview quality for clients without Web Audio and for sharing (`POST /api/preview`): mono
 * 64 kbps MP3 at 24 kHz (MPEG-2), which keeps speech to ~11 kHz and needs only a cheap 2:1
 * resample of the 48 kHz mix.
 */
export const PREVIEW_MP3 = { sampleRate: 24000, bitrateKbps: 64, mime: 'audio/mpeg' } as const;

export async function exportPreviewMp3(mix: Float32Array, sampleRate: number): Promise<Uint8Array> {
  await loadMp3Encoder();
  return encodeMp3(
    resample(mix, sampleRate, PREVIEW_MP3.sampleRate),
    PREVIEW_MP3.sampleRate,
    PREVIEW_MP3.bitrateKbps,
  );
}

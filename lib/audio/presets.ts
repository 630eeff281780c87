// The export preset catalogue (what each phone system accepts on the first upload) and the
// phone-system → preset choice. UI text lives in messages (keys `exportHints.<system>`).
import type { PhoneSystem, PresetId } from '../greeting/spec';
import type { Locale } from '../i18n/locales';

export type Codec = 'pcm16' | 'ulaw' | 'alaw' | 'mp3';
export type Container = 'wav' | 'mp3' | 'raw';

export interface PresetFile {
  /** File extension without the dot; also the file's name part in exports. */
  extension: string;
  mime: string;
  codec: Codec;
}

export interface Preset {
  id: PresetId;
  container: Container;
  sampleRate: number;
  /** MP3 bitrate (CBR); null for uncompressed/G.711. */
  bitrateKbps: number | null;
  files: PresetFile[];
  /** Hard size cap for each file, when the target system has one. */
  maxBytes: number | null;
}

const wavFile = (codec: Codec): PresetFile => ({ extension: 'wav', mime: 'audio/wav', codec });
const mp3File: PresetFile = { extension: 'mp3', mime: 'audio/mpeg', codec: 'mp3' };

/** Zoom Phone rejects greeting files of 1 MB or more. */
export const CLOUD_MP3_MAX_BYTES = 1_000_000;

export const presets: Record<PresetId, Preset> = {
  'universal-mp3': {
    id: 'universal-mp3',
    container: 'mp3',
    sampleRate: 44100,
    bitrateKbps: 128,
    files: [mp3File],
    maxBytes: null,
  },
  // Shown at its best case; resolvePreset picks the real rate/bitrate for a duration.
  'cloud-mp3': {
    id: 'cloud-mp3',
    container: 'mp3',
    sampleRate: 44100,
    bitrateKbps: 128,
    files: [mp3File],
    maxBytes: CLOUD_MP3_MAX_BYTES,
  },
  'pcm-8k': {
    id: 'pcm-8k',
    container: 'wav',
    sampleRate: 8000,
    bitrateKbps: null,
    files: [wavFile('pcm16')],
    maxBytes: null,
  },
  'ulaw-8k': {
    id: 'ulaw-8k',
    container: 'wav',
    sampleRate: 8000,
    bitrateKbps: null,
    files: [wavFile('ulaw')],
    maxBytes: null,
  },
  'alaw-8k': {
    id: 'alaw-8k',
    container: 'wav',
    sampleRate: 8000,
    bitrateKbps: null,
    files: [wavFile('alaw')],
    maxBytes: null,
  },
  'wideband-16k': {
    id: 'wideband-16k',
    container: 'wav',
    sampleRate: 16000,
    bitrateKbps: null,
    files: [wavFile('pcm16')],
    maxBytes: null,
  },
  'asterisk-raw': {
    id: 'asterisk-raw',
    container: 'raw',
    sampleRate: 8000,
    bitrateKbps: null,
    files: [
      { extension: 'ulaw', mime: 'audio/basic', codec: 'ulaw' },
      { extension: 'alaw', mime: 'application/octet-stream', codec: 'alaw' },
      { extension: 'sln', mime: 'application/octet-stream', codec: 'pcm16' },
    ],
    maxBytes: null,
  },
  'master-48k': {
    id: 'master-48k',
    container: 'wav',
    sampleRate: 48000,
    bitrateKbps: null,
    files: [wavFile('pcm16')],
    maxBytes: null,
  },
};

/**
 * What a file name says about its format, without repeating the extension that follows it:
 * "universal" for universal-mp3 (".mp3" says the rest), "asterisk" for asterisk-raw (".ulaw"),
 * "ulaw-8k" for ulaw-8k (".wav"). Distinct for every preset, so two formats of one greeting
 * never share a name.
 */
export function presetFileTag(id: PresetId, extension: string): string {
  const container = presets[id].container;
  return id
    .split('-')
    .filter((part) => part !== extension && part !== container)
    .join('-');
}

/** cloud-mp3 candidates, best first: MPEG-1 at 44.1 kHz, then MPEG-2 at 22.05/16 kHz. */
export const CLOUD_MP3_LADDER = [
  { bitrateKbps: 128, sampleRate: 44100 },
  { bitrateKbps: 96, sampleRate: 44100 },
  { bitrateKbps: 64, sampleRate: 22050 },
  { bitrateKbps: 48, sampleRate: 22050 },
  { bitrateKbps: 32, sampleRate: 16000 },
  // Last resorts so even a very long on-hold loop stays under the cap.
  { bitrateKbps: 24, sampleRate: 16000 },
  { bitrateKbps: 16, sampleRate: 16000 },
] as const;

/**
 * Upper bound of a CBR MP3's size: LAME adds ~1 frame of delay and pads to whole frames, plus
 * one frame's slack and the occasional padding byte per frame.
 */
export function estimateMp3Bytes(durationSec: number, bitrateKbps: number, sampleRate: number): number {
  const frameSamples = sampleRate >= 32000 ? 1152 : 576;
  const frames = Math.ceil((durationSec * sampleRate + 2 * frameSamples + 576) / frameSamples) + 2;
  const frameBytes = Math.ceil((frameSamples / 8) * ((bitrateKbps * 1000) / sampleRate)) + 1;
  return frames * frameBytes;
}

/** The highest-quality cloud-mp3 setting whose file stays under the cap. */
export function cloudMp3Choice(durationSec: number): { bitrateKbps: number; sampleRate: number } {
  for (const step of CLOUD_MP3_LADDER) {
    if (estimateMp3Bytes(durationSec, step.bitrateKbps, step.sampleRate) < CLOUD_MP3_MAX_BYTES)
      return { ...step };
  }
  const last = CLOUD_MP3_LADDER[CLOUD_MP3_LADDER.length - 1]!;
  return { ...last };
}

/** The concrete preset for a mix of `durationSec` (only cloud-mp3 depends on the duration). */
export function resolvePreset(id: PresetId, durationSec: number): Preset {
  const preset = presets[id];
  if (id !== 'cloud-mp3') return preset;
  return { ...preset, ...cloudMp3Choice(durationSec) };
}

export interface PhoneSystemChoice {
  preset: PresetId;
  /** Message key of the one-line upload hint. */
  hintKey: `exportHints.${PhoneSystem}`;
}

export const phoneSystemPresets: Record<PhoneSystem, PhoneSystemChoice> = {
  '3cx': { preset: 'pcm-8k', hintKey: 'exportHints.3cx' },
  // FreePBX's System Recordings takes a WAV; the raw files are offered for sounds folders.
  asterisk: { preset: 'pcm-8k', hintKey: 'exportHints.asterisk' },
  cisco: { preset: 'ulaw-8k', hintKey: 'exportHints.cisco' },
  avaya: { preset: 'pcm-8k', hintKey: 'exportHints.avaya' },
  mitel: { preset: 'ulaw-8k', hintKey: 'exportHints.mitel' },
  teams: { preset: 'wideband-16k', hintKey: 'exportHints.teams' },
  zoom: { preset: 'cloud-mp3', hintKey: 'exportHints.zoom' },
  ringcentral: { preset: 'universal-mp3', hintKey: 'exportHints.ringcentral' },
  yeastar: { preset: 'pcm-8k', hintKey: 'exportHints.yeastar' },
  other: { preset: 'universal-mp3', hintKey: 'exportHints.other' },
};

/** Locales whose customers are mostly on A-law (European) networks. */
const ALAW_LOCALES: readonly Locale[] = ['de', 'el', 'es', 'fr', 'it', 'pt'];

/** The preset for a phone system; Mitel follows the network's companding law (A-law in Europe). */
export function presetForPhoneSystem(system: PhoneSystem, locale?: Locale): PresetId {
  if (system === 'mitel' && locale && ALAW_LOCALES.includes(locale)) return 'alaw-8k';
  return phoneSystemPresets[system].preset;
}

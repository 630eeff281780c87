// The mixer's core, run unchanged by the browser preview and the paid server render.
// Expensive work that depends only on a buffer (resampling, voice activity) is done once in
// prepareVoice / prepareMusic; a re-mix after a slider change does only the cheap parts.
import type { GreetingSpec } from '../greeting/spec';
import { dbToGain } from './gain';
import { duckingAmount, duckingDepth, placeActivity, voiceActivity, type VoiceActivity } from './ducking';
import { mixLayout, sampleLayout } from './layout';
import { addInto, applyEdgeFades, writeMix } from './mix';
import { normalizeLoudness } from './normalize';
import { resample } from './resample';

export const MIX_SAMPLE_RATE = 48000;
export const TARGET_LUFS = -16;
export const TRUE_PEAK_CEILING_DB = -1;
/** Input samples beyond the needed span that keep a prefix resample identical (> filter reach). */
const RESAMPLE_MARGIN = 4096;
/** A few milliseconds of fade at the very edges, so a truncated TTS clip never clicks. */
const DECLICK_SECONDS = 0.003;

export interface PreparedVoice {
  samples: Float32Array;
  sampleRate: number;
  activity: VoiceActivity;
}

export interface PreparedMusic {
  samples: Float32Array;
  sampleRate: number;
}

/** Resampled to the mix rate, plus its voice activity. Shares `voice` when the rates match: don't mutate it. */
export function prepareVoice(voice: Float32Array, rate: number, sampleRate = MIX_SAMPLE_RATE): PreparedVoice {
  const samples = rate === sampleRate ? voice : resample(voice, rate, sampleRate);
  return { samples, sampleRate, activity: voiceActivity(samples, sampleRate) };
}

/** Resampled to the mix rate (Opus tracks already are). Shares `music` when the rates match: don't mutate it. */
export function prepareMusic(music: Float32Array, rate: number, sampleRate = MIX_SAMPLE_RATE): PreparedMusic {
  return { samples: rate === sampleRate ? music : resample(music, rate, sampleRate), sampleRate };
}

/**
 * The ducking curve depends only on the voice, where it sits and the attack/release times — not
 * on the volumes a slider changes — so the last few are remembered per prepared voice.
 */
const duckingMemo = new WeakMap<VoiceActivity, { key: string; amount: Float32Array }[]>();
const DUCKING_MEMO_SIZE = 4;

function duckingAmountFor(
  activity: VoiceActivity,
  totalBlocks: number,
  offsetBlocks: number,
  attackMs: number,
  releaseMs: number,
): Float32Array {
  const key = `${totalBlocks}:${offsetBlocks}:${attackMs}:${releaseMs}`;
  let entries = duckingMemo.get(activity);
  if (!entries) duckingMemo.set(activity, (entries = []));
  const hit = entries.find((e) => e.key === key);
  if (hit) return hit.amount;
  const amount = duckingAmount(placeActivity(activity, totalBlocks, offsetBlocks), attackMs, releaseMs);
  entries.unshift({ key, amount });
  if (entries.length > DUCKING_MEMO_SIZE) entries.pop();
  return amount;
}

export interface RawMix {
  /** The un-normalized mix (a view of length `total` when a reusable buffer was passed). */
  samples: Float32Array;
  sampleRate: number;
  /** Seconds. */
  voiceStart: number;
  voiceEnd: number;
}

/**
 * Lay out and sum voice and music (before loudness normalization). Pass `buffer` to reuse
 * memory across re-mixes; it is used when large enough. `outputGain` scales the whole mix for
 * free (it folds into the music and voice gains) — the preview's quick path passes the last
 * exact render's loudness gain instead of scaling in an extra pass.
 */
export function mixPrepared(
  voice: PreparedVoice,
  music: PreparedMusic | null,
  spec: Pick<GreetingSpec, 'music' | 'voiceDelay' | 'voiceVolumeDb'>,
  buffer?: Float32Array,
  outputGain = 1,
): RawMix {
  const sr = voice.sampleRate;
  if (music && music.sampleRate !== sr)
    throw new RangeError('voice and music must be prepared at the same rate');
  const withMusic = music !== null && spec.music.trackId !== null;
  const layout = mixLayout(spec, voice.samples.length / sr, withMusic);
  const s = sampleLayout(layout, voice.samples.length, sr, spec.music.outro);
  const out = buffer && buffer.length >= s.total ? buffer.subarray(0, s.total) : new Float32Array(s.total);
  const voiceGain = dbToGain(spec.voiceVolumeDb) * outputGain;
  if (withMusic) {
    let amount: Float32Array | null = null;
    if (spec.music.duckDb > 0) {
      const { blockSize } = voice.activity;
      amount = duckingAmountFor(
        voice.activity,
        Math.ceil(s.total / blockSize),
        Math.round(s.voiceStart / blockSize),
        spec.music.duckAttackMs,
        spec.music.duckReleaseMs,
      );
    }
    // One pass: ducked music, its fades (the fades shape the music bed only — the voice is added
    // after them, so a fade longer than the intro or outro never swallows the first or last
    // word) and the voice.
    writeMix(out, {
      music: music.samples,
      musicGain: dbToGain(spec.music.volumeDb) * outputGain,
      loop: spec.music.loop,
      amount,
      blockSize: voice.activity.blockSize,
      depth: duckingDepth(spec.music.duckDb),
      fadeIn: s.fadeIn,
      fadeOut: s.fadeOut,
      voice: voice.samples,
      voiceGain,
      voiceStart: s.voiceStart,
    });
  } else {
    out.fill(0);
    addInto(out, voice.samples, voiceGain, s.voiceStart);
  }
  const declick = Math.round(DECLICK_SECONDS * sr);
  applyEdgeFades(out, declick, declick);
  return {
    samples: out,
    sampleRate: sr,
    voiceStart: s.voiceStart / sr,
    voiceEnd: (s.voiceStart + s.voiceLength) / sr,
  };
}

export interface MixResult extends RawMix {
  /** Integrated loudness and true peak of the returned samples. */
  lufs: number;
  truePeakDb: number;
  /** Static gain the normalizer applied. */
  gainDb: number;
}

/**
 * Mix prepared buffers and normalize to −16 LUFS / −1 dBTP. With `buffer`, the result is a view
 * of it (overwritten by the next call) — the preview's allocation-free re-mix.
 */
export function renderPrepared(
  voice: PreparedVoice,
  music: PreparedMusic | null,
  spec: Pick<GreetingSpec, 'music' | 'voiceDelay' | 'voiceVolumeDb'>,
  buffer?: Float32Array,
): MixResult {
  const raw = mixPrepared(voice, music, spec, buffer);
  // The raw mix is ours (fresh, or the caller's scratch buffer): normalize it in place.
  const norm = normalizeLoudness(raw.samples, raw.sampleRate, {
    targetLufs: TARGET_LUFS,
    truePeakDb: TRUE_PEAK_CEILING_DB,
    inPlace: true,
  });
  return { ...raw, samples: norm.samples, lufs: norm.lufs, truePeakDb: norm.truePeakDb, gainDb: norm.gainDb };
}

export interface RenderMixInput {
  voice: Float32Array;
  voiceRate: number;
  music: Float32Array | null;
  musicRate: number;
  spec: Pick<GreetingSpec, 'music' | 'voiceDelay' | 'voiceVolumeDb'>;
  sampleRate?: number;
}

/**
 * Prepared buffers remembered per source array and rate, for the server: TTS clips come from a
 * content-addressed cache and library tracks from loadTrack's small LRU, both as shared
 * read-only arrays, so a WeakMap keyed by the array lives exactly as long as its source stays
 * cached — the bound is the source caches' own (a prepared 48 kHz voice is 2× a 24 kHz clip).
 * Callers must not mutate a source array after passing it here.
 */
const preparedVoices = new WeakMap<Float32Array, Map<string, PreparedVoice>>();
const preparedMusic = new WeakMap<Float32Array, Map<string, PreparedMusic>>();

function remembered<T>(
  cache: WeakMap<Float32Array, Map<string, T>>,
  source: Float32Array,
  key: string,
  make: () => T,
): T {
  let byRate = cache.get(source);
  if (!byRate) cache.set(source, (byRate = new Map()));
  let hit = byRate.get(key);
  if (hit === undefined) byRate.set(key, (hit = make()));
  return hit;
}

/** prepareVoice, remembered per clip array and rate (see above). */
export function cachedPrepareVoice(
  voice: Float32Array,
  rate: number,
  sampleRate = MIX_SAMPLE_RATE,
): PreparedVoice {
  return remembered(preparedVoices, voice, `${rate}:${sampleRate}`, () =>
    prepareVoice(voice, rate, sampleRate),
  );
}

/** prepareMusic of a whole track, remembered per track array and rate (see above). */
export function cachedPrepareMusic(
  music: Float32Array,
  rate: number,
  sampleRate = MIX_SAMPLE_RATE,
): PreparedMusic {
  return remembered(preparedMusic, music, `${rate}:${sampleRate}`, () =>
    prepareMusic(music, rate, sampleRate),
  );
}

/**
 * Prepared voices by a caller's content key (e.g. the TTS cache key), for worker threads: a clip
 * posted to a worker arrives as a new array every time, so identity cannot find it. Least
 * recently used first; bounded by entries and by samples held (32 MB of float32).
 */
const keyedVoices = new Map<string, { sourceLength: number; voice: PreparedVoice }>();
export const KEYED_VOICE_LIMITS = { entries: 16, samples: 8_000_000 } as const;

/** prepareVoice remembered under `key`; the caller promises one key always means the same clip. */
export function keyedPrepareVoice(
  key: string,
  voice: Float32Array,
  rate: number,
  sampleRate = MIX_SAMPLE_RATE,
): PreparedVoice {
  const k = `${key}@${rate}:${sampleRate}`;
  const hit = keyedVoices.get(k);
  keyedVoices.delete(k);
  // The length check is a cheap guard against a key reused for different audio.
  const entry =
    hit && hit.sourceLength === voice.length
      ? hit
      : { sourceLength: voice.length, voice: prepareVoice(voice, rate, sampleRate) };
  keyedVoices.set(k, entry);
  let held = 0;
  for (const e of keyedVoices.values()) held += e.voice.samples.length;
  for (const [oldKey, e] of keyedVoices) {
    if (keyedVoices.size <= 1) break;
    if (keyedVoices.size <= KEYED_VOICE_LIMITS.entries && held <= KEYED_VOICE_LIMITS.samples) break;
    keyedVoices.delete(oldKey);
    held -= e.voice.samples.length;
  }
  return entry.voice;
}

export interface RenderMixOptions {
  /** Remember prepared voice and music per source array (in-process callers with shared arrays). */
  cache?: boolean;
  /** Remember the prepared voice under this content key instead (worker threads). */
  voiceKey?: string;
}

/**
 * One-shot render (server, tests): prepare, mix, normalize. With `cache`, the prepared voice and
 * music are remembered per source array (the server's path: its sources are shared cache
 * entries); with `voiceKey`, the voice is remembered by that key.
 */
export function renderMix(
  input: RenderMixInput,
  { cache = false, voiceKey }: RenderMixOptions = {},
): MixResult {
  const sr = input.sampleRate ?? MIX_SAMPLE_RATE;
  const voice =
    voiceKey !== undefined
      ? keyedPrepareVoice(voiceKey, input.voice, input.voiceRate, sr)
      : cache
        ? cachedPrepareVoice(input.voice, input.voiceRate, sr)
        : prepareVoice(input.voice, input.voiceRate, sr);
  let music: PreparedMusic | null = null;
  if (input.music && input.spec.music.trackId !== null) {
    if (cache || input.musicRate === sr) {
      // Whole track: free at the mix rate (shared, not copied), resampled once when cached.
      music = cache
        ? cachedPrepareMusic(input.music, input.musicRate, sr)
        : prepareMusic(input.music, input.musicRate, sr);
    } else {
      // A mix shorter than the track never wraps, so only the part it plays needs resampling. The
      // margin covers the filter's reach, so those samples equal a whole-track resample's exactly.
      const layout = mixLayout(input.spec, voice.samples.length / sr, true);
      const needed = Math.ceil((layout.total + 0.1) * input.musicRate) + RESAMPLE_MARGIN;
      const src = input.music.length > needed ? input.music.subarray(0, needed) : input.music;
      music = prepareMusic(src, input.musicRate, sr);
    }
  }
  return renderPrepared(voice, music, input.spec);
}

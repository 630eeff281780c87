// Side-chain ducking: the music drops by `duckDb` wherever the voice speaks. The voice's activity
// is found once per voice buffer (1 ms blocks, a 20 ms RMS window against a threshold relative to
// the voice's own loudest passage); attack/release turn it into smooth ramps. The attack looks
// ahead — the music is already down when the first syllable starts, which a live compressor
// cannot do but an offline mix can.
import { dbToGain } from './gain';

export interface VoiceActivityOptions {
  /** Activity threshold relative to the voice's loudest 20 ms window (dB, negative). */
  relativeThresholdDb?: number;
  /** Never count anything quieter than this as voice (dBFS). */
  floorDb?: number;
}

export interface VoiceActivity {
  sampleRate: number;
  /** Samples per block (≈ 1 ms). */
  blockSize: number;
  /** 1 where the voice is active, per block. */
  active: Uint8Array;
}

const WINDOW_MS = 20;

export function voiceActivity(
  voice: Float32Array,
  sampleRate: number,
  { relativeThresholdDb = -30, floorDb = -55 }: VoiceActivityOptions = {},
): VoiceActivity {
  const blockSize = Math.max(1, Math.round(sampleRate / 1000));
  const blocks = Math.ceil(voice.length / blockSize);
  const energy = new Float64Array(blocks);
  for (let b = 0; b < blocks; b++) {
    let s = 0;
    const end = Math.min(voice.length, (b + 1) * blockSize);
    for (let i = b * blockSize; i < end; i++) {
      const v = voice[i]!;
      s += v * v;
    }
    energy[b] = s;
  }
  // Centred 20 ms moving window of mean square.
  const w = Math.max(1, Math.round(WINDOW_MS));
  const halfW = Math.floor(w / 2);
  const ms = new Float64Array(blocks);
  let sum = 0;
  for (let b = 0; b < Math.min(blocks, w - halfW); b++) sum += energy[b]!;
  let max = 0;
  for (let b = 0; b < blocks; b++) {
    const v = sum / (w * blockSize);
    ms[b] = v;
    if (v > max) max = v;
    const add = b + w - halfW;
    const drop = b - halfW;
    if (add < blocks) sum += energy[add]!;
    if (drop >= 0) sum -= energy[drop]!;
  }
  const threshold = Math.max(max * Math.pow(10, relativeThresholdDb / 10), Math.pow(10, floorDb / 10));
  const active = new Uint8Array(blocks);
  for (let b = 0; b < blocks; b++) active[b] = ms[b]! > threshold ? 1 : 0;
  return { sampleRate, blockSize, active };
}

/** Gaps shorter than this between words keep the music down, so it does not pump. */
export const DUCK_HOLD_MS = 250;

/**
 * Ducking amount per block in [0, 1] (1 = fully ducked): rises over `attackMs` before activity
 * starts, holds through gaps up to `holdMs`, then falls over `releaseMs`; shaped with smoothstep
 * so ramps start and end gently.
 */
export function duckingAmount(
  activity: VoiceActivity,
  attackMs: number,
  releaseMs: number,
  holdMs = DUCK_HOLD_MS,
): Float32Array {
  const { active } = activity;
  const n = active.length;
  const msPerBlock = (activity.blockSize / activity.sampleRate) * 1000;
  const attackStep = msPerBlock / Math.max(attackMs, msPerBlock);
  const releaseStep = msPerBlock / Math.max(releaseMs, msPerBlock);
  const holdBlocks = Math.round(holdMs / msPerBlock);
  const out = new Float32Array(n);
  let r = 0;
  let held = holdBlocks; // blocks since the voice was last active
  for (let b = 0; b < n; b++) {
    if (active[b]) {
      r = 1;
      held = 0;
    } else if (held < holdBlocks) {
      held++;
    } else {
      r = Math.max(0, r - releaseStep);
    }
    out[b] = r;
  }
  let a = 0;
  for (let b = n - 1; b >= 0; b--) {
    a = active[b] ? 1 : Math.max(0, a - attackStep);
    const v = Math.max(out[b]!, a);
    out[b] = v * v * (3 - 2 * v);
  }
  return out;
}

/**
 * Place a voice's activity on a longer timeline (e.g. the whole mix) starting at block
 * `offsetBlocks`, so attack and release ramps can extend before and after the voice.
 */
export function placeActivity(
  activity: VoiceActivity,
  totalBlocks: number,
  offsetBlocks: number,
): VoiceActivity {
  const active = new Uint8Array(Math.max(0, totalBlocks));
  const src = activity.active;
  for (let b = 0; b < src.length; b++) {
    const t = b + offsetBlocks;
    if (t >= 0 && t < active.length) active[t] = src[b]!;
  }
  return { sampleRate: activity.sampleRate, blockSize: activity.blockSize, active };
}

/** The gain change at full ducking, as used in gain = 1 + amount·depth. */
export function duckingDepth(duckDb: number): number {
  return dbToGain(-duckDb) - 1;
}

/**
 * Multiply `music` in place by the ducking gain 1 + amount·(10^(−duckDb/20) − 1), the amount
 * interpolated linearly inside each block; block b covers samples [b·blockSize, (b+1)·blockSize).
 */
export function applyDucking(
  music: Float32Array,
  amount: Float32Array,
  blockSize: number,
  duckDb: number,
): Float32Array {
  const depth = duckingDepth(duckDb);
  if (depth === 0) return music;
  const n = music.length;
  const blocks = amount.length;
  for (let b = 0; b < blocks; b++) {
    const start = b * blockSize;
    if (start >= n) break;
    const end = Math.min(n, start + blockSize);
    const a0 = amount[b]!;
    const a1 = b + 1 < blocks ? amount[b + 1]! : a0;
    let g = 1 + a0 * depth;
    const step = ((a1 - a0) * depth) / blockSize;
    for (let i = start; i < end; i++) {
      music[i] = music[i]! * g;
      g += step;
    }
  }
  return music;
}

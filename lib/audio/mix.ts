// Mixing primitives on preallocated buffers: no allocation, no closures in the sample loops.

/** dest[offset + i] += src[i]·gain for the part of src that fits. */
export function addInto(dest: Float32Array, src: Float32Array, gain: number, offset = 0): Float32Array {
  const start = Math.max(0, offset);
  const end = Math.min(dest.length, offset + src.length);
  for (let i = start; i < end; i++) dest[i] = dest[i]! + src[i - offset]! * gain;
  return dest;
}

/**
 * Write `music`·gain into dest[0 … length): looped by wrapping the index (the library's tracks
 * loop seamlessly) or played once and followed by silence.
 */
export function writeMusic(
  dest: Float32Array,
  music: Float32Array,
  gain: number,
  loop: boolean,
  length = dest.length,
): Float32Array {
  const n = Math.min(length, dest.length);
  const m = music.length;
  if (m === 0) {
    dest.fill(0, 0, n);
    return dest;
  }
  let i = 0;
  while (i < n) {
    const chunk = Math.min(m, n - i);
    for (let k = 0; k < chunk; k++) dest[i + k] = music[k]! * gain;
    i += chunk;
    if (!loop) break;
  }
  if (i < n) dest.fill(0, i, n);
  return dest;
}

/**
 * writeMusic fused with ducking: dest[i] = music[i mod len]·gain·(1 + amount(i)·depth), the
 * amount interpolated linearly inside each block of `blockSize` samples. One pass, no temporaries.
 */
export function writeMusicDucked(
  dest: Float32Array,
  music: Float32Array,
  gain: number,
  loop: boolean,
  amount: Float32Array,
  blockSize: number,
  depth: number,
): Float32Array {
  const n = dest.length;
  const m = music.length;
  const end = loop || m >= n ? n : m;
  const blocks = amount.length;
  let k = 0;
  for (let b = 0; b * blockSize < end; b++) {
    const start = b * blockSize;
    const stop = Math.min(end, start + blockSize);
    const a0 = b < blocks ? amount[b]! : 0;
    const a1 = b + 1 < blocks ? amount[b + 1]! : a0;
    let g = gain * (1 + a0 * depth);
    const step = (gain * (a1 - a0) * depth) / blockSize;
    for (let i = start; i < stop; i++) {
      dest[i] = music[k]! * g;
      g += step;
      if (++k === m) k = 0;
    }
  }
  if (end < n) dest.fill(0, end, n);
  return dest;
}

/** Fade the whole buffer's start and end in place: sine-shaped (equal-power) curves. */
export function applyEdgeFades(
  dest: Float32Array,
  fadeInSamples: number,
  fadeOutSamples: number,
  length = dest.length,
): Float32Array {
  const n = Math.min(length, dest.length);
  const fi = Math.min(fadeInSamples, n);
  const halfPi = Math.PI / 2;
  for (let i = 0; i < fi; i++) dest[i] = dest[i]! * Math.sin((i / fi) * halfPi);
  const fo = Math.min(fadeOutSamples, n);
  for (let i = 0; i < fo; i++) {
    const j = n - fo + i;
    dest[j] = dest[j]! * Math.sin(((fo - 1 - i) / fo) * halfPi);
  }
  return dest;
}

/** Everything writeMix lays into the output: the music bed (ducked, faded) and the voice. */
export interface MixLayers {
  music: Float32Array;
  musicGain: number;
  loop: boolean;
  /** Ducking amount per block (null: no ducking) and the gain change at full ducking. */
  amount: Float32Array | null;
  blockSize: number;
  depth: number;
  /** Fade lengths in samples at the mix's start and end (music only). */
  fadeIn: number;
  fadeOut: number;
  voice: Float32Array;
  voiceGain: number;
  /** Sample index where the voice starts (≥ 0). */
  voiceStart: number;
}

/**
 * writeMusicDucked, applyEdgeFades (on the music) and addInto (the voice) in one pass over the
 * output: the preview's re-mix is memory-bound, and three passes over 60 s of 48 kHz audio cost
 * three times the traffic. Every sample is rounded to float32 at the same points as the three
 * separate steps, so the result is bit-identical to them. Blocks clear of the fades with
 * contiguous music take a tight loop; the rest go sample by sample.
 */
export function writeMix(dest: Float32Array, layers: MixLayers): Float32Array {
  const { music, musicGain, loop, amount, blockSize: bs, depth, voice, voiceGain } = layers;
  const n = dest.length;
  const m = music.length;
  const musicEnd = m === 0 ? 0 : loop || m >= n ? n : m;
  const vs = Math.max(0, layers.voiceStart);
  const ve = Math.min(n, layers.voiceStart + voice.length);
  const vOff = layers.voiceStart; // voice[i − vOff] plays at i
  const fi = Math.min(layers.fadeIn, n);
  const fo = Math.min(layers.fadeOut, n);
  const foStart = n - fo;
  const halfPi = Math.PI / 2;
  const blocks = amount ? amount.length : 0;
  const f32 = Math.fround;
  let k = 0;
  for (let b = 0, start = 0; start < n; b++, start += bs) {
    const stop = Math.min(n, start + bs);
    let g = musicGain;
    let step = 0;
    if (amount) {
      const a0 = b < blocks ? amount[b]! : 0;
      const a1 = b + 1 < blocks ? amount[b + 1]! : a0;
      g = musicGain * (1 + a0 * depth);
      step = (musicGain * (a1 - a0) * depth) / bs;
    }
    const clearOfFades = start >= fi && stop <= foStart;
    const musicWhole = stop <= musicEnd && k + (stop - start) <= m;
    const voiceAll = start >= vs && stop <= ve;
    const voiceNone = stop <= vs || start >= ve;
    if (clearOfFades && musicWhole && (voiceAll || voiceNone)) {
      const mo = k - start;
      if (voiceAll) {
        for (let i = start; i < stop; i++) {
          dest[i] = f32(music[i + mo]! * g) + voice[i - vOff]! * voiceGain;
          g += step;
        }
      } else {
        for (let i = start; i < stop; i++) {
          dest[i] = music[i + mo]! * g;
          g += step;
        }
      }
      k += stop - start;
      if (k === m) k = 0;
      continue;
    }
    for (let i = start; i < stop; i++) {
      let v = 0;
      if (i < musicEnd) {
        v = f32(music[k]! * g);
        g += step;
        if (++k === m) k = 0;
      }
      if (i < fi) v = f32(v * Math.sin((i / fi) * halfPi));
      if (i >= foStart) v = f32(v * Math.sin(((fo - 1 - (i - foStart)) / fo) * halfPi));
      if (i >= vs && i < ve) v = v + voice[i - vOff]! * voiceGain;
      dest[i] = v;
    }
  }
  return dest;
}

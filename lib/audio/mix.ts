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

// Measurements tests use to check that synthesized speech is real speech (test-only helpers).

export function durationSeconds(audio: { samples: Float32Array; sampleRate: number }): number {
  return audio.samples.length / audio.sampleRate;
}

/** RMS level in dBFS over the whole signal. */
export function rmsDb(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return 10 * Math.log10(sum / Math.max(1, samples.length) + 1e-20);
}

/**
 * Median fundamental frequency of the voiced 40 ms frames (normalized autocorrelation, 60–400 Hz).
 * Coarse, but enough to tell a female from a male voice and to see a pitch shift.
 */
export function medianF0(samples: Float32Array, sampleRate: number): number {
  const win = Math.round(sampleRate * 0.04);
  const hop = Math.round(sampleRate * 0.02);
  const minLag = Math.round(sampleRate / 400);
  const maxLag = Math.round(sampleRate / 60);
  const found: number[] = [];
  for (let start = 0; start + win + maxLag < samples.length; start += hop) {
    let energy = 0;
    for (let i = 0; i < win; i++) energy += samples[start + i]! ** 2;
    if (energy / win < 1e-4) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let c = 0;
      let e2 = 0;
      for (let i = 0; i < win; i++) {
        c += samples[start + i]! * samples[start + i + lag]!;
        e2 += samples[start + i + lag]! ** 2;
      }
      const r = c / (Math.sqrt(energy * e2) + 1e-12);
      if (r > best) {
        best = r;
        bestLag = lag;
      }
    }
    if (best > 0.6) found.push(sampleRate / bestLag);
  }
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)] ?? 0;
}

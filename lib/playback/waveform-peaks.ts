// Min/max per column for drawing a waveform: one pass over the mix, no allocation per sample.

export function waveformPeaks(samples: Float32Array, columns: number): Float32Array {
  const n = Math.max(1, Math.floor(columns));
  const out = new Float32Array(n * 2);
  const per = samples.length / n;
  for (let c = 0; c < n; c++) {
    const start = Math.floor(c * per);
    const end = Math.max(start + 1, Math.min(samples.length, Math.floor((c + 1) * per)));
    let min = 0;
    let max = 0;
    for (let i = start; i < end; i++) {
      const v = samples[i] ?? 0;
      if (v < min) min = v;
      else if (v > max) max = v;
    }
    out[c * 2] = min;
    out[c * 2 + 1] = max;
  }
  return out;
}

// Loop-seam measurements: a loop is seamless when the jump from its last sample back to
// its first is no bigger than the ordinary sample-to-sample steps inside the music.

/** |first − last|: the step the listener hears when the loop wraps. */
export function seamJump(samples: Float32Array): number {
  return Math.abs((samples[0] ?? 0) - (samples[samples.length - 1] ?? 0));
}

/** The p-quantile (0–1) of |x[i+1] − x[i]| over the whole signal. */
export function stepQuantile(samples: Float32Array, p: number): number {
  const steps = new Float32Array(Math.max(0, samples.length - 1));
  for (let i = 0; i < steps.length; i++) steps[i] = Math.abs((samples[i + 1] ?? 0) - (samples[i] ?? 0));
  steps.sort();
  return steps[Math.min(steps.length - 1, Math.floor(p * steps.length))] ?? 0;
}

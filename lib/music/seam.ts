// Loop-seam measurements: a loop is seamless when the jump from its last sample back to
// its first is no bigger than the ordinary sample-to-sample steps inside the music.

/** |first − last|: the step the listener hears when the loop wraps. */
export function seamJump(samples: Float32Array): number {
  return Math.abs((samples[0] ?? 0) - (samples[samples.length - 1] ?? 0));
}

/** The p-quantile (0–1) of |x[i+1] − x[i]| over the whole signal (exact, by selection). */
export function stepQuantile(samples: Float32Array, p: number): number {
  const steps = new Float32Array(Math.max(0, samples.length - 1));
  for (let i = 0; i < steps.length; i++) steps[i] = Math.abs((samples[i + 1] ?? 0) - (samples[i] ?? 0));
  if (steps.length === 0) return 0;
  return select(steps, Math.min(steps.length - 1, Math.floor(p * steps.length)));
}

/** The k-th smallest value (Hoare's quickselect, in place): linear time, where a sort of millions of steps takes seconds. */
function select(a: Float32Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] ?? 0) < pivot) i++;
      while ((a[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const t = a[i] ?? 0;
        a[i] = a[j] ?? 0;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k] ?? 0;
  }
  return a[k] ?? 0;
}

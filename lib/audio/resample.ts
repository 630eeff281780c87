// Band-limited sample-rate conversion: Kaiser-windowed sinc in polyphase form, exact for
// rational ratios (every integer rate pair), cascaded through an integer decimator when the
// ratio is large so the long filter runs at the lower rate. Filter tables are cached per rate
// pair; the arithmetic is plain float math, so browser and Node produce identical samples.

/** Stopband attenuation designed for (the spec asks ≥ 60 dB above the new Nyquist). */
const ATTENUATION_DB = 70;
/** Passband edge as a fraction of the target Nyquist when downsampling (3.2 kHz at 8 kHz). */
const PASS_FRACTION_DOWN = 0.8;
/**
 * Passband edge as a fraction of the source Nyquist when upsampling (7.9 kHz for a 22.05 kHz TTS
 * voice, 15.9 kHz for 44.1 kHz music). Images of content below it are fully rejected; above it
 * the response rolls off. A wide transition keeps the filter at 16 taps per output sample — the
 * voice upsampling is the largest single cost of a render — and no phone preset keeps anything
 * above 8 kHz anyway.
 */
const PASS_FRACTION_UP = 0.72;
/** Narrow-band sources (≤ 12 kHz, e.g. 8 kHz telephone voices) keep their whole 3.4 kHz band. */
const PASS_FRACTION_UP_NARROW = 0.85;
/** Beyond this many phases the ratio is treated as irrational and phases are rounded. */
const MAX_EXACT_PHASES = 2048;

interface Stage {
  from: number;
  to: number;
  /** Upsampling factor L and downsampling factor M (to/from = L/M), or L = phases in approximate mode. */
  up: number;
  down: number;
  exact: boolean;
  /** Taps per phase (even). */
  taps: number;
  /**
   * Phase tables, reversed so the inner loop walks input forwards: phase p at [p·taps, (p+1)·taps).
   * Values are rounded to float32 (the filter as designed and tested) but stored as float64, so
   * the inner loops multiply without converting every coefficient.
   */
  table: Float64Array;
  /**
   * Up to 2 phases (integer decimation, 2:1 interpolation, 3:2 …): every phase is symmetric, so
   * the folded kernel adds mirrored inputs first and needs half the multiplies. Phase 0 then has
   * taps − 1 non-zero taps centred at index taps/2 − 1; phase 1 has `taps`, centred between.
   */
  folded: boolean;
  /** Pure integer interpolation: phase 0 lands on input samples and is a copy of them. */
  copyPhase0: boolean;
}

const planCache = new Map<string, Stage[]>();

/**
 * Convert `input` from `fromRate` to `toRate` (integer Hz). Content above the lower Nyquist is
 * rejected by ≥ 60 dB (designed for 70); the passband is flat to 0.8 × that Nyquist. Returns a new buffer of
 * ceil(length × toRate / fromRate) samples, aligned so that sample 0 stays at time 0.
 */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  assertRate(fromRate);
  assertRate(toRate);
  if (fromRate === toRate) return input.slice();
  let out = input;
  for (const stage of planFor(fromRate, toRate)) out = runStage(out, stage);
  return out;
}

/** Number of output samples `resample` produces for `length` input samples. */
export function resampledLength(length: number, fromRate: number, toRate: number): number {
  if (fromRate === toRate) return length;
  const g = gcd(fromRate, toRate);
  return Math.ceil((length * (toRate / g)) / (fromRate / g));
}

function assertRate(rate: number): void {
  if (!Number.isInteger(rate) || rate <= 0)
    throw new RangeError(`sample rate must be a positive integer, got ${rate}`);
}

function planFor(from: number, to: number): Stage[] {
  const key = `${from}:${to}`;
  let plan = planCache.get(key);
  if (!plan) {
    plan = designPlan(from, to);
    planCache.set(key, plan);
  }
  return plan;
}

function designPlan(from: number, to: number): Stage[] {
  if (to > from) {
    // Upsampling: images of passband content land at ≥ from − pass, so the stopband may start there.
    const pass = (from <= 12000 ? PASS_FRACTION_UP_NARROW : PASS_FRACTION_UP) * (from / 2);
    return [designStage(from, to, pass, from - pass)];
  }
  const pass = PASS_FRACTION_DOWN * (to / 2);
  // A cheap integer decimator first while the intermediate rate stays ≥ 1.5 × target; it only
  // has to keep aliases out of [0, to/2], so its transition band is wide and its filter short.
  let d = Math.floor(from / (1.5 * to));
  while (d >= 2 && from % d !== 0) d--;
  if (d >= 2) {
    const mid = from / d;
    return [designStage(from, mid, pass, mid - to / 2), designStage(mid, to, pass, to / 2)];
  }
  return [designStage(from, to, pass, to / 2)];
}

function designStage(from: number, to: number, passHz: number, stopHz: number): Stage {
  const g = gcd(from, to);
  let up = to / g;
  const down = from / g;
  const exact = up <= MAX_EXACT_PHASES;
  if (!exact) up = MAX_EXACT_PHASES;
  const protoRate = from * up;
  const transition = (stopHz - passHz) / protoRate;
  const cutoff = (passHz + stopHz) / 2 / protoRate; // cycles per prototype sample
  const length = Math.ceil((ATTENUATION_DB - 7.95) / (14.357 * transition)) + 1;
  // A multiple of 4 keeps the paired two-accumulator loops free of remainders.
  const taps = Math.ceil(length / up / 4) * 4;
  const half = taps / 2;
  const beta = kaiserBeta(ATTENUATION_DB);
  const i0Beta = besselI0(beta);
  const radius = half * up; // half-width of the window in prototype samples
  const table = new Float64Array(up * taps);
  const row = new Float64Array(taps);
  for (let p = 0; p < up; p++) {
    let sum = 0;
    for (let i = 0; i < taps; i++) {
      // Tap i of phase p multiplies input q + half − i, i.e. sits at τ = p + (i − half)·up.
      const tau = p + (i - half) * up;
      const z = tau / radius;
      const w = Math.abs(z) >= 1 ? 0 : besselI0(beta * Math.sqrt(1 - z * z)) / i0Beta;
      const v = w * sinc(2 * cutoff * tau);
      row[i] = v;
      sum += v;
    }
    // Each phase sums to exactly 1, so DC passes at unity whatever the phase.
    for (let i = 0; i < taps; i++) table[p * taps + (taps - 1 - i)] = Math.fround(row[i]! / sum);
  }
  const folded = exact && up <= 2;
  // With down = 1 the cutoff is the source Nyquist, so phase 0 samples the sinc at its zeros:
  // mathematically a copy of the input (the computed table holds rounding noise instead).
  const copyPhase0 = folded && down === 1;
  if (copyPhase0) {
    table.fill(0, 0, taps);
    table[half - 1] = 1;
  }
  return { from, to, up, down, exact, taps, table, folded, copyPhase0 };
}

/**
 * Padded inputs up to this many samples share one scratch buffer (4 MiB: a spoken sentence at
 * 32 kHz is far below it). A server resamples every sentence of every greeting; a fresh
 * Float64Array each time is garbage that drives full collections of the whole server heap. Longer
 * inputs (whole mixes, in the render workers) get a buffer of their own, as before.
 */
const SCRATCH_SAMPLES = 1 << 19;
let scratch: Float64Array | null = null;

/** A zero-initialized-on-demand buffer of exactly `length` samples (runStage fills all of it). */
function paddedInput(length: number): Float64Array {
  if (length > SCRATCH_SAMPLES) return new Float64Array(length);
  scratch ??= new Float64Array(SCRATCH_SAMPLES);
  return scratch.subarray(0, length);
}

function runStage(input: Float32Array, stage: Stage): Float32Array {
  const { up, taps } = stage;
  const n = input.length;
  const outLength = stage.exact ? Math.ceil((n * up) / stage.down) : Math.ceil((n * stage.to) / stage.from);
  const out = new Float32Array(outLength);
  // Zero padding on both sides keeps the inner loop free of bounds tests.
  const pad = taps;
  const x = paddedInput(n + 2 * pad);
  x.fill(0, 0, pad);
  x.set(input, pad);
  x.fill(0, pad + n);
  // Output m sits at input position q + p/up; its taps start at input q + taps/2 − (taps − 1).
  const shift = pad + taps / 2 - (taps - 1);
  if (stage.folded) convolveFolded(x, out, stage, shift);
  else if (stage.exact) convolveExact(x, out, stage, shift);
  else convolveRounded(x, out, stage, shift);
  return out;
}

/**
 * Symmetric phases (stage.folded): out = Σ h[k]·(x[a − k] + x[b + k]) from the centre outwards,
 * so every output costs half the multiplies of the plain dot product. Outputs that share a phase
 * are computed four at a time (one coefficient load each); a single output uses the same
 * summation order, so no sample depends on where a group starts.
 */
function convolveFolded(x: Float64Array, out: Float32Array, stage: Stage, shift: number): void {
  const { up, down, taps, table, copyPhase0 } = stage;
  const total = out.length;
  const half = taps / 2;
  // Output m: phase p = (m·down) mod up at input q = floor(m·down / up), taps from x[q + shift].
  for (let p = 0; p < up; p++) {
    const t0 = p * taps;
    // Phase 0: centre tap at index half − 1 plus pairs (half − 1 ∓ k); phase 1: pairs (half − 1 − k, half + k).
    const centre = p === 0;
    const c = t0 + half - 1;
    const pairs = centre ? half - 1 : half;
    const hc = centre ? table[c]! : 0;
    const lo = half - 1; // offset of the first left input (the centre for phase 0)
    let m = p === 0 ? 0 : firstWithPhase(p, up, down);
    if (m < 0) continue;
    const mStep = up / gcd(up, down); // outputs with the same phase recur every up/gcd outputs
    const qStep = (mStep * down) / up;
    let q = (m * down - p) / up;
    if (centre && copyPhase0) {
      for (; m < total; m += mStep, q += qStep) out[m] = x[q + shift + lo]!;
      continue;
    }
    const hBase = centre ? c - 1 : c; // h[hBase − k] for k = 0 … pairs − 1
    const s2 = qStep;
    for (; m + 3 * mStep < total; m += 4 * mStep, q += 4 * qStep) {
      const a = q + shift + (centre ? lo - 1 : lo);
      const b = q + shift + half;
      let a0 = centre ? hc * x[q + shift + lo]! : 0;
      let a1 = centre ? hc * x[q + s2 + shift + lo]! : 0;
      let a2 = centre ? hc * x[q + 2 * s2 + shift + lo]! : 0;
      let a3 = centre ? hc * x[q + 3 * s2 + shift + lo]! : 0;
      for (let k = 0; k < pairs; k++) {
        const h = table[hBase - k]!;
        a0 += h * (x[a - k]! + x[b + k]!);
        a1 += h * (x[a + s2 - k]! + x[b + s2 + k]!);
        a2 += h * (x[a + 2 * s2 - k]! + x[b + 2 * s2 + k]!);
        a3 += h * (x[a + 3 * s2 - k]! + x[b + 3 * s2 + k]!);
      }
      out[m] = a0;
      out[m + mStep] = a1;
      out[m + 2 * mStep] = a2;
      out[m + 3 * mStep] = a3;
    }
    for (; m < total; m += mStep, q += qStep) {
      const a = q + shift + (centre ? lo - 1 : lo);
      const b = q + shift + half;
      let acc = centre ? hc * x[q + shift + lo]! : 0;
      for (let k = 0; k < pairs; k++) acc += table[hBase - k]! * (x[a - k]! + x[b + k]!);
      out[m] = acc;
    }
  }
}

/** The first output index whose phase is p (m·down ≡ p mod up), or −1 when none is. */
function firstWithPhase(p: number, up: number, down: number): number {
  for (let m = 0; m < up; m++) if ((m * down) % up === p) return m;
  return -1;
}

function convolveExact(x: Float64Array, out: Float32Array, stage: Stage, shift: number): void {
  const { up, down, taps, table } = stage;
  const total = out.length;
  const qStep = Math.floor(down / up);
  const pStep = down % up;
  // Outputs m, m + up, m + 2·up and m + 3·up share a phase (their input positions differ by
  // multiples of `down`), so they are computed together from one pass over the phase's taps.
  for (let base = 0, baseQ = 0; base < total; base += 4 * up, baseQ += 4 * down) {
    let q = baseQ;
    let p = 0;
    for (let j = 0; j < up && base + j < total; j++) {
      const m = base + j;
      const t0 = p * taps;
      const x1 = q + shift;
      if (m + 3 * up < total) {
        const x2 = x1 + down;
        const x3 = x2 + down;
        const x4 = x3 + down;
        let a0 = 0;
        let a1 = 0;
        let b0 = 0;
        let b1 = 0;
        let c0 = 0;
        let c1 = 0;
        let d0 = 0;
        let d1 = 0;
        for (let i = 0; i < taps; i += 2) {
          const h0 = table[t0 + i]!;
          const h1 = table[t0 + i + 1]!;
          a0 += h0 * x[x1 + i]!;
          a1 += h1 * x[x1 + i + 1]!;
          b0 += h0 * x[x2 + i]!;
          b1 += h1 * x[x2 + i + 1]!;
          c0 += h0 * x[x3 + i]!;
          c1 += h1 * x[x3 + i + 1]!;
          d0 += h0 * x[x4 + i]!;
          d1 += h1 * x[x4 + i + 1]!;
        }
        out[m] = a0 + a1;
        out[m + up] = b0 + b1;
        out[m + 2 * up] = c0 + c1;
        out[m + 3 * up] = d0 + d1;
      } else {
        for (let k = 0; k < 4 && m + k * up < total; k++)
          out[m + k * up] = dot(table, t0, x, x1 + k * down, taps);
      }
      q += qStep;
      p += pStep;
      if (p >= up) {
        p -= up;
        q++;
      }
    }
  }
}

function convolveRounded(x: Float64Array, out: Float32Array, stage: Stage, shift: number): void {
  const { up, taps, table } = stage;
  const ratio = stage.from / stage.to;
  for (let m = 0; m < out.length; m++) {
    const pos = m * ratio;
    let q = Math.floor(pos);
    let p = Math.round((pos - q) * up);
    if (p === up) {
      p = 0;
      q++;
    }
    out[m] = dot(table, p * taps, x, q + shift, taps);
  }
}

/**
 * Σ h[h0 + i]·x[x0 + i] for i < taps (even), even and odd taps in two accumulators — the same
 * order as the grouped loop, so an output never depends on whether it was computed in a group.
 */
function dot(h: Float64Array, h0: number, x: Float64Array, x0: number, taps: number): number {
  let a0 = 0;
  let a1 = 0;
  for (let i = 0; i < taps; i += 2) {
    a0 += h[h0 + i]! * x[x0 + i]!;
    a1 += h[h0 + i + 1]! * x[x0 + i + 1]!;
  }
  return a0 + a1;
}

function kaiserBeta(attenuationDb: number): number {
  if (attenuationDb > 50) return 0.1102 * (attenuationDb - 8.7);
  if (attenuationDb >= 21) return 0.5842 * (attenuationDb - 21) ** 0.4 + 0.07886 * (attenuationDb - 21);
  return 0;
}

/** Modified Bessel function of the first kind, order 0 (power series; converges fast for β < 20). */
export function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const q = (x * x) / 4;
  for (let k = 1; k < 200; k++) {
    term *= q / (k * k);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

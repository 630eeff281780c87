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
  /** Phase tables, reversed so the inner loop walks input forwards: phase p at [p·taps, (p+1)·taps). */
  table: Float32Array;
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
  const table = new Float32Array(up * taps);
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
    for (let i = 0; i < taps; i++) table[p * taps + (taps - 1 - i)] = row[i]! / sum;
  }
  return { from, to, up, down, exact, taps, table };
}

function runStage(input: Float32Array, stage: Stage): Float32Array {
  const { up, taps } = stage;
  const n = input.length;
  const outLength = stage.exact ? Math.ceil((n * up) / stage.down) : Math.ceil((n * stage.to) / stage.from);
  const out = new Float32Array(outLength);
  // Zero padding on both sides keeps the inner loop free of bounds tests.
  const pad = taps;
  const x = new Float32Array(n + 2 * pad);
  x.set(input, pad);
  // Output m sits at input position q + p/up; its taps start at input q + taps/2 − (taps − 1).
  const shift = pad + taps / 2 - (taps - 1);
  if (stage.exact) convolveExact(x, out, stage, shift);
  else convolveRounded(x, out, stage, shift);
  return out;
}

function convolveExact(x: Float32Array, out: Float32Array, stage: Stage, shift: number): void {
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

function convolveRounded(x: Float32Array, out: Float32Array, stage: Stage, shift: number): void {
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
function dot(h: Float32Array, h0: number, x: Float32Array, x0: number, taps: number): number {
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

// Band-limited sample-rate conversion: Kaiser-windowed sinc in polyphase form, exact for
// rational ratios (every integer rate pair), cascaded through an integer decimator when the
// ratio is large so the long filter runs at the lower rate. Filter tables are cached per rate
// pair; the arithmetic is plain float math, so browser and Node produce identical samples.

/** Stopband attenuation designed for (the spec asks ≥ 60 dB above the new Nyquist). */
const ATTENUATION_DB = 70;
/** Passband edge as a fraction of the lower Nyquist: 3.4 kHz at 8 kHz, the telephone band. */
const PASS_FRACTION = 0.85;
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
 * rejected by ≥ 60 dB; the passband is flat to 0.85 × that Nyquist. Returns a new buffer of
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
  if (!Number.isInteger(rate) || rate <= 0) throw new RangeError(`sample rate must be a positive integer, got ${rate}`);
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
    const pass = PASS_FRACTION * (from / 2);
    return [designStage(from, to, pass, from - pass)];
  }
  const pass = PASS_FRACTION * (to / 2);
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
  let taps = Math.ceil(length / up);
  if (taps % 2 === 1) taps++;
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
  const { up, down, taps, table } = stage;
  const half = taps / 2;
  const n = input.length;
  const outLength = stage.exact ? Math.ceil((n * up) / down) : Math.ceil((n * stage.to) / stage.from);
  const out = new Float32Array(outLength);
  // Zero padding on both sides keeps the inner loop free of bounds tests.
  const pad = taps;
  const x = new Float32Array(n + 2 * pad);
  x.set(input, pad);
  const qStep = Math.floor(down / up);
  const pStep = down % up;
  let q = 0;
  let p = 0;
  const ratio = stage.from / stage.to;
  for (let m = 0; m < outLength; m++) {
    if (!stage.exact) {
      const pos = m * ratio;
      q = Math.floor(pos);
      p = Math.round((pos - q) * up);
      if (p === up) {
        p = 0;
        q++;
      }
    }
    const base = q + half - (taps - 1) + pad;
    const t0 = p * taps;
    let acc = 0;
    for (let i = 0; i < taps; i++) acc += table[t0 + i]! * x[base + i]!;
    out[m] = acc;
    if (stage.exact) {
      q += qStep;
      p += pStep;
      if (p >= up) {
        p -= up;
        q++;
      }
    }
  }
  return out;
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

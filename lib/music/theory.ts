// Music-theory helpers for writing note data by hand: note names, chord symbols,
// smooth voice leading, and a seeded random source so "humanizing" is reproducible.

const letterPc: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** 'C4' → 60, 'F#3' → 54, 'Bb2' → 46. */
export function midi(name: string): number {
  const m = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  const pc = m?.[1] === undefined ? undefined : letterPc[m[1]];
  if (!m || pc === undefined) throw new Error(`Bad note name: ${name}`);
  const acc = m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0;
  return (Number(m[3]) + 1) * 12 + pc + acc;
}

function pitchClass(name: string): number {
  const m = /^([A-G])(#|b)?$/.exec(name);
  const pc = m?.[1] === undefined ? undefined : letterPc[m[1]];
  if (!m || pc === undefined) throw new Error(`Bad pitch class: ${name}`);
  return (pc + (m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0) + 12) % 12;
}

const qualities: Record<string, readonly number[]> = {
  '': [0, 4, 7],
  m: [0, 3, 7],
  '7': [0, 4, 7, 10],
  maj7: [0, 4, 7, 11],
  m7: [0, 3, 7, 10],
  '6': [0, 4, 7, 9],
  m6: [0, 3, 7, 9],
  sus2: [0, 2, 7],
  sus4: [0, 5, 7],
  '7sus4': [0, 5, 7, 10],
  add9: [0, 2, 4, 7],
  madd9: [0, 2, 3, 7],
  maj9: [0, 2, 4, 7, 11],
  m9: [0, 2, 3, 7, 10],
  '9': [0, 2, 4, 7, 10],
  dim: [0, 3, 6],
  dim7: [0, 3, 6, 9],
  m7b5: [0, 3, 6, 10],
};

export type Chord = { root: number; tones: readonly number[]; bass: number };

/** 'Am7' → root A, tones [A C E G]; 'G/B' → bass B. Tones are pitch classes 0–11. */
export function chord(symbol: string): Chord {
  const m = /^([A-G][#b]?)([a-z0-9#]*)(?:\/([A-G][#b]?))?$/.exec(symbol);
  const quality = qualities[m?.[2] ?? '?'];
  if (!m?.[1] || !quality) throw new Error(`Bad chord symbol: ${symbol}`);
  const root = pitchClass(m[1]);
  return {
    root,
    tones: quality.map((i) => (root + i) % 12),
    bass: m[3] ? pitchClass(m[3]) : root,
  };
}

/** The lowest key with pitch class `pc` at or above `low`. */
export function atOrAbove(pc: number, low: number): number {
  return low + ((((pc - low) % 12) + 12) % 12);
}

/**
 * A close-position voicing of `tones` inside [low, high] that moves the least from `prev`
 * (sum of semitone moves, voices matched lowest to lowest). This is what keeps pads and
 * comping parts smooth instead of jumping in parallel blocks.
 */
export function voiceLead(
  prev: readonly number[] | null,
  tones: readonly number[],
  low: number,
  high: number,
): number[] {
  const candidates: number[][] = [];
  for (let inv = 0; inv < tones.length; inv++) {
    const order = [...tones.slice(inv), ...tones.slice(0, inv)];
    for (let base = low; base < low + 12; base++) {
      const first = order[0];
      if (first === undefined || base % 12 !== first) continue;
      const voicing = [base];
      for (const pc of order.slice(1)) voicing.push(atOrAbove(pc, (voicing[voicing.length - 1] ?? base) + 1));
      for (let shift = 0; (voicing[voicing.length - 1] ?? 0) + shift <= high; shift += 12) {
        candidates.push(voicing.map((k) => k + shift));
      }
    }
  }
  if (candidates.length === 0) throw new Error(`No voicing of ${tones.join(',')} within ${low}-${high}`);
  const centre = (low + high) / 2;
  // Adjacent voices a semitone apart (e.g. B under C in a Cmaj7 inversion) sound like a
  // smudge in soft pads, so such voicings cost as much as a few semitones of movement.
  const clusters = (v: number[]) => v.slice(1).filter((k, i) => k - (v[i] ?? 0) === 1).length;
  const cost = (v: number[]) =>
    clusters(v) * 4 +
    (prev && prev.length > 0
      ? v.reduce((sum, k, i) => sum + Math.abs(k - (prev[Math.min(i, prev.length - 1)] ?? k)), 0)
      : Math.abs(v.reduce((a, b) => a + b, 0) / v.length - centre));
  return candidates.reduce((best, v) => (cost(v) < cost(best) ? v : best));
}

/** Deterministic PRNG (mulberry32): the same seed gives the same "human" variations. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

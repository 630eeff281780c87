// Building blocks for the track files: chord progressions, pads, arpeggios, bass lines,
// melodies written as text, drum grids, and gentle humanizing. All pure and seeded.
import type { Note } from './song';
import { atOrAbove, chord, midi, voiceLead, type Chord } from './theory';

export type ChordSpan = { chord: Chord; symbol: string; start: number; dur: number };

/**
 * 'Cmaj7 | Am7 | Dm7 G7 | C' → chord spans. Chords sharing a bar split it evenly unless
 * given explicit beats ('Dm7:3 G7:1').
 */
export function progression(text: string, beatsPerBar: number): ChordSpan[] {
  const spans: ChordSpan[] = [];
  text
    .split('|')
    .map((bar) => bar.trim().split(/\s+/).filter(Boolean))
    .forEach((symbols, barIndex) => {
      let t = barIndex * beatsPerBar;
      for (const token of symbols) {
        const [symbol = '', beats] = token.split(':');
        const dur = beats ? Number(beats) : beatsPerBar / symbols.length;
        spans.push({ chord: chord(symbol), symbol, start: t, dur });
        t += dur;
      }
    });
  return spans;
}

/** Repeat a list of spans `times` times, each copy `length` beats later. */
export function repeatSpans<T extends { start: number }>(
  items: readonly T[],
  times: number,
  length: number,
): T[] {
  return Array.from({ length: times }, (_, i) =>
    items.map((s) => ({ ...s, start: s.start + i * length })),
  ).flat();
}

/**
 * Voicings for a progression, voice-led inside [low, high]. The progression is led twice
 * and the second pass is kept, so the last chord also leads smoothly into the first one
 * when the track loops.
 */
export function voicings(
  spans: readonly ChordSpan[],
  low: number,
  high: number,
  rootless = false,
): number[][] {
  let prev: number[] | null = null;
  const out: number[][] = [];
  for (let pass = 0; pass < 2; pass++) {
    for (const s of spans) {
      prev = voiceLead(prev, rootless ? withoutRoot(s.chord.tones) : s.chord.tones, low, high);
      if (pass === 1) out.push(prev);
    }
  }
  return out;
}

/**
 * Four-note and larger chords without their root, for parts that play over a bass line:
 * the bass has the root, and leaving it out keeps the major seventh from rubbing against it.
 */
export const withoutRoot = (tones: readonly number[]): readonly number[] =>
  tones.length >= 4 ? tones.slice(1) : tones;

type PadOptions = { low: number; high: number; vel: number; overlap?: number; rootless?: boolean };

/** Sustained chords, legato (a little overlap so pads never drop out between chords). */
export function pad(spans: readonly ChordSpan[], o: PadOptions): Note[] {
  const vs = voicings(spans, o.low, o.high, o.rootless);
  return spans.flatMap((s, i) =>
    (vs[i] ?? []).map((pitch) => ({ start: s.start, dur: s.dur + (o.overlap ?? 0.05), pitch, vel: o.vel })),
  );
}

type ArpOptions = {
  low: number;
  high: number;
  /** Indices into the voicing (0 = lowest); 3+ wrap an octave up. */
  pattern: readonly number[];
  /** Beats per arpeggio step. */
  step: number;
  vel: number;
  /** Length of each note in steps (>1 lets notes ring like a sustain pedal). */
  ring?: number;
  /** Extra velocity on the first step of each chord. */
  accent?: number;
  rootless?: boolean;
};

export function arpeggio(spans: readonly ChordSpan[], o: ArpOptions): Note[] {
  const vs = voicings(spans, o.low, o.high, o.rootless);
  const notes: Note[] = [];
  spans.forEach((s, i) => {
    const v = vs[i] ?? [];
    const steps = Math.round(s.dur / o.step);
    for (let k = 0; k < steps; k++) {
      const idx = o.pattern[k % o.pattern.length] ?? 0;
      const base = v[idx % v.length];
      if (base === undefined) continue;
      notes.push({
        start: s.start + k * o.step,
        // Ringing notes are "pedalled" only up to the chord change.
        dur: Math.min(o.step * (o.ring ?? 1), s.dur - k * o.step + 0.05),
        pitch: base + 12 * Math.floor(idx / v.length),
        vel: o.vel + (k === 0 ? (o.accent ?? 0) : 0),
      });
    }
  });
  return notes;
}

/** A bass hit: beat inside the chord, length, and which tone ('R' root/bass, '5', '8' octave, '3'). */
export type BassHit = { at: number; dur: number; tone?: 'R' | '3' | '5' | '8'; vel?: number };

export function bassLine(
  spans: readonly ChordSpan[],
  hits: readonly BassHit[],
  low: number,
  vel: number,
): Note[] {
  return spans.flatMap((s) =>
    hits
      .filter((h) => h.at < s.dur)
      .map((h) => {
        const root = atOrAbove(s.chord.bass, low);
        const third = s.chord.tones[1] ?? s.chord.root;
        const fifth = s.chord.tones.find((t) => (t - s.chord.root + 12) % 12 === 7) ?? s.chord.root;
        const pitch =
          h.tone === '5'
            ? atOrAbove(fifth, root)
            : h.tone === '3'
              ? atOrAbove(third, root)
              : h.tone === '8'
                ? root + 12
                : root;
        return { start: s.start + h.at, dur: Math.min(h.dur, s.dur - h.at), pitch, vel: h.vel ?? vel };
      }),
  );
}

/**
 * A melody as text: 'E5:1 D5:.5 C5:.5 r:2' (note:beats, r = rest). A trailing '>' on a
 * note makes it a little louder, '<' a little softer.
 */
export function melody(text: string, start: number, vel: number): Note[] {
  const notes: Note[] = [];
  let t = start;
  for (const token of text.trim().split(/\s+/)) {
    const m = /^([A-Gr][#b]?-?\d?):([\d.]+)([<>]?)$/.exec(token);
    if (!m?.[1] || !m[2]) throw new Error(`Bad melody token: ${token}`);
    const dur = Number(m[2]);
    if (m[1] !== 'r') {
      const v = vel + (m[3] === '>' ? 8 : m[3] === '<' ? -8 : 0);
      notes.push({ start: t, dur, pitch: midi(m[1]), vel: v });
    }
    t += dur;
  }
  return notes;
}

/**
 * Drum grid: one string per GM drum key, one character per step ('X' accent, 'x' normal,
 * 'o' soft, 'g' ghost, '.' rest). Each pattern is repeated to fill `beats`.
 */
export function drums(grid: Record<number, string>, stepBeats: number, beats: number, vel: number): Note[] {
  const level: Record<string, number> = { X: 1.15, x: 1, o: 0.75, g: 0.5 };
  const notes: Note[] = [];
  for (const [key, pattern] of Object.entries(grid)) {
    const steps = pattern.replace(/\s/g, '');
    const total = Math.round(beats / stepBeats);
    for (let i = 0; i < total; i++) {
      const l = level[steps[i % steps.length] ?? '.'];
      if (l) notes.push({ start: i * stepBeats, dur: stepBeats, pitch: Number(key), vel: vel * l });
    }
  }
  return notes;
}

type HumanizeOptions = { vel: number; time: number; seed: () => number };

/** Small random velocity and timing variations, so parts breathe rather than tick. */
export function humanize(notes: readonly Note[], o: HumanizeOptions): Note[] {
  return notes.map((n) => ({
    ...n,
    start: n.start + (o.seed() * 2 - 1) * o.time,
    vel: Math.round(Math.max(1, Math.min(127, n.vel + (o.seed() * 2 - 1) * o.vel))),
  }));
}

/** Shape velocities along the loop with a smooth curve (e.g. a phrase swelling and relaxing). */
export function dynamics(notes: readonly Note[], curve: (beat: number) => number): Note[] {
  return notes.map((n) => ({ ...n, vel: Math.round(Math.max(1, Math.min(127, n.vel * curve(n.start)))) }));
}

/** Shift notes in time by beats. */
export const shift = (notes: readonly Note[], beats: number): Note[] =>
  notes.map((n) => ({ ...n, start: n.start + beats }));

/** Keep only the notes that start inside [from, to) beats: a part playing in some sections. */
export const during = (notes: readonly Note[], from: number, to: number): Note[] =>
  notes.filter((n) => n.start >= from && n.start < to);

/**
 * Expression (CC11) swells: a raised-cosine breath between `min` and `max` every `period`
 * beats, sampled finely so the level glides instead of stepping.
 */
export function swell(
  period: number,
  beats: number,
  min: number,
  max: number,
): { beat: number; controller: number; value: number }[] {
  const points: { beat: number; controller: number; value: number }[] = [];
  for (let b = 0; b < beats; b += 0.125) {
    const phase = (b % period) / period;
    points.push({
      beat: b,
      controller: 11,
      value: Math.round(min + ((max - min) * (1 - Math.cos(2 * Math.PI * phase))) / 2),
    });
  }
  return points;
}

// After Johann Pachelbel, Canon in D (c. 1700; public domain): his ground bass and
// harmony, with two violins in strict canon one cycle apart. Lines 0 and 1 are
// Pachelbel's opening variations; the others are our own variations over the same ground.
// The canon is circular (the second violin wraps around the line sequence), so the
// texture at the loop's end is the texture at its start.
import { humanize, melody, pad, progression, repeatSpans, shift } from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const cycle = 8;
const cycles = 12;

const lines = [
  'F#5:1 E5:1 D5:1 C#5:1 B4:1 A4:1 B4:1 C#5:1',
  'D5:1 C#5:1 B4:1 A4:1 G4:1 F#4:1 G4:1 E4:1',
  'D5:.5 A4:.5 C#5:.5 E5:.5 D5:.5 B4:.5 C#5:.5 A4:.5 B4:.5 D5:.5 A4:.5 F#4:.5 G4:.5 B4:.5 A4:.5 C#5:.5',
  'A5:2 F#5:2 D5:2 B4:1 C#5:1',
  'F#5:.5 G5:.5 A5:1 F#5:.5 G5:.5 A5:1 B5:1 A5:1 G5:1 E5:1',
  'A4:1 C#5:1 D5:1 C#5:1 B4:1 D5:1 D5:1 C#5:1',
];
const order = [0, 1, 2, 3, 4, 5, 1, 0, 3, 2, 5, 4];

function violin(offsetCycles: number, vel: number): Note[] {
  return order.flatMap((_, k) => {
    const line = lines[order[(k - offsetCycles + cycles) % cycles] ?? 0] ?? '';
    // Slightly detached bowing: each note a touch shorter than written.
    return melody(line, k * cycle, vel).map((n) => ({ ...n, dur: n.dur * 0.92 }));
  });
}

const ground = 'D3 A2 B2 F#2 G2 D2 G2 A2'.split(' ').map(midi);
const bass: Note[] = Array.from({ length: cycles * cycle }, (_, i) => ({
  start: i,
  dur: 0.95,
  pitch: ground[i % cycle] ?? 50,
  vel: i % 2 === 0 ? 62 : 54,
}));

const harmony = repeatSpans(progression('D A Bm F#m | G D G A', 4), cycles, cycle);
const seed = random(1680);

export const canonInD: Song = {
  id: 'canon-in-d',
  category: 'classical',
  bpm: 60,
  beatsPerBar: 4,
  bars: (cycles * cycle) / 4,
  parts: [
    {
      name: 'cello',
      channel: 1,
      program: 42,
      volume: 96,
      reverb: 70,
      notes: humanize(bass, { vel: 3, time: 0.01, seed }),
    },
    {
      name: 'strings',
      channel: 2,
      program: 48,
      volume: 70,
      reverb: 80,
      notes: humanize(pad(harmony, { low: midi('F#3'), high: midi('E5'), vel: 44, overlap: 0.1 }), {
        vel: 2,
        time: 0,
        seed,
      }),
    },
    {
      name: 'violin 1',
      channel: 3,
      program: 40,
      volume: 92,
      pan: 48,
      reverb: 80,
      notes: humanize(violin(0, 66), { vel: 4, time: 0.012, seed }),
    },
    {
      name: 'violin 2',
      channel: 4,
      program: 40,
      volume: 86,
      pan: 80,
      reverb: 80,
      notes: humanize(shift(violin(1, 60), 0), { vel: 4, time: 0.012, seed }),
    },
  ],
};

// "Sunny Side" (upbeat, original): G major, 120 bpm pop groove — offbeat clean-guitar
// chops, a bouncing bass, piano stabs, a glockenspiel hook and a tambourine on the
// backbeat. Five 8-bar sections: groove, hook, piano, hook variation, and a lighter
// break that hands back to the opening groove.
import { bassLine, drums, during, humanize, melody, pad, progression, repeatSpans, shift } from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const bar = 4;
const section = 8 * bar;
const s = (i: number) => i * section;
const prog = repeatSpans(progression('G | D/F# | Em7 | Cadd9 | G | D/F# | Cadd9 | Dsus4 D', bar), 5, section);
const seed = random(777);

const voiced = pad(prog, { low: midi('G3'), high: midi('D5'), vel: 62, overlap: 0 });
const onBeats = (notes: Note[], hits: readonly number[], dur: number): Note[] =>
  notes.flatMap((n) =>
    hits
      .filter((h) => h >= n.start % bar && h < (n.start % bar) + n.dur - 0.01)
      .map((h) => ({ ...n, start: n.start - (n.start % bar) + h, dur })),
  );
const chops = onBeats(voiced, [0.5, 1.5, 2.5, 3.5], 0.22);
const stabs = during(
  onBeats(pad(prog, { low: midi('B3'), high: midi('G5'), vel: 66 }), [0, 1.5, 3], 0.4),
  s(2),
  s(4),
);

const bass = bassLine(
  prog,
  [
    { at: 0, dur: 0.7 },
    { at: 1.5, dur: 0.4, vel: 62 },
    { at: 2, dur: 0.7, tone: '5' },
    { at: 3, dur: 0.4 },
    { at: 3.5, dur: 0.4, tone: '8', vel: 62 },
  ],
  midi('E2'),
  72,
);

const hook =
  'B5:1.5 D6:.5 D6:1 B5:1 A5:1.5 D6:.5 D6:1 A5:1 G5:1.5 B5:.5 B5:1 E6:1 D6:3 r:1 ' +
  'B5:1.5 D6:.5 G6:1 D6:1 F#6:1.5 E6:.5 D6:1 A5:1 G5:1 C6:1 E6:1 D6:1 D6:2 F#6:1 r:1';
const variation =
  'D6:1.5 B5:.5 G5:1 B5:1 A5:1.5 F#5:.5 A5:1 D6:1 B5:1.5 G5:.5 B5:1 E6:1 E6:3 r:1 ' +
  'D6:1.5 B5:.5 G6:1 D6:1 F#6:1.5 E6:.5 D6:1 A5:1 C6:1 E6:1 G6:1 E6:1 D6:2 F#6:1 r:1';
const glock = [...melody(hook, s(1), 64), ...melody(variation, s(3), 66)];

const k = { kick: 36, snare: 38, clap: 39, hat: 42, open: 46, tamb: 54, crash: 49 };
const groove = drums(
  {
    [k.kick]: 'x.....x.x.......',
    [k.snare]: '....x.......x...',
    [k.clap]: '....o.......o...',
    [k.hat]: 'x.o.x.o.x.o.x.o.',
    [k.tamb]: '....o.......o...',
  },
  0.25,
  section,
  70,
);
const breakBeat = drums(
  { [k.kick]: 'x...............', [k.hat]: 'o.g.o.g.o.g.o.g.', [k.tamb]: '....o.......o...' },
  0.25,
  section,
  64,
);
const drumPart = [
  ...[0, 1, 2, 3].flatMap((i) => shift(groove, s(i))),
  ...shift(breakBeat, s(4)),
  ...[1, 2, 3].map((i) => ({ start: s(i), dur: 2, pitch: k.crash, vel: 52 })),
];

export const sunnySide: Song = {
  id: 'sunny-side',
  category: 'upbeat',
  bpm: 120,
  beatsPerBar: bar,
  bars: 40,
  parts: [
    {
      name: 'guitar',
      channel: 1,
      program: 27,
      volume: 86,
      pan: 44,
      reverb: 40,
      chorus: 30,
      notes: humanize(chops, { vel: 5, time: 0.006, seed }),
    },
    {
      name: 'piano',
      channel: 2,
      program: 0,
      volume: 84,
      pan: 80,
      reverb: 50,
      notes: humanize(stabs, { vel: 4, time: 0.006, seed }),
    },
    {
      name: 'bass',
      channel: 3,
      program: 33,
      volume: 90,
      reverb: 15,
      notes: humanize(bass, { vel: 4, time: 0.005, seed }),
    },
    {
      name: 'glockenspiel',
      channel: 4,
      program: 9,
      volume: 88,
      reverb: 60,
      notes: humanize(glock, { vel: 4, time: 0.005, seed }),
    },
    {
      name: 'drums',
      channel: 10,
      program: 0,
      volume: 96,
      reverb: 30,
      notes: humanize(drumPart, { vel: 5, time: 0.004, seed }),
    },
  ],
};

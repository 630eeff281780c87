// "Warm Afternoon" (acoustic, original): C major bossa nova at 75 bpm — nylon-string
// guitar with the thumb on the bass and syncopated chord plucks in a two-bar pattern,
// soft shaker and rim clicks, and a breathy flute in the middle section only.
import { bassLine, drums, during, humanize, melody, pad, progression, type ChordSpan } from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const bar = 4;
const section = 8 * bar;
const x = progression('Cmaj7 | Am7 | Dm7 | G7 | Em7 | A7 | Dm7 | G7sus4 G7', bar);
const y = progression('Fmaj7 | Em7 | Dm7 | Cmaj7 | Fmaj7 | Em7 A7 | Dm7 | G7', bar);
const prog: ChordSpan[] = [x, y, x].flatMap((part, i) =>
  part.map((c) => ({ ...c, start: c.start + i * section })),
);
const seed = random(1959);

// Two-bar comping figure: plucks on 1, the "and" of 2 and 4 in the first bar, on 2 and
// the "and" of 3 in the second.
const figure = [
  { at: 0, dur: 0.9 },
  { at: 1.5, dur: 0.9 },
  { at: 3, dur: 0.9 },
  { at: 5, dur: 0.9 },
  { at: 6.5, dur: 1.2 },
];
const chords = pad(prog, { low: midi('E3'), high: midi('D5'), vel: 60 });
const plucks: Note[] = chords.flatMap((n) => {
  const local = n.start % 8;
  return figure
    .filter((h) => h.at >= local && h.at < local + n.dur - 0.01)
    .map((h) => ({ ...n, start: n.start - local + h.at, dur: h.dur }));
});
// A little strum: lower strings first.
const strummed = plucks.map((n) => ({ ...n, start: n.start + (n.pitch - midi('E3')) * 0.0015 }));

const thumb = bassLine(
  prog,
  [
    { at: 0, dur: 1.4 },
    { at: 2, dur: 1.4, tone: '5' },
  ],
  midi('E2'),
  66,
);

const flute = melody(
  'C6:3 A5:1 B5:2 G5:2 A5:3 F5:1 G5:4 A5:1.5 C6:.5 A5:2 G5:2 E5:2 F5:2 A5:2 B5:3 r:1',
  section,
  72,
);

export const warmAfternoon: Song = {
  id: 'warm-afternoon',
  category: 'acoustic',
  bpm: 75,
  beatsPerBar: bar,
  bars: 24,
  parts: [
    {
      name: 'nylon guitar',
      channel: 1,
      program: 24,
      volume: 100,
      reverb: 50,
      notes: humanize(strummed, { vel: 5, time: 0.008, seed }),
    },
    {
      name: 'guitar bass',
      channel: 2,
      program: 24,
      volume: 100,
      reverb: 45,
      notes: humanize(thumb, { vel: 3, time: 0.008, seed }),
    },
    {
      name: 'flute',
      channel: 3,
      program: 73,
      volume: 66,
      reverb: 70,
      notes: humanize(during(flute, section, 2 * section), { vel: 3, time: 0.01, seed }),
    },
    {
      name: 'percussion',
      channel: 10,
      program: 0,
      volume: 72,
      reverb: 30,
      notes: humanize(drums({ 70: 'xogoxogoxogoxogo', 37: '..o...o..o..o...' }, 0.25, 3 * section, 50), {
        vel: 4,
        time: 0.004,
        seed,
      }),
    },
  ],
};

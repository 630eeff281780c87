// "Good News" (upbeat, original): C major, 100 bpm light funk — electric-piano stabs,
// a syncopated bass, a marimba riff and a sixteenth-note muted guitar. Four 8-bar
// sections: groove, riff, riff with guitar, and the groove again with guitar only,
// which relaxes into the loop's opening groove.
import { bassLine, drums, during, humanize, melody, pad, progression, repeatSpans, shift } from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const bar = 4;
const section = 8 * bar;
const s = (i: number) => i * section;
const cycle = progression('Cmaj7 | Am7 | Dm7 | G7sus4 G7', bar);
const prog = repeatSpans(cycle, 8, 4 * bar);
const seed = random(100);

function rhythm(notes: Note[], hits: readonly { at: number; dur: number }[]): Note[] {
  return notes.flatMap((n) => {
    const local = n.start % bar;
    return hits
      .filter((h) => h.at >= local && h.at < local + n.dur - 0.01)
      .map((h) => ({ ...n, start: n.start - local + h.at, dur: h.dur }));
  });
}

const stabs = rhythm(pad(prog, { low: midi('G3'), high: midi('E5'), vel: 64 }), [
  { at: 0, dur: 0.45 },
  { at: 0.75, dur: 0.2 },
  { at: 1.5, dur: 0.45 },
  { at: 2.5, dur: 0.2 },
  { at: 3, dur: 0.7 },
]);

const bass = bassLine(
  prog,
  [
    { at: 0, dur: 0.45 },
    { at: 0.75, dur: 0.2, vel: 62 },
    { at: 1.5, dur: 0.3, tone: '8' },
    { at: 2.5, dur: 0.4, tone: '5' },
    { at: 3, dur: 0.3 },
    { at: 3.5, dur: 0.4, tone: '8', vel: 64 },
  ],
  midi('C2'),
  74,
);

// Muted guitar: the top chord tone in sixteenths, accented on the beat.
const tops = pad(prog, { low: midi('C4'), high: midi('G5'), vel: 60 }).filter(
  (n, i, all) => all[i + 1]?.start !== n.start,
);
const guitar = tops.flatMap((n) =>
  Array.from({ length: Math.round(n.dur / 0.25) }, (_, k) => ({
    ...n,
    start: n.start + k * 0.25,
    dur: 0.2,
    vel: [66, 46, 56, 46][k % 4] ?? 50,
  })),
);

const riff =
  'G5:.5 E5:.5 r:.5 G5:.5 B5:.5 G5:.5 E5:1 A5:.5 E5:.5 r:.5 A5:.5 C6:.5 A5:.5 G5:1 ' +
  'F5:.5 D5:.5 r:.5 F5:.5 A5:.5 F5:.5 C6:1 D6:.5 C6:.5 r:1 B5:.5 G5:.5 F5:1';
const marimba = [0, 1, 2, 3].flatMap((i) => melody(riff, s(1) + i * 4 * bar, 74));

const k = { kick: 36, snare: 38, hat: 42, open: 46 };
const groove = drums(
  {
    [k.kick]: 'x.....x..x.x....',
    [k.snare]: '....x.g.....x..g',
    [k.hat]: 'xgogxgogxgogxg.g',
    [k.open]: '..............o.',
  },
  0.25,
  section,
  68,
);

export const goodNews: Song = {
  id: 'good-news',
  category: 'upbeat',
  bpm: 100,
  beatsPerBar: bar,
  bars: 32,
  parts: [
    {
      name: 'electric piano',
      channel: 1,
      program: 5,
      volume: 84,
      reverb: 40,
      chorus: 40,
      notes: humanize(stabs, { vel: 4, time: 0.006, seed }),
    },
    {
      name: 'bass',
      channel: 2,
      program: 33,
      volume: 92,
      reverb: 15,
      notes: humanize(bass, { vel: 4, time: 0.005, seed }),
    },
    {
      name: 'marimba',
      channel: 3,
      program: 12,
      volume: 80,
      reverb: 50,
      notes: humanize(marimba, { vel: 5, time: 0.005, seed }),
    },
    {
      name: 'muted guitar',
      channel: 4,
      program: 28,
      volume: 86,
      pan: 40,
      reverb: 30,
      notes: humanize(during(guitar, s(2), s(4)), { vel: 4, time: 0.004, seed }),
    },
    {
      name: 'drums',
      channel: 10,
      program: 0,
      volume: 94,
      reverb: 25,
      notes: humanize(
        [0, 1, 2, 3].flatMap((i) => shift(groove, s(i))),
        { vel: 5, time: 0.004, seed },
      ),
    },
  ],
};

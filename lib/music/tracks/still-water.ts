// "Still Water" (calm, original): D major, 64 bpm. Soft piano — a low bass note held per
// bar, slow broken chords and a sparse high melody that leaves the voice range free — over
// a warm pad. Twenty bars; the A7sus4 of the last bar leans back into the opening Dmaj7.
import { arpeggio, bassLine, dynamics, humanize, melody, pad, progression } from '../patterns';
import type { Song } from '../song';
import { midi, random } from '../theory';

const bar = 4;
const prog = progression(
  'Dmaj7 | Bm7 | Gmaj7 | Asus4 | Dmaj7/F# | Gmaj7 | Em7 | A7sus4 | Bm7 | F#m7 | ' +
    'Gmaj7 | Dmaj7/F# | Em7 | Gmaj7/A | Dmaj7 | Bm7 | Gmaj7 | Em7 | Gmaj7/A | A7sus4',
  bar,
);
const seed = random(64);

const tune = [
  'r:1 A5:1 F#5:2',
  'r:1 D6:1 B5:2',
  'r:1 F#6:1 D6:2',
  'r:1 E6:3',
  'r:1 A5:1 F#5:1 A5:1',
  'B5:4',
  'r:1 G5:1 B5:1 D6:1',
  'E6:2 D6:2',
  'r:1 D6:1 F#6:2',
  'C#6:2 A5:2',
  'r:1 B5:1 D6:2',
  'r:1 F#5:1 A5:2',
  'G5:2 B5:2',
  'F#5:4',
  'r:1 A5:1 C#6:2',
  'D6:2 B5:2',
  'r:1 D6:1 B5:2',
  'G5:2 E5:2',
  'A5:4',
  'r:1 G5:1 E5:2',
].join(' ');

// Each phrase of four bars swells a little and settles.
const breathe = (beat: number) => 0.9 + 0.12 * Math.sin((Math.PI * (beat % 16)) / 16);

export const stillWater: Song = {
  id: 'still-water',
  category: 'calm',
  bpm: 64,
  beatsPerBar: bar,
  bars: 20,
  parts: [
    {
      name: 'piano bass',
      channel: 1,
      program: 0,
      volume: 92,
      reverb: 70,
      notes: humanize(bassLine(prog, [{ at: 0, dur: 4 }], midi('C2'), 64), { vel: 3, time: 0.01, seed }),
    },
    {
      name: 'piano chords',
      channel: 2,
      program: 0,
      volume: 96,
      reverb: 75,
      notes: humanize(
        dynamics(
          arpeggio(prog, {
            low: midi('A3'),
            high: midi('E5'),
            pattern: [0, 1, 2, 3],
            step: 1,
            vel: 62,
            ring: 3,
            accent: 4,
            rootless: true,
          }),
          breathe,
        ),
        { vel: 3, time: 0.012, seed },
      ),
    },
    {
      name: 'piano melody',
      channel: 3,
      program: 0,
      volume: 96,
      reverb: 85,
      notes: humanize(dynamics(melody(tune, 0, 70), breathe), { vel: 4, time: 0.012, seed }),
    },
    {
      name: 'warm pad',
      channel: 4,
      program: 89,
      volume: 62,
      reverb: 80,
      notes: pad(prog, { low: midi('F#3'), high: midi('D5'), vel: 56, overlap: 0.3, rootless: true }),
    },
  ],
};

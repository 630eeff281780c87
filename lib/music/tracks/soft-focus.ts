// "Soft Focus" (calm, original): F major, 3/4 at 75 bpm, in the unhurried manner of a
// Gymnopédie — electric piano bass note on one, the chord on two, held — with a fretless
// bass and a few high vibraphone notes. The melody sings in the first half only; the second
// half adds a slow string pad, so the texture rocks gently between the two as it loops.
import { bassLine, during, humanize, melody, pad, progression, repeatSpans } from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const bar = 3;
const half = 16 * bar;
const prog = repeatSpans(
  progression(
    'Fmaj7 | Fmaj7 | Bbmaj7 | Bbmaj7 | Am7 | Dm7 | Gm7 | C7sus4 | ' +
      'Fmaj7 | Fmaj7 | Bbmaj7 | Bbmaj7 | Gm7 | Am7 | Bbmaj7 | C7sus4',
    bar,
  ),
  2,
  half,
);
const seed = random(1888);

// The chord enters on beat two and rings to the bar line.
const chords: Note[] = pad(prog, { low: midi('A3'), high: midi('F5'), vel: 58 }).map((n) => ({
  ...n,
  start: n.start + 1,
  dur: 2.05,
}));

const tune =
  'r:1 C6:2 A5:3 r:1 D6:2 A5:3 r:1 E6:1 C6:1 A5:3 r:1 Bb5:1 D6:1 C6:3 ' +
  'r:1 C6:2 E6:3 r:1 F6:1 D6:1 A5:3 r:1 Bb5:2 C6:3 r:1 D6:2 G5:3';

export const softFocus: Song = {
  id: 'soft-focus',
  category: 'calm',
  bpm: 75,
  beatsPerBar: bar,
  bars: 32,
  parts: [
    {
      name: 'electric piano',
      channel: 1,
      program: 4,
      volume: 84,
      reverb: 65,
      chorus: 40,
      notes: humanize(chords, { vel: 3, time: 0.012, seed }),
    },
    {
      name: 'fretless bass',
      channel: 2,
      program: 35,
      volume: 86,
      reverb: 40,
      notes: humanize(bassLine(prog, [{ at: 0, dur: 2.9 }], midi('D2'), 70), { vel: 3, time: 0.008, seed }),
    },
    {
      name: 'vibraphone',
      channel: 3,
      program: 11,
      volume: 104,
      reverb: 90,
      notes: humanize(during(melody(tune, 0, 88), 0, half), { vel: 4, time: 0.01, seed }),
    },
    {
      name: 'strings',
      channel: 4,
      program: 49,
      volume: 64,
      reverb: 80,
      notes: during(
        pad(prog, { low: midi('C4'), high: midi('A5'), vel: 50, overlap: 0.3, rootless: true }),
        half,
        2 * half,
      ),
    },
  ],
};

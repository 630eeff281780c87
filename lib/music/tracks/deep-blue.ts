// "Deep Blue" (ambient, original): A minor, 64 bpm, no beat. A sweeping pad and a bowed
// pad over a fretless bass; a soft high piano figure answers each chord and fades away
// in echoes (written-out repeats, each quieter, like a tape delay).
import { bassLine, humanize, pad, progression, repeatSpans, swell, voicings } from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const bar = 4;
const cycle = 8 * bar;
const prog = repeatSpans(progression('Am7 | Am7 | Fmaj7 | Fmaj7 | Cmaj7 | Cmaj7 | Em7 | G6', bar), 3, cycle);
const total = 3 * cycle;

// Three rising chord tones when the chord changes, then two echoes of the figure.
function echoes(): Note[] {
  const tops = voicings(prog, midi('E5'), midi('E6'), true);
  return prog.flatMap((c, i) => {
    if (prog[i - 1]?.symbol === c.symbol) return []; // once per chord change
    const v = (tops[i] ?? []).slice(-3);
    const figure = v.map((pitch, k) => ({ start: c.start + 0.5 + k * 0.5, dur: 1.5, pitch, vel: 74 }));
    return [0, 1, 2].flatMap((e) =>
      figure.map((n) => ({ ...n, start: n.start + e * 0.75, vel: n.vel * Math.pow(0.62, e) })),
    );
  });
}

export const deepBlue: Song = {
  id: 'deep-blue',
  category: 'ambient',
  bpm: 64,
  beatsPerBar: bar,
  bars: 24,
  parts: [
    {
      name: 'sweep pad',
      channel: 1,
      program: 95,
      volume: 84,
      reverb: 90,
      chorus: 40,
      notes: pad(prog, { low: midi('E3'), high: midi('C5'), vel: 64, overlap: 0.5, rootless: true }),
      controls: swell(16, total, 90, 122),
    },
    {
      name: 'bowed pad',
      channel: 2,
      program: 92,
      volume: 66,
      reverb: 100,
      notes: pad(prog, { low: midi('G4'), high: midi('G5'), vel: 58, overlap: 0.5, rootless: true }),
      controls: swell(32, total, 70, 118),
    },
    {
      name: 'fretless bass',
      channel: 3,
      program: 35,
      volume: 84,
      reverb: 50,
      notes: humanize(bassLine(prog, [{ at: 0, dur: 3.8 }], midi('E2'), 62), {
        vel: 3,
        time: 0.01,
        seed: random(5),
      }),
    },
    {
      name: 'piano',
      channel: 4,
      program: 0,
      volume: 88,
      reverb: 110,
      notes: humanize(echoes(), { vel: 3, time: 0.01, seed: random(64) }),
    },
  ],
};

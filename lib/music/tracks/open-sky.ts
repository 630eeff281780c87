// "Open Sky" (ambient, original): D major, 60 bpm, no beat. Warm and halo pads breathe
// (slow CC11 swells) over a low string drone, chords changing every two bars, and a
// celesta drops sparse pentatonic notes into a long reverb.
import { dynamics, humanize, pad, progression, repeatSpans, swell } from '../patterns';
import type { Note, Song } from '../song';
import { atOrAbove, midi, random } from '../theory';

const bar = 4;
const cycle = 8 * bar;
const prog = repeatSpans(
  progression('Dadd9 | Dadd9 | Bm7 | Bm7 | Gmaj7 | Gmaj7 | Asus4 | Asus4', bar),
  3,
  cycle,
);
const total = 3 * cycle;

// Sparse bell notes from the D major pentatonic, placed by a seeded random walk so the
// line wanders without repeating exactly each cycle.
function bells(seed: () => number): Note[] {
  const scale = [
    midi('D5'),
    midi('E5'),
    midi('F#5'),
    midi('A5'),
    midi('B5'),
    midi('D6'),
    midi('E6'),
    midi('F#6'),
  ];
  const notes: Note[] = [];
  let idx = 3;
  for (let t = 1; t < total - 2; t += [2, 3, 3, 4, 5][Math.floor(seed() * 5)] ?? 3) {
    // A random step, pulled gently back towards the middle of the range.
    idx = Math.max(0, Math.min(scale.length - 1, idx + Math.round((seed() - 0.5) * 4 + (3.5 - idx) * 0.35)));
    const pitch = scale[idx];
    if (pitch !== undefined) notes.push({ start: t, dur: 3, pitch, vel: 58 + Math.round(seed() * 14) });
  }
  return notes;
}

const drone = prog.map((c) => ({
  start: c.start,
  dur: c.dur + 0.5,
  pitch: atOrAbove(c.chord.bass, midi('D2')),
  vel: 70,
}));
// Quieter in the middle cycle so the loop has a slow tide rather than a flat level.
const tide = (beat: number) => 1 - 0.08 * Math.sin((Math.PI * beat) / total);

export const openSky: Song = {
  id: 'open-sky',
  category: 'ambient',
  bpm: 60,
  beatsPerBar: bar,
  bars: 24,
  parts: [
    {
      name: 'warm pad',
      channel: 1,
      program: 89,
      volume: 86,
      reverb: 90,
      notes: dynamics(
        pad(prog, { low: midi('F#3'), high: midi('E5'), vel: 66, overlap: 0.5, rootless: true }),
        tide,
      ),
      controls: swell(8, total, 88, 122),
    },
    {
      name: 'halo pad',
      channel: 2,
      program: 94,
      volume: 64,
      reverb: 100,
      chorus: 60,
      notes: dynamics(
        pad(prog, { low: midi('A4'), high: midi('A5'), vel: 60, overlap: 0.5, rootless: true }),
        tide,
      ),
      controls: swell(16, total, 70, 120),
    },
    { name: 'low strings', channel: 3, program: 48, volume: 70, reverb: 80, notes: drone },
    {
      name: 'celesta',
      channel: 4,
      program: 8,
      volume: 80,
      reverb: 110,
      notes: humanize(bells(random(432)), { vel: 3, time: 0.02, seed: random(7) }),
    },
  ],
};

// "Forward Motion" (corporate, original): D major, 120 bpm. A pulsing eighth-note piano,
// warm pad and bass build up over five 8-bar sections (pulse → groove → bell melody →
// full → thinning out), and the thin last section flows back into the thin first one.
import { bassLine, drums, during, humanize, melody, pad, progression, repeatSpans, shift } from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const bar = 4;
const section = 8 * bar;
const prog = repeatSpans(progression('Bm7 | Gmaj7 | D | Asus4 A', bar), 10, 4 * bar);
const seed = random(120);
const s = (i: number) => i * section;

// Piano pulse: the chord repeated in eighths, accents on the beat, above middle C.
const chords = pad(prog, { low: midi('F#4'), high: midi('E5'), vel: 60, overlap: 0, rootless: true });
const pulse: Note[] = chords.flatMap((n) =>
  Array.from({ length: Math.round(n.dur / 0.5) }, (_, k) => ({
    ...n,
    start: n.start + k * 0.5,
    dur: 0.45,
    vel: n.vel + (k % 2 === 0 ? 6 : 0) + (k % 4 === 0 ? 4 : 0),
  })),
);

const longBass = bassLine(prog, [{ at: 0, dur: 4 }], midi('D2'), 70);
const eighthBass = bassLine(
  prog,
  [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5].map((at) => ({ at, dur: 0.42, vel: at % 1 === 0 ? 70 : 60 })),
  midi('D2'),
  70,
);
const bass = [
  ...during(longBass, s(0), s(1)),
  ...during(eighthBass, s(1), s(4)),
  ...during(longBass, s(4), s(5)),
];

const hook =
  'F#6:1.5 E6:.5 D6:2 D6:1.5 B5:.5 D6:2 F#6:1 A6:1 F#6:1 E6:1 E6:4 ' +
  'F#6:1.5 E6:.5 D6:2 D6:1.5 B5:.5 D6:2 F#6:1 A6:1 F#6:1 E6:1 E6:2 C#6:2';
const answer =
  'B5:1.5 C#6:.5 D6:2 B5:1.5 A5:.5 B5:2 A5:1 D6:1 F#6:1 E6:1 E6:2 C#6:2 ' +
  'B5:1.5 C#6:.5 D6:2 B5:1.5 A5:.5 B5:2 A5:1 D6:1 F#6:1 E6:1 E6:4';
const bells = [...melody(hook, s(2), 66), ...melody(answer, s(3), 70)];

const k = { kick: 36, clap: 39, snare: 38, hat: 42, open: 46, crash: 49 };
const light = drums({ [k.kick]: 'x.......x.......', [k.hat]: 'x.o.x.o.x.o.x.o.' }, 0.25, section, 66);
const full = drums(
  {
    [k.kick]: 'x.......x.x.....',
    [k.snare]: '....x.......x...',
    [k.clap]: '....o.......o...',
    [k.hat]: 'x.o.x.o.x.o.x.o.',
    [k.open]: '..............o.',
  },
  0.25,
  section,
  68,
);
const hatsOnly = drums({ [k.hat]: 'o.g.o.g.o.g.o.g.' }, 0.25, section, 60);
const drumPart = [
  ...shift(light, s(1)),
  ...shift(full, s(2)),
  ...shift(full, s(3)),
  ...shift(hatsOnly, s(4)),
  { start: s(2), dur: 2, pitch: k.crash, vel: 50 },
  { start: s(3), dur: 2, pitch: k.crash, vel: 54 },
];

// Gentle dynamic arc over the loop: softest at the start and end, fullest in section 4.
const arc = (beat: number) => 0.88 + 0.12 * Math.sin((Math.PI * beat) / (5 * section));
const shape = (notes: Note[]) =>
  notes.map((n) => ({ ...n, vel: n.vel * arc(((n.start % (5 * section)) + 5 * section) % (5 * section)) }));

export const forwardMotion: Song = {
  id: 'forward-motion',
  category: 'corporate',
  bpm: 120,
  beatsPerBar: bar,
  bars: 40,
  parts: [
    {
      name: 'piano pulse',
      channel: 1,
      program: 0,
      volume: 90,
      reverb: 55,
      notes: humanize(shape(pulse), { vel: 4, time: 0.006, seed }),
    },
    {
      name: 'warm pad',
      channel: 2,
      program: 89,
      volume: 76,
      reverb: 70,
      notes: pad(prog, { low: midi('A3'), high: midi('E5'), vel: 60, overlap: 0.25, rootless: true }),
    },
    {
      name: 'bass',
      channel: 3,
      program: 33,
      volume: 92,
      reverb: 20,
      notes: humanize(shape(bass), { vel: 3, time: 0.005, seed }),
    },
    {
      name: 'bells',
      channel: 4,
      program: 8,
      volume: 86,
      reverb: 80,
      notes: humanize(bells, { vel: 4, time: 0.006, seed }),
    },
    {
      name: 'drums',
      channel: 10,
      program: 0,
      volume: 96,
      reverb: 30,
      notes: humanize(shape(drumPart), { vel: 4, time: 0.004, seed }),
    },
  ],
};

// "Clear Horizon" (corporate, original): C major, 96 bpm. Electric piano comping, a soft
// piano arpeggio above the voice range, slow strings, fingered bass and light drums.
// Form A B A B; A sections are lighter (side-stick, quarter-note arpeggio), B sections a
// little fuller, so the loop returns from B to A like a song going back to its verse.
import {
  arpeggio,
  bassLine,
  drums,
  during,
  humanize,
  pad,
  progression,
  shift,
  type ChordSpan,
} from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const bar = 4;
const a = progression('Cmaj7 | G/B | Am7 | Fmaj7 | Cmaj7 | G/B | Am7 | Fmaj7 G', bar);
const b = progression('Fmaj7 | G | Em7 | Am7 | Dm7 | Em7 | Fmaj7 | Gsus4 G', bar);
const sections: { spans: ChordSpan[]; kind: 'A' | 'B' }[] = [
  { spans: a, kind: 'A' },
  { spans: b, kind: 'B' },
  { spans: a, kind: 'A' },
  { spans: b, kind: 'B' },
];
const len = 8 * bar;
const at = (i: number) => i * len;
const all = sections.flatMap((s, i) => s.spans.map((c) => ({ ...c, start: c.start + at(i) })));
const seed = random(2024);

// Electric piano: hits on 1, the "and" of 2, and 4 — a relaxed syncopation.
function comp(spans: readonly ChordSpan[]): Note[] {
  const chords = pad(spans, { low: midi('E3'), high: midi('G4'), vel: 54, rootless: true });
  return chords.flatMap((n) => {
    const local = n.start % bar;
    const hits = [
      { at: 0, dur: 1.4 },
      { at: 1.5, dur: 1.2 },
      { at: 3, dur: 0.9 },
    ].filter((h) => h.at >= local && h.at < local + n.dur - 0.06);
    return hits.map((h) => ({
      ...n,
      start: n.start - local + h.at,
      dur: Math.min(h.dur, local + n.dur - h.at),
      vel: h.at === 0 ? n.vel + 4 : n.vel,
    }));
  });
}

const arpA = arpeggio(all, {
  low: midi('C5'),
  high: midi('E6'),
  pattern: [0, 1, 2, 1],
  step: 1,
  vel: 80,
  ring: 2,
  rootless: true,
});
const arpB = arpeggio(all, {
  low: midi('C5'),
  high: midi('E6'),
  pattern: [0, 1, 2, 3, 2, 1, 2, 3],
  step: 0.5,
  vel: 74,
  ring: 2,
  accent: 6,
  rootless: true,
});
const arp = sections.flatMap((s, i) => during(s.kind === 'A' ? arpA : arpB, at(i), at(i + 1)));

const bass = bassLine(
  all,
  [
    { at: 0, dur: 1.4 },
    { at: 1.5, dur: 0.45, vel: 60 },
    { at: 2, dur: 0.9 },
    { at: 3, dur: 0.45, tone: '5' },
    { at: 3.5, dur: 0.45, tone: '8', vel: 58 },
  ],
  midi('C2'),
  68,
);

const kit = { kick: 36, stick: 37, snare: 38, hat: 42, shaker: 70, crash: 49 };
const drumsA = drums(
  { [kit.kick]: 'x.......x.......', [kit.stick]: '....x.......x...', [kit.hat]: 'x.o.x.o.x.o.x.o.' },
  0.25,
  len,
  62,
);
const drumsB = [
  ...drums(
    { [kit.kick]: 'x.....x.x.......', [kit.snare]: '....o.......o...', [kit.hat]: 'x.o.x.o.x.o.x.o.' },
    0.25,
    len,
    64,
  ),
  ...drums({ [kit.shaker]: 'ogog' }, 0.25, len, 40),
  { start: 0, dur: 2, pitch: kit.crash, vel: 44 },
];
const drumPart = sections.flatMap((s, i) => shift(s.kind === 'A' ? drumsA : drumsB, at(i)));

export const clearHorizon: Song = {
  id: 'clear-horizon',
  category: 'corporate',
  bpm: 96,
  beatsPerBar: bar,
  bars: 32,
  parts: [
    {
      name: 'electric piano',
      channel: 1,
      program: 4,
      volume: 76,
      reverb: 50,
      chorus: 30,
      notes: humanize(comp(all), { vel: 4, time: 0.01, seed }),
    },
    {
      name: 'piano arpeggio',
      channel: 2,
      program: 0,
      volume: 110,
      reverb: 70,
      notes: humanize(arp, { vel: 4, time: 0.008, seed }),
    },
    {
      name: 'strings',
      channel: 3,
      program: 49,
      volume: 72,
      reverb: 70,
      notes: humanize(
        pad(all, { low: midi('G3'), high: midi('D5'), vel: 42, overlap: 0.2, rootless: true }),
        { vel: 2, time: 0, seed },
      ),
    },
    {
      name: 'bass',
      channel: 4,
      program: 33,
      volume: 92,
      reverb: 20,
      notes: humanize(bass, { vel: 4, time: 0.006, seed }),
    },
    {
      name: 'drums',
      channel: 10,
      program: 0,
      volume: 100,
      reverb: 35,
      notes: humanize(drumPart, { vel: 5, time: 0.004, seed }),
    },
  ],
};

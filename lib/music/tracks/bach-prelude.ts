// J. S. Bach, Prelude in C major BWV 846 (Well-Tempered Clavier I, 1722; public domain),
// bars 1–24, written out here from the score's harmonies. Bar 24 (G7) resolves into bar 1,
// so the loop closes on a perfect cadence. Each bar: the five-note chord figure
// n1 n2 n3 n4 n5 n3 n4 n5, twice, with n1 and n2 held as Bach writes them.
import { humanize } from '../patterns';
import type { Note, Song } from '../song';
import { midi, random } from '../theory';

const bars = [
  'C4 E4 G4 C5 E5',
  'C4 D4 A4 D5 F5',
  'B3 D4 G4 D5 F5',
  'C4 E4 G4 C5 E5',
  'C4 E4 A4 E5 A5',
  'C4 D4 F#4 A4 D5',
  'B3 D4 G4 D5 G5',
  'B3 C4 E4 G4 C5',
  'A3 C4 E4 G4 C5',
  'D3 A3 D4 F#4 C5',
  'G3 B3 D4 G4 B4',
  'G3 Bb3 E4 G4 C#5',
  'F3 A3 D4 A4 D5',
  'F3 Ab3 D4 F4 B4',
  'E3 G3 C4 G4 C5',
  'E3 F3 A3 C4 F4',
  'D3 F3 A3 C4 F4',
  'G2 D3 G3 B3 F4',
  'C3 E3 G3 C4 E4',
  'C3 G3 Bb3 C4 E4',
  'F2 F3 A3 C4 E4',
  'F#2 C3 A3 C4 Eb4',
  'Ab2 F3 B3 C4 D4',
  'G2 F3 G3 B3 D4',
].map((bar) => bar.split(' ').map(midi));

function barNotes(keys: number[], bar: number): Note[] {
  const [n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0] = keys;
  const t0 = bar * 4;
  const notes: Note[] = [];
  for (const half of [0, 2]) {
    const t = t0 + half;
    // Held bass and tenor; the upper figure rings a little like a lightly pedalled piano.
    notes.push({ start: t, dur: 2, pitch: n1, vel: 62 });
    notes.push({ start: t + 0.25, dur: 1.75, pitch: n2, vel: 54 });
    [n3, n4, n5, n3, n4, n5].forEach((pitch, i) => {
      notes.push({ start: t + 0.5 + i * 0.25, dur: 0.5, pitch, vel: i === 2 || i === 5 ? 58 : 52 });
    });
  }
  return notes;
}

// A gentle arc over the 24 bars: a little fuller through the middle harmonies.
const arc = (beat: number) => 0.92 + 0.1 * Math.sin((Math.PI * beat) / 96);

export const bachPrelude: Song = {
  id: 'bach-prelude-in-c',
  category: 'classical',
  bpm: 64,
  beatsPerBar: 4,
  bars: 24,
  parts: [
    {
      name: 'piano',
      channel: 1,
      program: 0,
      volume: 100,
      reverb: 60,
      notes: humanize(
        bars.flatMap(barNotes).map((n) => ({ ...n, vel: n.vel * arc(n.start) })),
        { vel: 3, time: 0.008, seed: random(846) },
      ),
    },
  ],
};

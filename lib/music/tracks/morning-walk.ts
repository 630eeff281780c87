// "Morning Walk" (acoustic, original): G major, 96 bpm fingerpicked steel-string guitar
// (alternating thumb bass, fingers on the off-beats), joined in the second half by an
// acoustic bass, a shaker and a soft string pad; the loop returns to the guitar alone.
import { bassLine, drums, during, humanize, pad, progression, voicings, type ChordSpan } from '../patterns';
import type { Note, Song } from '../song';
import { atOrAbove, midi, random } from '../theory';

const bar = 4;
const half = 16 * bar;
const prog = progression(
  'G | Cadd9 | Em7 | Dsus4 D | G | Cadd9 | Am7 | Dsus4 D | ' +
    'Em7 | Cadd9 | G | D/F# | Em7 | Cadd9 | Am7 | D | ' +
    'G | Cadd9 | Em7 | Dsus4 D | G | Cadd9 | Am7 | Dsus4 D | ' +
    'Em7 | Cadd9 | G | D/F# | Em7 | Cadd9 | Am7 | Dsus4 D',
  bar,
);
const seed = random(96);

// Travis picking: thumb alternates root and fifth on the beats (E2–D3), fingers pick the
// upper voicing on the off-beats with a pinch on the downbeat, letting notes ring.
function travis(spans: readonly ChordSpan[]): Note[] {
  const upper = voicings(spans, midi('G3'), midi('E5'));
  return spans.flatMap((s, i) => {
    const v = upper[i] ?? [];
    const root = atOrAbove(s.chord.bass, midi('E2'));
    const fifth = atOrAbove((s.chord.root + 7) % 12, root + 1);
    const notes: Note[] = [];
    for (let beat = 0; beat < s.dur; beat++) {
      const thumb = beat % 2 === 0 ? root : fifth > midi('D3') ? fifth - 12 : fifth;
      notes.push({
        start: s.start + beat,
        dur: Math.min(1.2, s.dur - beat),
        pitch: thumb,
        vel: beat === 0 ? 70 : 62,
      });
      const finger = v[[1, 2, 1, 3][beat % 4] ?? 1] ?? v[v.length - 1];
      // Strings ring on, but not into the next chord.
      if (finger !== undefined)
        notes.push({
          start: s.start + beat + 0.5,
          dur: Math.min(1.4, s.dur - beat - 0.5),
          pitch: finger,
          vel: 58,
        });
    }
    const top = v[v.length - 1];
    if (top !== undefined) notes.push({ start: s.start, dur: 1.5, pitch: top, vel: 64 });
    return notes;
  });
}

export const morningWalk: Song = {
  id: 'morning-walk',
  category: 'acoustic',
  bpm: 96,
  beatsPerBar: bar,
  bars: 32,
  parts: [
    {
      name: 'steel guitar',
      channel: 1,
      program: 25,
      volume: 100,
      reverb: 50,
      notes: humanize(travis(prog), { vel: 5, time: 0.01, seed }),
    },
    {
      name: 'acoustic bass',
      channel: 2,
      program: 32,
      volume: 84,
      reverb: 20,
      notes: humanize(
        during(
          bassLine(
            prog,
            [
              { at: 0, dur: 1.8 },
              { at: 2, dur: 1.8, tone: '5' },
            ],
            midi('E2'),
            68,
          ),
          half,
          2 * half,
        ),
        { vel: 3, time: 0.008, seed },
      ),
    },
    {
      name: 'shaker',
      channel: 10,
      program: 0,
      volume: 70,
      reverb: 30,
      notes: humanize(during(drums({ 70: 'xogo' }, 0.25, 2 * half, 54), half, 2 * half), {
        vel: 4,
        time: 0.004,
        seed,
      }),
    },
    {
      name: 'strings',
      channel: 3,
      program: 49,
      volume: 56,
      reverb: 70,
      notes: during(
        pad(prog, { low: midi('B3'), high: midi('G5'), vel: 50, overlap: 0.3, rootless: true }),
        half,
        2 * half,
      ),
    },
  ],
};

import { describe, expect, it } from 'vitest';
import { arpeggio, drums, melody, progression, voicings } from './patterns';
import { chord, midi, random, voiceLead } from './theory';

describe('note names and chords', () => {
  it('maps note names to MIDI keys', () => {
    expect([midi('C4'), midi('A4'), midi('F#3'), midi('Bb2'), midi('C-1')]).toEqual([60, 69, 54, 46, 0]);
    expect(() => midi('H2')).toThrow();
  });

  it('parses chord symbols with qualities and slash basses', () => {
    expect(chord('Am7')).toEqual({ root: 9, tones: [9, 0, 4, 7], bass: 9 });
    expect(chord('G/B')).toEqual({ root: 7, tones: [7, 11, 2], bass: 11 });
    expect(chord('C#dim7').tones).toEqual([1, 4, 7, 10]);
    expect(() => chord('Cxyz')).toThrow();
  });
});

describe('voice leading', () => {
  it('keeps every voicing inside the range and holds common tones', () => {
    const spans = progression('C | Am | F | G', 4);
    const vs = voicings(spans, midi('E3'), midi('G4'));
    for (const v of vs) for (const k of v) expect(k).toBeGreaterThanOrEqual(midi('E3'));
    for (const v of vs) for (const k of v) expect(k).toBeLessThanOrEqual(midi('G4'));
    // C → Am shares C and E: only one voice moves (G → A).
    const [c = [], am = []] = vs;
    expect(c.filter((k) => !am.includes(k))).toHaveLength(1);
  });

  it('moves each voice by a few semitones at most between neighbouring chords', () => {
    let prev: number[] | null = null;
    for (const symbol of ['Cmaj7', 'Fmaj7', 'Dm7', 'G7', 'Em7', 'Am7']) {
      const next = voiceLead(prev, chord(symbol).tones, midi('C4'), midi('C6'));
      if (prev) next.forEach((k, i) => expect(Math.abs(k - (prev?.[i] ?? k))).toBeLessThanOrEqual(5));
      prev = next;
    }
  });
});

describe('patterns', () => {
  it('reads melodies as note:beats with rests', () => {
    expect(melody('E5:1 r:.5 D5:.5>', 4, 60)).toEqual([
      { start: 4, dur: 1, pitch: 76, vel: 60 },
      { start: 5.5, dur: 0.5, pitch: 74, vel: 68 },
    ]);
  });

  it('fills drum grids to the requested length', () => {
    const notes = drums({ 36: 'x...', 42: 'xoxo' }, 0.25, 4, 100);
    expect(notes.filter((n) => n.pitch === 36).map((n) => n.start)).toEqual([0, 1, 2, 3]);
    expect(notes.filter((n) => n.pitch === 42)).toHaveLength(16);
  });

  it('arpeggiates each chord over its own span', () => {
    const notes = arpeggio(progression('C G', 4), {
      low: 60,
      high: 76,
      pattern: [0, 1, 2],
      step: 1,
      vel: 70,
    });
    expect(notes.map((n) => n.start)).toEqual([0, 1, 2, 3]);
    expect(notes.slice(0, 2).every((n) => [0, 4, 7].includes(n.pitch % 12))).toBe(true);
    expect(notes.slice(2).every((n) => [7, 11, 2].includes(n.pitch % 12))).toBe(true);
  });

  it('draws the same "random" humanizing from the same seed', () => {
    const a = random(42);
    const b = random(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });
});

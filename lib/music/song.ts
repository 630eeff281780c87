// The shape of a composed piece: plain data the MIDI writer turns into bytes.
// Times are in beats (quarter notes) from the start of the loop, so one loop of a song
// is bars * beatsPerBar beats and everything repeats with exactly that period.
import type { MusicCategory } from './catalog';

export type Note = {
  /** Onset in beats from the loop start; values outside [0, loop) wrap around the loop. */
  start: number;
  /** Length in beats. */
  dur: number;
  /** MIDI key number (60 = middle C). */
  pitch: number;
  /** MIDI velocity 1–127. */
  vel: number;
};

export type ControlPoint = { beat: number; controller: number; value: number };

export type Part = {
  name: string;
  /** MIDI channel 1–16; 10 is the General MIDI drum kit. */
  channel: number;
  /** General MIDI program 0–127 (ignored on channel 10). */
  program: number;
  /** CC7 channel volume 0–127. */
  volume: number;
  /** CC10 pan 0–127, 64 = centre (the final mix is mono, pan only shapes the reverb). */
  pan?: number;
  /** CC91 reverb send 0–127. */
  reverb?: number;
  /** CC93 chorus send 0–127. */
  chorus?: number;
  notes: readonly Note[];
  /** Controller automation inside one loop (e.g. CC11 swells); repeats every loop. */
  controls?: readonly ControlPoint[];
};

export type SongTempo = { bpm: number; beatsPerBar: number; bars: number };

export type Song = SongTempo & {
  id: string;
  category: MusicCategory;
  parts: readonly Part[];
};

export const loopBeats = (song: SongTempo): number => song.bars * song.beatsPerBar;

/** Microseconds per quarter note, as the MIDI tempo meta event stores it (an integer). */
export const tempoMicros = (bpm: number): number => Math.round(60_000_000 / bpm);

/** Exact loop length in seconds as the synthesizer plays it (integer MIDI tempo). */
export const loopSeconds = (song: SongTempo): number => (loopBeats(song) * tempoMicros(song.bpm)) / 1_000_000;

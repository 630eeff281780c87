import { describe, expect, it } from 'vitest';
import { songToMidi, ticksPerQuarter } from './midi';
import type { Song } from './song';
import { songs } from './tracks';

const tiny: Song = {
  id: 'tiny',
  category: 'calm',
  bpm: 120,
  beatsPerBar: 4,
  bars: 1,
  parts: [
    {
      name: 'piano',
      channel: 1,
      program: 0,
      volume: 100,
      notes: [
        { start: 0, dur: 1, pitch: 60, vel: 80 },
        { start: 0.5, dur: 1, pitch: 60, vel: 70 }, // re-strikes the same key before it ends
        { start: -0.5, dur: 0.5, pitch: 67, vel: 60 }, // a pickup: wraps to the loop's end
      ],
    },
    {
      name: 'drums',
      channel: 10,
      program: 0,
      volume: 90,
      notes: [{ start: 1, dur: 0.25, pitch: 36, vel: 100 }],
    },
  ],
};

type Chunk = { type: string; body: Uint8Array };
function chunks(bytes: Uint8Array): Chunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: Chunk[] = [];
  for (let at = 0; at < bytes.length;) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const length = view.getUint32(at + 4);
    out.push({ type, body: bytes.subarray(at + 8, at + 8 + length) });
    at += 8 + length;
  }
  return out;
}

/** Parse a track chunk into absolute-tick events (no running status: our writer never uses it). */
function events(body: Uint8Array): { tick: number; bytes: number[] }[] {
  const out: { tick: number; bytes: number[] }[] = [];
  let tick = 0;
  let at = 0;
  const vlq = () => {
    let v = 0;
    for (;;) {
      const b = body[at++] ?? 0;
      v = v * 128 + (b & 0x7f);
      if (b < 0x80) return v;
    }
  };
  while (at < body.length) {
    tick += vlq();
    const status = body[at] ?? 0;
    if (status === 0xff) {
      const type = body[at + 1] ?? 0;
      at += 2;
      const len = vlq();
      out.push({ tick, bytes: [0xff, type, ...body.subarray(at, at + len)] });
      at += len;
    } else {
      const size = (status & 0xf0) === 0xc0 ? 2 : 3;
      out.push({ tick, bytes: [...body.subarray(at, at + size)] });
      at += size;
    }
  }
  return out;
}

describe('songToMidi', () => {
  const bytes = songToMidi(tiny, { passes: 2, tailBeats: 2 });
  const [header, ...tracks] = chunks(bytes);

  it('writes an SMF type 1 header with one conductor track plus one per part', () => {
    expect(header?.type).toBe('MThd');
    expect([...(header?.body ?? [])]).toEqual([0, 1, 0, 3, ticksPerQuarter >> 8, ticksPerQuarter & 0xff]);
    expect(tracks.map((t) => t.type)).toEqual(['MTrk', 'MTrk', 'MTrk']);
    expect(chunks(bytes).reduce((n, c) => n + 8 + c.body.length, 0)).toBe(bytes.length);
  });

  it('sets tempo and time signature and ends every track at the same tick', () => {
    const conductor = events(tracks[0]?.body ?? new Uint8Array());
    expect(conductor).toContainEqual({ tick: 0, bytes: [0xff, 0x51, 0x07, 0xa1, 0x20] }); // 500000 µs = 120 bpm
    expect(conductor).toContainEqual({ tick: 0, bytes: [0xff, 0x58, 4, 2, 24, 8] });
    const end = (2 * 4 + 2) * ticksPerQuarter;
    for (const t of tracks) expect(events(t.body).at(-1)).toEqual({ tick: end, bytes: [0xff, 0x2f] });
  });

  it('plays the loop once per pass, wraps pickups and never lets a note-off cut a re-struck key', () => {
    const piano = events(tracks[1]?.body ?? new Uint8Array()).filter(
      (e) => ((e.bytes[0] ?? 0) & 0xe0) === 0x80,
    );
    const onsOf = (key: number) =>
      piano.filter((e) => e.bytes[0] === 0x90 && e.bytes[1] === key).map((e) => e.tick);
    expect(onsOf(60)).toEqual([0, 240, 1920, 2160]);
    expect(onsOf(67)).toEqual([1680, 3600]);
    // Key 60: each note-off comes at or before the next note-on of the same key.
    const k60 = piano.filter((e) => e.bytes[1] === 60);
    let sounding = false;
    for (const e of k60) {
      if (e.bytes[0] === 0x90) {
        expect(sounding).toBe(false);
        sounding = true;
      } else sounding = false;
    }
  });

  it('sends no program change on the drum channel and sets program and volume elsewhere', () => {
    const piano = events(tracks[1]?.body ?? new Uint8Array());
    const drums = events(tracks[2]?.body ?? new Uint8Array());
    expect(piano).toContainEqual({ tick: 0, bytes: [0xc0, 0] });
    expect(piano).toContainEqual({ tick: 0, bytes: [0xb0, 7, 100] });
    expect(drums.some((e) => ((e.bytes[0] ?? 0) & 0xf0) === 0xc0)).toBe(false);
    expect(drums).toContainEqual({ tick: 480, bytes: [0x99, 36, 100] });
  });

  it('is deterministic: the same song gives the same bytes, whatever the note order', () => {
    const reordered: Song = {
      ...tiny,
      parts: tiny.parts.map((p) => ({ ...p, notes: [...p.notes].reverse() })),
    };
    expect(songToMidi(reordered, { passes: 2, tailBeats: 2 })).toEqual(bytes);
    for (const song of songs) {
      expect(songToMidi(song, { passes: 2, tailBeats: 4 })).toEqual(
        songToMidi(song, { passes: 2, tailBeats: 4 }),
      );
    }
  });
});

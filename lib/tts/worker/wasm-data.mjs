// Where a WebAssembly module's read-only data lives in its memory, so a host resetting an instance
// (memory-wasi.mjs) copies back only what a run can have changed. Why it matters: Flite's 17 MB
// of voice data is `.rodata`; restoring all of it after every sentence cost 2–4 ms of a worker's
// time per sentence, where its writable data and stack are about 80 KB.
// Plain JavaScript: worker threads load it directly under tsx, vitest and Next.
import { moduleSections, Reader } from './wasm-globals.mjs';

const SECTION_CUSTOM = 0;
const SECTION_DATA = 11;
/** Subsection of the "name" custom section that names data segments (extended name section). */
const NAME_DATA_SEGMENTS = 9;
const OP_I32_CONST = 0x41;
const OP_END = 0x0b;

/**
 * Byte ranges of linear memory filled by the module's active data segments named `.rodata`
 * (the linker's name for C's constant data, which correct code never writes). Empty when the
 * module does not name its segments or places one where this parser cannot tell: the host then
 * restores all of memory, which is always correct, only slower.
 * @param {Uint8Array} wasm
 * @returns {{ start: number, end: number }[]}
 */
export function readOnlyDataRanges(wasm) {
  const sections = moduleSections(wasm);
  const names = dataSegmentNames(wasm, sections);
  const data = sections.find((s) => s.id === SECTION_DATA);
  if (!data || names.size === 0) return [];
  const r = new Reader(wasm, data.body);
  /** @type {{ start: number, end: number }[]} */
  const ranges = [];
  for (let index = 0, count = r.u32(); index < count; index++) {
    const flags = r.u32();
    let offset = -1;
    if (flags === 0 || flags === 2) {
      if (flags === 2 && r.u32() !== 0) return []; // another memory than memory 0
      if (r.byte() !== OP_I32_CONST) return [];
      // i32.const is signed; a memory offset is not.
      offset = signedLeb(r) >>> 0;
      if (r.byte() !== OP_END) return [];
    } else if (flags !== 1) return [];
    const length = r.u32();
    r.skip(length);
    const name = names.get(index) ?? '';
    // A passive segment (flags 1) is copied by memory.init at a place only the code knows.
    if (offset >= 0 && (name === '.rodata' || name.startsWith('.rodata.'))) {
      ranges.push({ start: offset, end: offset + length });
    }
  }
  return ranges;
}

/**
 * @param {Uint8Array} wasm
 * @param {{ id: number, end: number, body: number }[]} sections
 * @returns {Map<number, string>}
 */
function dataSegmentNames(wasm, sections) {
  const decoder = new TextDecoder();
  /** @type {Map<number, string>} */
  const names = new Map();
  for (const section of sections) {
    if (section.id !== SECTION_CUSTOM) continue;
    const r = new Reader(wasm, section.body);
    const nameLength = r.u32();
    const sectionName = decoder.decode(wasm.subarray(r.offset, r.offset + nameLength));
    r.skip(nameLength);
    if (sectionName !== 'name') continue;
    while (r.offset < section.end) {
      const sub = r.byte();
      const size = r.u32();
      const end = r.offset + size;
      if (sub === NAME_DATA_SEGMENTS) {
        for (let n = r.u32(); n > 0; n--) {
          const index = r.u32();
          const length = r.u32();
          names.set(index, decoder.decode(wasm.subarray(r.offset, r.offset + length)));
          r.skip(length);
        }
      }
      r.offset = end;
    }
  }
  return names;
}

/** @param {Reader} r */
function signedLeb(r) {
  let result = 0;
  let shift = 0;
  let b;
  do {
    b = r.byte();
    result |= (b & 0x7f) << shift;
    shift += 7;
  } while (b & 0x80);
  return shift < 32 && b & 0x40 ? result | (~0 << shift) : result;
}

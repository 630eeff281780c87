// Export every mutable global of a WebAssembly module, so a host can save and restore them.
// Why: running a WASI command again in the same instance (instead of instantiating ~17 MB of
// Flite data per sentence) needs the instance put back exactly as it was: its memory, which a
// host can always read, and its mutable globals (the C stack pointer), which it cannot unless
// they are exported. Plain JavaScript: worker threads load it directly under tsx, vitest and Next.

/** Exported names given to the globals, followed by the global's index. */
export const MUTABLE_GLOBAL_PREFIX = '__host_global_';

const SECTION_IMPORT = 2;
const SECTION_GLOBAL = 6;
const SECTION_EXPORT = 7;
const KIND_GLOBAL = 3;

/** A cursor over wasm bytes reading LEB128 integers and the few shapes the sections need. */
export class Reader {
  /** @param {Uint8Array} bytes @param {number} offset */
  constructor(bytes, offset) {
    this.bytes = bytes;
    this.offset = offset;
  }
  byte() {
    if (this.offset >= this.bytes.length) throw new Error('unexpected end of wasm');
    return /** @type {number} */ (this.bytes[this.offset++]);
  }
  u32() {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = this.byte();
      result += (b & 0x7f) * 2 ** shift;
      if ((b & 0x80) === 0) return result;
      shift += 7;
      if (shift > 35) throw new Error('bad LEB128 in wasm');
    }
  }
  /** Skip a signed LEB128 (constant expressions). */
  skipLeb() {
    while (this.byte() & 0x80);
  }
  skip(/** @type {number} */ n) {
    this.offset += n;
  }
  limits() {
    const flags = this.byte();
    this.u32();
    if (flags & 1) this.u32();
  }
  /** Skip a constant expression up to and including its `end` opcode. */
  constExpr() {
    for (;;) {
      const op = this.byte();
      if (op === 0x0b) return;
      if (op === 0x41 || op === 0x42) this.skipLeb();
      else if (op === 0x43) this.skip(4);
      else if (op === 0x44) this.skip(8);
      else if (op === 0x23 || op === 0xd2) this.u32();
      else if (op === 0xd0) this.byte();
      else throw new Error(`unsupported opcode 0x${op.toString(16)} in a constant expression`);
    }
  }
}

/** @param {number} value */
function leb(value) {
  const out = [];
  do {
    let b = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) b |= 0x80;
    out.push(b);
  } while (value > 0);
  return out;
}

/**
 * The sections of a module: id, where the section starts and ends, and where its body starts.
 * @param {Uint8Array} wasm
 * @returns {{ id: number, start: number, end: number, body: number }[]}
 */
export function moduleSections(wasm) {
  if (wasm[0] !== 0 || wasm[1] !== 0x61 || wasm[2] !== 0x73 || wasm[3] !== 0x6d) throw new Error('not wasm');
  const sections = [];
  const reader = new Reader(wasm, 8);
  while (reader.offset < wasm.length) {
    const start = reader.offset;
    const id = reader.byte();
    const size = reader.u32();
    const body = reader.offset;
    reader.skip(size);
    sections.push({ id, start, end: reader.offset, body });
  }
  return sections;
}

/**
 * Return a copy of the module bytes whose export section also exports each mutable global it
 * defines, as `${MUTABLE_GLOBAL_PREFIX}${index}`. Throws on anything it does not understand
 * (the caller then keeps the original module and never reuses instances).
 * @param {Uint8Array} wasm
 * @returns {{ bytes: Uint8Array<ArrayBuffer>, exported: number }}
 */
export function exportMutableGlobals(wasm) {
  const sections = moduleSections(wasm);
  let importedGlobals = 0;
  /** @type {number[]} */
  const mutable = [];
  const imports = sections.find((s) => s.id === SECTION_IMPORT);
  if (imports) {
    const r = new Reader(wasm, imports.body);
    for (let n = r.u32(); n > 0; n--) {
      r.skip(r.u32());
      r.skip(r.u32());
      const kind = r.byte();
      if (kind === 0) r.u32();
      else if (kind === 1) {
        r.byte();
        r.limits();
      } else if (kind === 2) r.limits();
      else if (kind === KIND_GLOBAL) {
        r.byte();
        if (r.byte() !== 0) throw new Error('imported mutable global: its state lives outside');
        importedGlobals++;
      } else throw new Error(`unknown import kind ${kind}`);
    }
  }
  const globals = sections.find((s) => s.id === SECTION_GLOBAL);
  if (globals) {
    const r = new Reader(wasm, globals.body);
    const count = r.u32();
    for (let i = 0; i < count; i++) {
      r.byte();
      if (r.byte() === 1) mutable.push(importedGlobals + i);
      r.constExpr();
    }
  }
  const exportsSection = sections.find((s) => s.id === SECTION_EXPORT);
  if (!exportsSection) throw new Error('module has no export section');
  const r = new Reader(wasm, exportsSection.body);
  const count = r.u32();
  const entriesStart = r.offset;
  const entries = wasm.subarray(entriesStart, exportsSection.end);
  const added = mutable.flatMap((index) => {
    const name = new TextEncoder().encode(`${MUTABLE_GLOBAL_PREFIX}${index}`);
    return [...leb(name.length), ...name, KIND_GLOBAL, ...leb(index)];
  });
  const body = [...leb(count + mutable.length)];
  const size = body.length + entries.length + added.length;
  const header = [SECTION_EXPORT, ...leb(size)];
  const out = new Uint8Array(
    wasm.length - (exportsSection.end - exportsSection.start) + header.length + size,
  );
  out.set(wasm.subarray(0, exportsSection.start), 0);
  let at = exportsSection.start;
  out.set(header, at);
  at += header.length;
  out.set(body, at);
  at += body.length;
  out.set(entries, at);
  at += entries.length;
  out.set(added, at);
  at += added.length;
  out.set(wasm.subarray(exportsSection.end), at);
  return { bytes: out, exported: mutable.length };
}

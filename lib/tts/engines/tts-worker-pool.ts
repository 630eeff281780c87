// The pool that runs lib/tts/worker/tts-worker.mjs, and the job/result shapes that file speaks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WorkerPool, type WorkerPoolOptions } from '../pool';

export type TtsWorkerJob =
  | { engine: 'espeak'; voice: string; text: string; rate: number; pitch: number }
  | { engine: 'flite'; args: string[] }
  | { engine: 'pico'; language: string; text: string };

export type TtsWorkerResult =
  { kind: 'pcm16'; samples: Int16Array; sampleRate: number } | { kind: 'wav'; bytes: Uint8Array };

export type TtsWorkerPool = WorkerPool<TtsWorkerJob, TtsWorkerResult>;

const relativeWorker = path.join('lib', 'tts', 'worker', 'tts-worker.mjs');

/**
 * Where the worker script is on disk. Next.js bundles route handlers into .next/, so a path
 * relative to this module's URL is not reliable there; the project root (the server's working
 * directory) is. Under tsx/vitest this module's own folder is tried first.
 */
export function resolveWorkerPath(): string {
  const candidates: string[] = [];
  // import.meta.url is missing when a tool compiles this module to CommonJS (tsx on .ts files).
  const here: unknown = import.meta.url;
  if (typeof here === 'string' && here.startsWith('file:')) {
    candidates.push(path.join(path.dirname(fileURLToPath(here)), '..', 'worker', 'tts-worker.mjs'));
  }
  candidates.push(path.join(process.cwd(), relativeWorker));
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`TTS worker script not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function createTtsWorkerPool(
  options: Omit<WorkerPoolOptions, 'workerPath'> & { workerPath?: string },
): TtsWorkerPool {
  return new WorkerPool<TtsWorkerJob, TtsWorkerResult>({
    ...options,
    workerPath: options.workerPath ?? resolveWorkerPath(),
  });
}

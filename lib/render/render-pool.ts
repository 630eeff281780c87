// The render pool: mixes and encodes (lib/render/render-job.ts) on worker threads, with the
// generic pool of lib/tts/pool.ts (fixed size, bounded queue → "busy", per-job timeout that
// kills and replaces a stuck worker, a dead worker replaced). Its failures are re-labelled as
// render failures but keep TtsUnavailableError's type, so routes answer 503 + Retry-After.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TtsUnavailableError } from '../tts/errors';
import { WorkerPool, type WorkerPoolOptions } from '../tts/pool';
import type { RenderJob, RenderJobResult } from './render-job';

export type RenderPool = WorkerPool<RenderJob, RenderJobResult>;

const relativeWorker = path.join('lib', 'render', 'worker', 'render-worker.mjs');

/** The worker script on disk: beside this module (tsx, vitest) or under the server's cwd (Next). */
export function resolveRenderWorkerPath(): string {
  const candidates: string[] = [];
  const here: unknown = import.meta.url;
  if (typeof here === 'string' && here.startsWith('file:'))
    candidates.push(path.join(path.dirname(fileURLToPath(here)), 'worker', 'render-worker.mjs'));
  candidates.push(path.join(process.cwd(), relativeWorker));
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`Render worker script not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function createRenderPool(
  options: Partial<Omit<WorkerPoolOptions, 'workerPath'>> & { workerPath?: string } = {},
): RenderPool {
  return new WorkerPool<RenderJob, RenderJobResult>({
    // Two cores on the reference machine; a full order render of a long IVR set stays well under
    // a minute, so two minutes means stuck, not slow.
    size: options.size ?? 2,
    maxQueue: options.maxQueue ?? 32,
    timeoutMs: options.timeoutMs ?? 120_000,
    workerPath: options.workerPath ?? resolveRenderWorkerPath(),
  });
}

// On globalThis so Next's dev reloads reuse one pool instead of leaking worker threads.
const slot = globalThis as typeof globalThis & { __greetingStudioRenderPool?: RenderPool };

export function getRenderPool(): RenderPool {
  slot.__greetingStudioRenderPool ??= createRenderPool();
  return slot.__greetingStudioRenderPool;
}

/** Install a pool (tests); the previous one is closed. */
export async function setRenderPool(pool: RenderPool | undefined): Promise<void> {
  const previous = slot.__greetingStudioRenderPool;
  slot.__greetingStudioRenderPool = pool;
  if (previous && previous !== pool) await previous.close();
}

const messages: Record<TtsUnavailableError['reason'], string> = {
  busy: 'Too many greetings are being mixed right now; try again in a moment.',
  timeout: 'Mixing the greeting took too long.',
  engine: 'Mixing the greeting failed.',
  // Only speech engines refuse for quota; kept so every reason has its wording.
  quota: "Today's previews of this voice are used up.",
};

/** Run one job on the pool; pool failures become render-worded TtsUnavailableErrors. */
export async function runOnRenderPool(
  job: RenderJob,
  pool: RenderPool = getRenderPool(),
): Promise<RenderJobResult> {
  try {
    return await pool.run(job);
  } catch (error) {
    if (error instanceof TtsUnavailableError)
      throw new TtsUnavailableError(error.reason, messages[error.reason], {
        cause: error,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    throw error;
  }
}

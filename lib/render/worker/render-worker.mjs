// Worker-thread entry for the render pool (lib/render/render-pool.ts): runs runRenderJob — the
// mix, loudness and encoders of lib/audio — off the event loop that serves pages.
// Why tsx here: the DSP lives in TypeScript under lib/audio and is owned (and tuned) there; a
// second hand-kept JavaScript copy would drift. tsx's loader compiles those modules on this
// worker's first import (once per worker, milliseconds), so tsx/vitest/`next start` all run the
// identical source from disk, like lib/tts/worker/tts-worker.mjs does for the speech engines.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';

if (!parentPort) throw new Error('render-worker.mjs must run in a worker thread');
const port = parentPort;

// The project is CommonJS by default (no "type": "module"), so tsx's require hook is the path
// that compiles these modules consistently (its ESM hook trips Node 20's require(esm) cycle check).
const tsx = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../render-job')} */
const { runRenderJob } = tsx.require('../render-job.ts', import.meta.url);

port.on(
  'message',
  async (/** @type {{ id: number, payload: import('../render-job').RenderJob }} */ message) => {
    try {
      const result = await runRenderJob(message.payload);
      const transfer = [
        ...(result.preview ? [result.preview.buffer] : []),
        ...result.exports.flatMap((e) => e.files.map((f) => f.bytes.buffer)),
      ];
      // A buffer listed twice (or a shared one) cannot be transferred; copy in that rare case.
      const unique = [...new Set(transfer)];
      port.postMessage({ id: message.id, ok: true, result }, unique.length === transfer.length ? unique : []);
    } catch (error) {
      port.postMessage({
        id: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  },
);

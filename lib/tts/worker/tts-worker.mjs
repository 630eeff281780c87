// Worker-thread entry for the TTS pool (lib/tts/pool.ts). Plain JavaScript so that tsx, vitest
// and the Next.js production server all load the same file from disk without a build step.
import { parentPort } from 'node:worker_threads';
import { loadEspeak, runEspeak } from './espeak-runner.mjs';
import { loadFlite, runFlite } from './flite-runner.mjs';

/**
 * @typedef {{ engine: 'espeak', voice: string, text: string, rate: number, pitch: number }
 *   | { engine: 'flite', args: string[] }} TtsJob
 */

if (!parentPort) throw new Error('tts-worker.mjs must run in a worker thread');
const port = parentPort;

/** @param {TtsJob} job */
async function run(job) {
  switch (job.engine) {
    case 'espeak':
      return runEspeak(job);
    case 'flite':
      return runFlite(job);
    default:
      throw new Error(`unknown engine job ${JSON.stringify(job)}`);
  }
}

port.on('message', async (/** @type {{ id: number, payload: TtsJob }} */ message) => {
  try {
    const result = await run(message.payload);
    const transfer =
      'samples' in result ? [result.samples.buffer] : 'bytes' in result ? [result.bytes.buffer] : [];
    port.postMessage({ id: message.id, ok: true, result }, transfer);
  } catch (error) {
    port.postMessage({
      id: message.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});

// Load both engines while the worker waits for its first job, and speak a word with each: the
// first synthesis runs WASM code V8 has not optimized yet and costs several times a warm one.
void loadEspeak()
  .then(() => runEspeak({ voice: 'en-us', text: 'Hello.', rate: 175, pitch: 50 }))
  .catch(() => undefined);
void loadFlite()
  .then(() => runFlite({ args: ['-voice', 'rms', '-t', 'Hello.'] }))
  .catch(() => undefined);

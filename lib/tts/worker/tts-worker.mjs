// Worker-thread entry for the TTS pool (lib/tts/pool.ts). Plain JavaScript so that tsx, vitest
// and the Next.js production server all load the same file from disk without a build step.
import { parentPort, workerData } from 'node:worker_threads';
import { espeakStats, loadEspeak, runEspeak, setEspeakMemoryCap } from './espeak-runner.mjs';
import { fliteStats, loadFlite, runFlite, setFliteMemoryCap } from './flite-runner.mjs';
import { loadPico, picoStats, runPico, setPicoMemoryCap } from './pico-runner.mjs';

/**
 * @typedef {{ engine: 'espeak', voice: string, text: string, rate: number, pitch: number }
 *   | { engine: 'flite', args: string[] }
 *   | { engine: 'pico', language: string, text: string }} TtsJob
 */

if (!parentPort) throw new Error('tts-worker.mjs must run in a worker thread');
const port = parentPort;

// The pool passes the validated TTS_ENGINE_MEMORY_MB (lib/env.ts) as bytes; without it (a script
// starting this worker by hand) the runners' default applies.
const configured = /** @type {{ engineMemoryBytes?: unknown } | null} */ (workerData)?.engineMemoryBytes;
const engineMemoryBytes = typeof configured === 'number' && configured > 0 ? configured : 48 * 1024 * 1024;
setFliteMemoryCap(engineMemoryBytes);
setEspeakMemoryCap(engineMemoryBytes);
setPicoMemoryCap(engineMemoryBytes);

/** Counts of runs that left an engine past the cap, to compare before and after a job. */
const outgrown = () => fliteStats().outgrown + espeakStats().drops + picoStats().drops;

/** @param {TtsJob} job */
async function run(job) {
  switch (job.engine) {
    case 'espeak':
      return runEspeak(job);
    case 'flite':
      return runFlite(job);
    case 'pico':
      return runPico(job);
    default:
      throw new Error(`unknown engine job ${JSON.stringify(job)}`);
  }
}

port.on('message', async (/** @type {{ id: number, payload: TtsJob }} */ message) => {
  // Memory figures of this worker (scratch probes and tests; the pool ignores the reply).
  if (/** @type {{ type?: string }} */ (message).type === 'stats') {
    const flite = fliteStats();
    const espeak = espeakStats();
    const pico = picoStats();
    port.postMessage({
      id: message.id,
      type: 'stats',
      stats: {
        ...process.memoryUsage(),
        fliteBytes: flite.memoryBytes,
        fliteInstances: flite.instances,
        espeakBytes: espeak.memoryBytes,
        espeakLoads: espeak.loads,
        picoBytes: pico.memoryBytes,
        picoLoads: pico.loads,
        picoLanguages: pico.languages,
      },
    });
    return;
  }
  try {
    // A job that left an engine past the cap: the runner lets that engine go, but a dropped
    // WebAssembly memory is freed only when this worker's V8 collects it, which can take many jobs.
    // So the worker also asks the pool to replace it once this reply is delivered (off the request
    // path): ending the thread returns all of its memory at once.
    const outgrownBefore = outgrown();
    const result = await run(message.payload);
    const transfer =
      'samples' in result ? [result.samples.buffer] : 'bytes' in result ? [result.bytes.buffer] : [];
    port.postMessage({ id: message.id, ok: true, result, recycle: outgrown() > outgrownBefore }, transfer);
  } catch (error) {
    port.postMessage({
      id: message.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});

// Load the engines while the worker waits for its first job, and speak a word with each: the
// first synthesis runs WASM code V8 has not optimized yet and costs several times a warm one.
void loadEspeak()
  .then(() => runEspeak({ voice: 'en-us', text: 'Hello.', rate: 175, pitch: 50 }))
  .catch(() => undefined);
void loadFlite()
  .then(() => runFlite({ args: ['-voice', 'rms', '-t', 'Hello.'] }))
  .catch(() => undefined);
// German first: the most asked-for Pico language; the others load on their first job (25–80 ms).
void loadPico()
  .then(() => runPico({ language: 'de-DE', text: 'Hallo.' }))
  .catch(() => undefined);

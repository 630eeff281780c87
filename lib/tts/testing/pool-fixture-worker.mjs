// Test-only worker for pool.test.ts: answers, sleeps, hangs, fails or dies on command.
import { parentPort, threadId } from 'node:worker_threads';

if (!parentPort) throw new Error('must run in a worker thread');
const port = parentPort;

port.on(
  'message',
  (/** @type {{ id: number, payload: { op: string, ms?: number, value?: unknown } }} */ message) => {
    const { id, payload } = message;
    switch (payload.op) {
      case 'echo':
        port.postMessage({ id, ok: true, result: { value: payload.value, threadId: process.pid } });
        break;
      case 'sleep': {
        const startedAt = Date.now();
        setTimeout(
          () =>
            port.postMessage({
              id,
              ok: true,
              result: { value: payload.value, startedAt, endedAt: Date.now() },
            }),
          payload.ms ?? 0,
        );
        break;
      }
      case 'hang': {
        // Synchronous like a stuck WASM call: only terminate() ends it.
        const end = Date.now() + 60_000;
        while (Date.now() < end);
        break;
      }
      case 'recycle':
        // Answers, then asks to be replaced (as tts-worker.mjs does when an engine passed its memory cap).
        port.postMessage({ id, ok: true, result: { value: payload.value, threadId }, recycle: true });
        break;
      case 'thread':
        port.postMessage({ id, ok: true, result: { value: payload.value, threadId } });
        break;
      case 'fail':
        port.postMessage({ id, ok: false, error: 'fixture failure' });
        break;
      case 'exit':
        process.exit(3);
        break;
      case 'throw':
        setTimeout(() => {
          throw new Error('fixture crash');
        }, 0);
        break;
    }
  },
);

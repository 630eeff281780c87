// A sweep that runs every few seconds on whichever instance is up, without a scheduler: each run
// queues the next one when it ends, failed or not, and every instance starts the chain when it
// starts; the singleton key keeps one run waiting, so instances never multiply the chain.
import type { JobQueue } from './queue';

export type SweepChainSpec = { name: string; singletonKey: string; everySeconds: number };

export function sweepChain<T>(queue: JobQueue, spec: SweepChainSpec, work: () => Promise<T>) {
  /** One run of the sweep; the next one is queued whatever this one did. */
  async function runOnce(): Promise<T> {
    try {
      return await work();
    } finally {
      await queue.send(spec.name, {}, { singletonKey: spec.singletonKey, startAfterSeconds: spec.everySeconds });
    }
  }
  /** Run the chain's worker in this process and start the chain (a no-op while a run waits). */
  async function start(): Promise<void> {
    await queue.work(spec.name, async () => {
      await runOnce();
    });
    await queue.send(spec.name, {}, { singletonKey: spec.singletonKey });
  }
  return { runOnce, start };
}

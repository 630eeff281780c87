// A JobQueue stand-in for unit tests: records every send with its options and keeps each queue's
// worker, so a test can run one job by hand.
import type { JobQueue, SendOptions } from './queue';

export function recordingQueue() {
  const sent: { name: string; options?: SendOptions }[] = [];
  const workers = new Map<string, () => Promise<void>>();
  const queue: JobQueue = {
    kind: 'table',
    define: async () => undefined,
    send: async (name, _data, options) => {
      sent.push({ name, options });
    },
    work: async (name, handler) => {
      workers.set(name, () => handler({} as never, { id: 'j1', name, attempt: 1 }));
    },
    stop: async () => undefined,
    stuckJobs: async () => [],
    retry: async () => false,
  };
  return { queue, sent, workers };
}

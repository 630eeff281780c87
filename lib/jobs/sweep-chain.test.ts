import { describe, expect, it } from 'vitest';
import type { JobQueue, SendOptions } from './queue';
import { sweepChain } from './sweep-chain';

function recordingQueue() {
  const sent: { name: string; options?: SendOptions }[] = [];
  const workers = new Map<string, () => Promise<void>>();
  const queue: JobQueue = {
    kind: 'table',
    define: async () => undefined,
    send: async (name, _data, options) => {
      sent.push({ name, options });
    },
    work: async (name, handler) => {
      workers.set(name, () => handler({} as never, { id: 'j', name, attempt: 1 }));
    },
    stop: async () => undefined,
    stuckJobs: async () => [],
    retry: async () => false,
  };
  return { queue, sent, workers };
}

const spec = { name: 'tidy', singletonKey: 'tidy-key', everySeconds: 45 };

describe('sweepChain', () => {
  it('starts the chain once per instance and each run queues the next, even a failed one', async () => {
    const { queue, sent, workers } = recordingQueue();
    let runs = 0;
    await sweepChain(queue, spec, async () => {
      runs += 1;
      if (runs === 2) throw new Error('store down');
    }).start();
    expect(sent).toEqual([{ name: 'tidy', options: { singletonKey: 'tidy-key' } }]);
    await workers.get('tidy')?.();
    await expect(workers.get('tidy')?.()).rejects.toThrow('store down');
    expect(runs).toBe(2);
    expect(sent.slice(1)).toEqual([
      { name: 'tidy', options: { singletonKey: 'tidy-key', startAfterSeconds: 45 } },
      { name: 'tidy', options: { singletonKey: 'tidy-key', startAfterSeconds: 45 } },
    ]);
  });

  it('hands back what one run found', async () => {
    const { queue, sent } = recordingQueue();
    expect(await sweepChain(queue, spec, async () => 7).runOnce()).toBe(7);
    expect(sent).toHaveLength(1);
  });
});

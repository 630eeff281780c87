import { describe, expect, it } from 'vitest';
import { recordingQueue } from './recording-queue.test-kit';
import { sweepChain } from './sweep-chain';

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

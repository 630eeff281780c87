import { describe, expect, it } from 'vitest';
import { TtsUnavailableError } from '../tts/errors';
import { Gate } from './gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Gate', () => {
  it('runs at most `active` jobs, queues up to `queued`, refuses the rest as busy (503)', async () => {
    const gate = new Gate(1, 1);
    const a = deferred();
    const order: string[] = [];
    const first = gate.run(async () => {
      order.push('a start');
      await a.promise;
      order.push('a end');
      return 'a';
    });
    const second = gate.run(async () => {
      order.push('b');
      return 'b';
    });
    await expect(gate.run(async () => 'c')).rejects.toBeInstanceOf(TtsUnavailableError);
    await expect(gate.run(async () => 'c')).rejects.toMatchObject({ reason: 'busy', retryAfterSeconds: 2 });
    await new Promise((r) => setTimeout(r, 5));
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    a.resolve();
    expect(await first).toBe('a');
    expect(await second).toBe('b');
    expect(order).toEqual(['a start', 'a end', 'b']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when a job fails', async () => {
    const gate = new Gate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await gate.run(async () => 1)).toBe(1);
  });
});

// pg-boss's queue creation deadlocked when two instances started at once (tests/deploy): the
// loser runs its idempotent statement again instead of leaving its instance without workers.
import { describe, expect, it } from 'vitest';
import { retryRacing } from './pg-boss-queue';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('retryRacing', () => {
  it('runs a statement again after a deadlock, a serialization failure or a unique violation', async () => {
    for (const code of ['40P01', '40001', '23505']) {
      let calls = 0;
      const result = await retryRacing(async () => {
        calls++;
        if (calls < 3) throw pgError(code);
        return 'created';
      });
      expect(result).toBe('created');
      expect(calls).toBe(3);
    }
  });

  it('gives up after its attempts, and never retries any other error', async () => {
    let calls = 0;
    await expect(
      retryRacing(async () => {
        calls++;
        throw pgError('40P01');
      }, 3),
    ).rejects.toThrow('pg 40P01');
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      retryRacing(async () => {
        calls++;
        throw pgError('42P01');
      }),
    ).rejects.toThrow('pg 42P01');
    expect(calls).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { CloudHttpError, cloudRequest, parseRetryAfter } from './cloud-request';

describe('cloudRequest', () => {
  it('does not wait through a long Retry-After inside a visitor request', async () => {
    let calls = 0;
    const error = await cloudRequest(
      () => {
        calls++;
        throw new CloudHttpError(429, 'slow down', 60);
      },
      { timeoutMs: 1000, backoffMs: 10, sleep: () => Promise.resolve() },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudHttpError);
    expect(calls).toBe(1);
  });

  it('turns a thrown network error into a status-less CloudHttpError, not retried', async () => {
    let calls = 0;
    const error = await cloudRequest(
      () => {
        calls++;
        throw new TypeError('fetch failed');
      },
      { timeoutMs: 1000, backoffMs: 10 },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: null, message: 'fetch failed' });
    expect(calls).toBe(1);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThanOrEqual(29);
  });
});

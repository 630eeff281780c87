import { describe, expect, it } from 'vitest';
import { createGuardRunner, UnknownMiddlewareError } from './registry';

const ctx = { searchParams: {}, cookies: { get: () => undefined } };

describe('route guards', () => {
  it('allows when every guard allows', async () => {
    const run = createGuardRunner({ a: () => 'allow', b: async () => 'allow' as const });
    await expect(run(['a', 'b'], ctx)).resolves.toBe('allow');
  });

  it('denies as not-found when one guard denies', async () => {
    const run = createGuardRunner({ a: () => 'allow', b: () => 'not-found' });
    await expect(run(['a', 'b'], ctx)).resolves.toBe('not-found');
  });

  it('throws Unknown middleware for a name not in the registry, even after a denying guard', async () => {
    const run = createGuardRunner({ deny: () => 'not-found' });
    const error = await run(['deny', 'nope'], ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownMiddlewareError);
    expect((error as UnknownMiddlewareError).message).toBe('Unknown middleware');
    expect((error as UnknownMiddlewareError).digest).toBe('UNKNOWN_MIDDLEWARE');
  });

  it('does not resolve inherited object keys as guards', async () => {
    const run = createGuardRunner({});
    await expect(run(['toString'], ctx)).rejects.toBeInstanceOf(UnknownMiddlewareError);
  });
});

// The PostgreSQL rate-limit store on PGlite and on a real PostgreSQL server: the same decisions as
// the in-memory token bucket, no over-granting under concurrency (also across two connection pools,
// i.e. two app instances), clean-up of refilled buckets, and per-instance limits when the database fails.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { MemoryRateLimitStore, PostgresRateLimitStore, type RateRule } from '@/lib/rate-limit';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server';

type Handle = { db: Db; close: () => Promise<void> };

let server: PostgresServer | undefined;
const backends: { name: string; open: () => Promise<Handle>; skip?: boolean; shared: boolean }[] = [
  { name: 'PGlite', open: () => openDb({ inMemory: true }), shared: false },
  {
    name: 'PostgreSQL',
    skip: !postgresAvailable,
    shared: true,
    open: async () => {
      server ??= await startPostgres();
      return openDb({ databaseUrl: server.url });
    },
  },
];

afterAll(() => server?.stop());

const rule: RateRule = { capacity: 5, refillPerMinute: 12 }; // one token every 5 s

async function rowCount(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_buckets`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe.each(backends)('PostgreSQL rate-limit store on $name', ({ open, skip, shared }) => {
  let handle: Handle;
  let store: PostgresRateLimitStore;

  beforeAll(async () => {
    if (skip) return;
    handle = await open();
    store = new PostgresRateLimitStore(() => Promise.resolve(handle.db), { cleanupEveryMs: Infinity });
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    if (!skip) await handle.db.execute(sql`DELETE FROM rate_limit_buckets`);
  });

  it.skipIf(skip)('decides exactly like the in-memory token bucket over a long irregular sequence', async () => {
    const memory = new MemoryRateLimitStore();
    const keys = ['tts:ip:203.0.113.1', 'tts:ip:203.0.113.2', 'tts:user:alice'];
    let now = 1_800_000_000_000;
    // Deterministic pseudo-random gaps (LCG): bursts, short waits and long pauses.
    let seed = 42;
    const below = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n); // high bits: an LCG's low bits cycle
    };
    let refusals = 0;
    for (let i = 0; i < 300; i++) {
      const gap = below(20) === 0 ? below(60_000) : below(600);
      now += gap;
      const key = keys[below(keys.length)]!;
      const expected = await memory.consume(key, rule, now);
      const actual = await store.consume(key, rule, now);
      expect(actual, `step ${i}, key ${key}, +${gap} ms`).toEqual(expected);
      if (!expected.allowed) refusals++;
    }
    // The sequence exercised both sides of the bucket.
    expect(refusals).toBeGreaterThan(20);
    expect(refusals).toBeLessThan(280);
  });

  it.skipIf(skip)('never grants more than the capacity to parallel requests on one key', async () => {
    const now = 1_800_000_000_000;
    const decisions = await Promise.all(
      Array.from({ length: 40 }, () => store.consume('checkout:ip:198.51.100.9', rule, now)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(rule.capacity);
    for (const refused of decisions.filter((d) => !d.allowed)) expect(refused.retryAfterSeconds).toBe(5);
  });

  it.skipIf(skip || !shared)('shares one bucket between two instances (two connection pools)', async () => {
    const other = await open();
    try {
      const second = new PostgresRateLimitStore(() => Promise.resolve(other.db), { cleanupEveryMs: Infinity });
      const now = 1_800_000_000_000;
      const decisions = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? store : second).consume('tts:ip:192.0.2.1', rule, now)),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(rule.capacity);
    } finally {
      await other.close();
    }
  });

  it.skipIf(skip)('deletes buckets once they have refilled, and only those', async () => {
    const start = 1_800_000_000_000;
    await store.consume('a', rule, start); // one token taken: full again 5 s later
    for (let i = 0; i < rule.capacity; i++) await store.consume('b', rule, start); // empty: full after 25 s
    expect(await rowCount(handle.db)).toBe(2);
    expect(await store.cleanup(start + 4_999)).toBe(0);
    expect(await store.cleanup(start + 5_000)).toBe(1);
    expect(await rowCount(handle.db)).toBe(1);
    // Deleting a full bucket changes nothing: "b" is still limited until it refills.
    expect((await store.consume('b', rule, start + 6_000)).allowed).toBe(true);
    expect((await store.consume('b', rule, start + 6_000)).allowed).toBe(false);
    expect(await store.cleanup(start + 60_000)).toBe(1);
    expect(await rowCount(handle.db)).toBe(0);
  });

  it.skipIf(skip)('cleans up on its own while serving requests', async () => {
    const cleaning = new PostgresRateLimitStore(() => Promise.resolve(handle.db), { cleanupEveryMs: 1_000 });
    const start = 1_800_000_000_000;
    await cleaning.consume('old', rule, start);
    await cleaning.consume('new', rule, start + 3_600_000);
    // The clean-up runs off the request's path; give it a moment to land.
    await expect.poll(() => rowCount(handle.db)).toBe(1);
  });
});

describe('PostgreSQL rate-limit store when the database fails', () => {
  it('keeps limiting per instance instead of failing or lifting the limit', async () => {
    const errors: unknown[] = [];
    const store = new PostgresRateLimitStore(() => Promise.reject(new Error('connection refused')), {
      onError: (error) => errors.push(error),
    });
    const decisions = [];
    for (let i = 0; i < rule.capacity + 1; i++) decisions.push(await store.consume('k', rule, 0));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false]);
    expect(errors).toHaveLength(rule.capacity + 1);
  });
});

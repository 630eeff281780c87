import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../env';
import {
  clientAddress,
  clientKey,
  createRateLimiter,
  getRateLimiter,
  MemoryRateLimitStore,
  PostgresRateLimitStore,
  setRateLimiter,
  takeToken,
  type RateLimitStore,
} from '.';

const rule = { capacity: 3, refillPerMinute: 6 }; // one token every 10 s

function request(headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/tts/', { method: 'POST', headers });
}

describe('token bucket', () => {
  it('allows the burst, then refuses with the seconds until the next token', () => {
    let state;
    const decisions = [];
    for (let i = 0; i < 4; i++) {
      const r = takeToken(state, rule, 1_000);
      state = r.state;
      decisions.push(r.decision);
    }
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[2]?.remaining).toBe(0);
    expect(decisions[3]?.retryAfterSeconds).toBe(10);
  });

  it('refills continuously and never beyond the capacity', () => {
    let { state } = takeToken(undefined, rule, 0);
    ({ state } = takeToken(state, rule, 0));
    ({ state } = takeToken(state, rule, 0));
    expect(takeToken(state, rule, 5_000).decision.retryAfterSeconds).toBe(5);
    expect(takeToken(state, rule, 10_000).decision.allowed).toBe(true);
    const later = takeToken(state, rule, 3_600_000);
    expect(later.decision.remaining).toBe(rule.capacity - 1);
  });
});

describe('client key', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });
  const peer = '192.0.2.200';
  const forged = (xff: string) => new Headers({ 'x-forwarded-for': xff, 'x-gs-peer-address': peer });

  it('keys on the socket address by default and ignores forged forwarding headers', () => {
    expect(clientAddress(forged('203.0.113.7, 10.0.0.1'), 0)).toBe(peer);
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.2', 'x-gs-peer-address': peer }))).toBe(peer);
    expect(clientKey(forged('1.2.3.4'))).toBe(peer);
    expect(clientKey(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('local');
  });

  it('takes the entry the trusted proxies appended: 1 and 2 hops, whatever the client prepends', () => {
    // One proxy: it appended the address it saw; everything left of it is the client's word.
    expect(clientAddress(forged('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(forged('7.7.7.7, 6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    // Two proxies: the CDN appended the client, the load balancer appended the CDN.
    expect(clientAddress(forged('6.6.6.6, 203.0.113.7, 10.0.0.5'), 2)).toBe('203.0.113.7');
    expect(clientAddress(forged('203.0.113.7, 10.0.0.5'), 2)).toBe('203.0.113.7');
    vi.stubEnv('TRUST_PROXY_HOPS', '1');
    resetEnvCache();
    expect(clientKey(forged('6.6.6.6, 203.0.113.8'))).toBe('203.0.113.8');
  });

  it('falls back to the leftmost entry when fewer proxies were passed than configured', () => {
    expect(clientAddress(forged(''), 1)).toBe(peer);
    expect(clientAddress(forged('203.0.113.9'), 3)).toBe('203.0.113.9');
  });

  it('gives changing forged headers one bucket at 0 hops', async () => {
    const limiter = createRateLimiter({ rules: { signUp: { capacity: 5, refillPerMinute: 1 } } });
    const results = [];
    for (let i = 0; i < 20; i++)
      results.push(
        await limiter.check(
          'signUp',
          request({ 'x-forwarded-for': `198.51.100.${i}`, 'x-gs-peer-address': peer }),
        ),
      );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describe('rate limiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('limits each client separately and recovers as time passes (fake timers)', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const limiter = createRateLimiter({ rules: { tts: rule } });
    const alice = request({ 'x-gs-peer-address': '203.0.113.1' });
    const bob = request({ 'x-gs-peer-address': '203.0.113.2' });
    for (let i = 0; i < 3; i++) expect((await limiter.check('tts', alice)).allowed).toBe(true);
    const refused = await limiter.check('tts', alice);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 10 });
    expect((await limiter.check('tts', bob)).allowed).toBe(true);
    vi.advanceTimersByTime(9_000);
    expect((await limiter.check('tts', alice)).retryAfterSeconds).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect((await limiter.check('tts', alice)).allowed).toBe(true);
  });

  it('lets everything through when disabled', async () => {
    const limiter = createRateLimiter({
      rules: { tts: { capacity: 1, refillPerMinute: 1 } },
      disabled: true,
    });
    for (let i = 0; i < 20; i++) expect((await limiter.check('tts', request())).allowed).toBe(true);
  });

  it('keeps the in-memory store bounded, forgetting the least recently seen client', async () => {
    const store = new MemoryRateLimitStore(2);
    const tight = { capacity: 1, refillPerMinute: 1 };
    await store.consume('a', tight, 0);
    await store.consume('b', tight, 0);
    await store.consume('a', tight, 0);
    await store.consume('c', tight, 0);
    expect(store.size).toBe(2);
    // "b" was evicted, so it starts with a full bucket again; "a" is still limited.
    expect((await store.consume('b', tight, 0)).allowed).toBe(true);
    expect((await store.consume('c', tight, 0)).allowed).toBe(false);
  });
});

describe('per-user limits', () => {
  const tight = { capacity: 2, refillPerMinute: 6 };

  it('counts a signed-in user across addresses', async () => {
    const limiter = createRateLimiter({ rules: { checkout: tight }, now: () => 0 });
    const home = request({ 'x-gs-peer-address': '203.0.113.10' });
    const phone = request({ 'x-gs-peer-address': '198.51.100.20' });
    expect((await limiter.check('checkout', home, 'alice')).allowed).toBe(true);
    expect((await limiter.check('checkout', phone, 'alice')).allowed).toBe(true);
    // Each address has a token left, but alice's own bucket is empty: the stricter wins.
    const refused = await limiter.check('checkout', phone, 'alice');
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 10 });
    // Without the account the address alone still has a token: alice's refusal did not spend it.
    expect((await limiter.check('checkout', phone)).allowed).toBe(true);
  });

  it('counts an address across accounts', async () => {
    const limiter = createRateLimiter({ rules: { signUp: tight }, now: () => 0 });
    const cafe = request({ 'x-gs-peer-address': '192.0.2.33' });
    expect((await limiter.check('signUp', cafe, 'u1')).allowed).toBe(true);
    expect((await limiter.check('signUp', cafe, 'u2')).allowed).toBe(true);
    expect((await limiter.check('signUp', cafe, 'u3')).allowed).toBe(false);
  });

  it('refuses when the address is out of tokens even though the user has some', async () => {
    const keys: string[] = [];
    const store: RateLimitStore = {
      consume(key) {
        keys.push(key);
        return Promise.resolve(
          key.includes(':user:')
            ? { allowed: true, remaining: 3, retryAfterSeconds: 0 }
            : { allowed: false, remaining: 0, retryAfterSeconds: 4 },
        );
      },
    };
    const limiter = createRateLimiter({ store });
    const decision = await limiter.check('reset', request({ 'x-gs-peer-address': '192.0.2.1' }), 'bob');
    expect(decision).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 4 });
    expect(keys.sort()).toEqual(['reset:ip:192.0.2.1', 'reset:user:bob']);
  });

  it('reports the smaller remainder when both allow', async () => {
    const store: RateLimitStore = {
      consume: (key) =>
        Promise.resolve({ allowed: true, remaining: key.includes(':user:') ? 3 : 1, retryAfterSeconds: 0 }),
    };
    const decision = await createRateLimiter({ store }).check('tts', request(), 'bob');
    expect(decision).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });
});

describe('store selection', () => {
  afterEach(() => {
    setRateLimiter(undefined);
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it('uses PostgreSQL when RATE_LIMIT_STORE=postgres and memory by default', async () => {
    const seen: string[] = [];
    const spy = vi.spyOn(PostgresRateLimitStore.prototype, 'consume').mockImplementation((key) => {
      seen.push(key);
      return Promise.resolve({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    });
    vi.stubEnv('RATE_LIMIT_STORE', 'postgres');
    vi.stubEnv('RATE_LIMIT_DISABLED', '');
    resetEnvCache();
    await getRateLimiter().check('tts', request({ 'x-gs-peer-address': '192.0.2.5' }));
    expect(seen).toEqual(['tts:ip:192.0.2.5']);

    setRateLimiter(undefined);
    vi.stubEnv('RATE_LIMIT_STORE', '');
    vi.unstubAllEnvs();
    vi.stubEnv('RATE_LIMIT_DISABLED', '');
    resetEnvCache();
    await getRateLimiter().check('tts', request({ 'x-gs-peer-address': '192.0.2.5' }));
    expect(seen).toHaveLength(1);
    spy.mockRestore();
  });

  it('refuses an unknown store name at start-up', () => {
    vi.stubEnv('RATE_LIMIT_STORE', 'redis');
    resetEnvCache();
    expect(() => getRateLimiter()).toThrow(/RATE_LIMIT_STORE/);
  });
});

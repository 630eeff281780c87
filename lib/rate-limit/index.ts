import 'server-only';
// Per-client request limits for expensive endpoints. One limiter per process, configured by
// rules per bucket name; RATE_LIMIT_DISABLED=1 turns it off for tests and benchmarks, and
// RATE_LIMIT_STORE=postgres shares the buckets between instances through the database.
import { getDb } from '../db/client';
import { env } from '../env';
import { clientKey } from './client-key';
import { PostgresRateLimitStore } from './postgres-store';
import { MemoryRateLimitStore, type RateLimitStore } from './store';
import type { RateDecision, RateRule } from './token-bucket';

export { clientAddress, clientKey } from './client-key';
export { PostgresRateLimitStore } from './postgres-store';
export { MemoryRateLimitStore, type RateLimitStore } from './store';
export { takeToken, type RateDecision, type RateRule, type BucketState } from './token-bucket';

/** Defaults for a studio: a burst of 10 previews, then one every 2 seconds (30 a minute). */
export const defaultRules = {
  tts: { capacity: 10, refillPerMinute: 30 },
  /**
   * The studio's warm-ups (POST /api/tts/warm/: synthesize into the cache when the text rests):
   * a bucket of their own, so guesses never use up a visitor's listens.
   */
  ttsWarm: { capacity: 6, refillPerMinute: 20 },
  /** Full mixes (TTS + music + MP3) for clients without Web Audio and for sharing. */
  preview: { capacity: 10, refillPerMinute: 30 },
  /** Account creation: a few tries, then one a minute (sign-up forms are a favourite bot target). */
  signUp: { capacity: 5, refillPerMinute: 1 },
  /** Password-reset emails: each one sends mail, so fewer still. */
  reset: { capacity: 3, refillPerMinute: 1 },
  /** Orders started: a buyer retries a few times; more is card testing. */
  checkout: { capacity: 10, refillPerMinute: 6 },
  /** Back-office actions (lib/backoffice/with-operator.ts): refunds and resends, per operator. */
  admin: { capacity: 20, refillPerMinute: 30 },
} satisfies Record<string, RateRule>;

export type RateBucket = keyof typeof defaultRules;

export interface RateLimiter {
  /**
   * Take one token from the client's bucket (its IP) and, when `userId` is given, from the user's
   * bucket too: a signed-in user cannot escape the limit by switching networks, nor an address by
   * switching accounts. The stricter of the two decides.
   */
  check(bucket: RateBucket, request: Request, userId?: string | null): Promise<RateDecision>;
}

/** Both decisions must allow; the caller waits for the later of the two refills. */
function stricter(a: RateDecision, b: RateDecision): RateDecision {
  const allowed = a.allowed && b.allowed;
  return {
    allowed,
    remaining: allowed ? Math.min(a.remaining, b.remaining) : 0,
    retryAfterSeconds: allowed ? 0 : Math.max(a.retryAfterSeconds, b.retryAfterSeconds),
  };
}

export function createRateLimiter(options: {
  store?: RateLimitStore;
  /** Rules per bucket; buckets left out keep their default. */
  rules?: Partial<Record<RateBucket, RateRule>>;
  disabled?: boolean;
  now?: () => number;
}): RateLimiter {
  const store = options.store ?? new MemoryRateLimitStore();
  const rules: Record<RateBucket, RateRule> = { ...defaultRules, ...options.rules };
  const now = options.now ?? Date.now;
  return {
    async check(bucket, request, userId) {
      const rule = rules[bucket];
      if (options.disabled) return { allowed: true, remaining: rule.capacity, retryAfterSeconds: 0 };
      const at = now();
      const addressKey = `${bucket}:ip:${clientKey(request.headers)}`;
      if (!userId) return store.consume(addressKey, rule, at);
      // The user's bucket first: a user refused by their own limit does not drain the address's
      // bucket, which others behind the same network address (an office, a NAT) share.
      const byUser = await store.consume(`${bucket}:user:${userId}`, rule, at);
      if (!byUser.allowed) return byUser;
      return stricter(byUser, await store.consume(addressKey, rule, at));
    },
  };
}

const slot = globalThis as typeof globalThis & {
  __greetingStudioRateLimiter?: RateLimiter;
  __greetingStudioRateLimitStore?: RateLimitStore;
};

/**
 * The process's bucket store as RATE_LIMIT_STORE says: memory, or PostgreSQL shared by every
 * instance. The rate limits and the bot check's free quota both count here.
 */
export function sharedRateLimitStore(): RateLimitStore {
  if (!slot.__greetingStudioRateLimitStore) {
    slot.__greetingStudioRateLimitStore =
      env().RATE_LIMIT_STORE === 'postgres'
        ? new PostgresRateLimitStore(getDb, {
            onError: (error) =>
              console.warn('[rate-limit] database unavailable, limiting per instance:', error),
          })
        : new MemoryRateLimitStore();
  }
  return slot.__greetingStudioRateLimitStore;
}

export function getRateLimiter(): RateLimiter {
  if (!slot.__greetingStudioRateLimiter) {
    slot.__greetingStudioRateLimiter = createRateLimiter({
      store: sharedRateLimitStore(),
      disabled: env().RATE_LIMIT_DISABLED,
    });
  }
  return slot.__greetingStudioRateLimiter;
}

/** Install a limiter (tests use tight rules; undefined restores the default on next use). */
export function setRateLimiter(limiter: RateLimiter | undefined): void {
  slot.__greetingStudioRateLimiter = limiter;
  // The store is chosen again too (tests switch RATE_LIMIT_STORE between cases).
  if (!limiter) slot.__greetingStudioRateLimitStore = undefined;
}

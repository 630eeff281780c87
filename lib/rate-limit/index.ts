// Per-client request limits for expensive endpoints. One limiter per process, configured by
// rules per bucket name; RATE_LIMIT_DISABLED=1 turns it off for tests and benchmarks.
import { env } from '../env';
import { clientKey } from './client-key';
import { MemoryRateLimitStore, type RateLimitStore } from './store';
import type { RateDecision, RateRule } from './token-bucket';

export { clientKey } from './client-key';
export { MemoryRateLimitStore, type RateLimitStore } from './store';
export { takeToken, type RateDecision, type RateRule, type BucketState } from './token-bucket';

/** Defaults for a studio: a burst of 10 previews, then one every 2 seconds (30 a minute). */
export const defaultRules = {
  tts: { capacity: 10, refillPerMinute: 30 },
  /** Full mixes (TTS + music + MP3) for clients without Web Audio and for sharing. */
  preview: { capacity: 10, refillPerMinute: 30 },
  /** Account creation: a few tries, then one a minute (sign-up forms are a favourite bot target). */
  signUp: { capacity: 5, refillPerMinute: 1 },
  /** Password-reset emails: each one sends mail, so fewer still. */
  reset: { capacity: 3, refillPerMinute: 1 },
  /** Orders started: a buyer retries a few times; more is card testing. */
  checkout: { capacity: 10, refillPerMinute: 6 },
} satisfies Record<string, RateRule>;

export type RateBucket = keyof typeof defaultRules;

export interface RateLimiter {
  check(bucket: RateBucket, request: Request): Promise<RateDecision>;
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
    check(bucket, request) {
      const rule = rules[bucket];
      if (options.disabled)
        return Promise.resolve({ allowed: true, remaining: rule.capacity, retryAfterSeconds: 0 });
      return store.consume(`${bucket}:${clientKey(request.headers)}`, rule, now());
    },
  };
}

const slot = globalThis as typeof globalThis & { __greetingStudioRateLimiter?: RateLimiter };

export function getRateLimiter(): RateLimiter {
  slot.__greetingStudioRateLimiter ??= createRateLimiter({ disabled: env().RATE_LIMIT_DISABLED });
  return slot.__greetingStudioRateLimiter;
}

/** Install a limiter (tests use tight rules; undefined restores the default on next use). */
export function setRateLimiter(limiter: RateLimiter | undefined): void {
  slot.__greetingStudioRateLimiter = limiter;
}

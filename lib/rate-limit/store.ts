import { takeToken, type RateDecision, type RateRule } from './token-bucket';

/**
 * Where buckets live. The in-memory store suits one server process; a PostgreSQL-backed store
 * (one row per key, updated in a single UPDATE … RETURNING with the same takeToken arithmetic)
 * can implement this interface when several processes share the limits.
 */
export interface RateLimitStore {
  consume(key: string, rule: RateRule, now: number): Promise<RateDecision>;
}

/** Buckets in a Map with a size bound: the least recently seen clients are forgotten first. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, ReturnType<typeof takeToken>['state']>();

  constructor(private readonly maxKeys = 10_000) {}

  consume(key: string, rule: RateRule, now: number): Promise<RateDecision> {
    const previous = this.buckets.get(key);
    const { state, decision } = takeToken(previous, rule, now);
    this.buckets.delete(key);
    this.buckets.set(key, state);
    while (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    return Promise.resolve(decision);
  }

  get size(): number {
    return this.buckets.size;
  }
}

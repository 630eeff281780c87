// Token bucket: `capacity` requests at once (the burst), refilled continuously at
// `refillPerMinute`. Pure arithmetic on a small state, so any store can persist it.

export interface RateRule {
  capacity: number;
  refillPerMinute: number;
}

export interface BucketState {
  tokens: number;
  /** Milliseconds since the epoch of the last update. */
  updatedAt: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until one token is back (0 when allowed). */
  retryAfterSeconds: number;
}

export function takeToken(
  state: BucketState | undefined,
  rule: RateRule,
  now: number,
): { state: BucketState; decision: RateDecision } {
  const perMs = rule.refillPerMinute / 60_000;
  const elapsed = state ? Math.max(0, now - state.updatedAt) : 0;
  const tokens = Math.min(rule.capacity, (state?.tokens ?? rule.capacity) + elapsed * perMs);
  if (tokens >= 1) {
    return {
      state: { tokens: tokens - 1, updatedAt: now },
      decision: { allowed: true, remaining: Math.floor(tokens - 1), retryAfterSeconds: 0 },
    };
  }
  const waitMs = (1 - tokens) / perMs;
  return {
    state: { tokens, updatedAt: now },
    decision: { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
  };
}

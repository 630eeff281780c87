import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';

describe('CircuitBreaker', () => {
  it('opens after consecutive failures, lets one trial through after the pause, closes on success', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failures: 3, openMs: 10_000, now: () => now });
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.allow()).toEqual({ ok: true });
    breaker.failure();
    expect(breaker.open).toBe(true);
    expect(breaker.allow()).toEqual({ ok: false, retryAfterSeconds: 10 });
    now = 10_000;
    expect(breaker.allow()).toEqual({ ok: true });
    // Only one trial at a time while half-open.
    expect(breaker.allow().ok).toBe(false);
    breaker.failure();
    expect(breaker.allow()).toEqual({ ok: false, retryAfterSeconds: 10 });
    now = 20_000;
    expect(breaker.allow().ok).toBe(true);
    breaker.success();
    expect(breaker.open).toBe(false);
    expect(breaker.allow().ok).toBe(true);
  });
});

// Keeps a failing provider from slowing every request: after a run of failures the provider is
// skipped outright for a while, then one request is let through to see whether it is back.

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failures: number;
  /** How long an open circuit refuses before letting one trial request through. */
  openMs: number;
  now?: () => number;
}

export class CircuitBreaker {
  private consecutive = 0;
  private openedAt: number | null = null;
  private trialRunning = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Whether a request may go out now; when not, the seconds until it may. While half-open only
   * one trial runs at a time, so a provider coming back is not hit by everyone at once.
   */
  allow(): { ok: true } | { ok: false; retryAfterSeconds: number } {
    if (this.openedAt === null) return { ok: true };
    const left = this.openedAt + this.options.openMs - this.now();
    if (left > 0 || this.trialRunning) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(left, 1000) / 1000)) };
    }
    this.trialRunning = true;
    return { ok: true };
  }

  success(): void {
    this.consecutive = 0;
    this.openedAt = null;
    this.trialRunning = false;
  }

  failure(): void {
    this.consecutive++;
    this.trialRunning = false;
    if (this.openedAt !== null || this.consecutive >= this.options.failures) this.openedAt = this.now();
  }

  get open(): boolean {
    return this.openedAt !== null;
  }
}

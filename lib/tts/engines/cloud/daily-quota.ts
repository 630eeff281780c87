// TTS_CLOUD_DAILY_CHARS: a provider bills per character, so previews stop at a daily budget
// (per provider, per UTC day, per server process). Paid orders always go through and still count.
import type { SynthesisPurpose } from '../../engine';

export type QuotaDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export class DailyCharQuota {
  private day = '';
  private used = 0;
  private readonly now: () => number;

  /** `limit` null: no cap. */
  constructor(
    private readonly limit: number | null,
    now: () => number = Date.now,
  ) {
    this.now = now;
  }

  /** Book `chars` for one request, or refuse a preview that would go past today's budget. */
  take(chars: number, purpose: SynthesisPurpose): QuotaDecision {
    const now = this.now();
    const today = new Date(now).toISOString().slice(0, 10);
    if (today !== this.day) {
      this.day = today;
      this.used = 0;
    }
    if (this.limit !== null && purpose === 'preview' && this.used + chars > this.limit) {
      return { ok: false, retryAfterSeconds: secondsToUtcMidnight(now) };
    }
    this.used += chars;
    return { ok: true };
  }

  /** Give back a booking whose request never reached the provider's billing (it failed). */
  refund(chars: number): void {
    this.used = Math.max(0, this.used - chars);
  }

  get usedToday(): number {
    return this.used;
  }
}

function secondsToUtcMidnight(now: number): number {
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now) / 1000));
}

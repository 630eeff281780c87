import { describe, expect, it } from 'vitest';
import { DailyCharQuota } from './daily-quota';

describe('DailyCharQuota', () => {
  it('refuses previews past the budget until UTC midnight, never orders, and takes back failed calls', () => {
    let now = Date.parse('2026-11-27T23:59:00Z');
    const quota = new DailyCharQuota(100, () => now);
    expect(quota.take(60, 'preview')).toEqual({ ok: true });
    expect(quota.take(41, 'preview')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(quota.take(500, 'order')).toEqual({ ok: true });
    expect(quota.usedToday).toBe(560);
    quota.refund(500);
    expect(quota.take(40, 'preview')).toEqual({ ok: true });
    now = Date.parse('2026-11-28T00:00:01Z');
    expect(quota.take(100, 'preview')).toEqual({ ok: true });
  });

  it('has no cap without a limit', () => {
    expect(new DailyCharQuota(null).take(10_000_000, 'preview').ok).toBe(true);
  });
});

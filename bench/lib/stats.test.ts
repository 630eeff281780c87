import { describe, expect, it } from 'vitest';
import { budget, median, percentile, spread, summary, table } from './stats.mjs';

describe('benchmark statistics', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('uses nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('summarizes and formats median with min–max', () => {
    expect(summary([3, 1, 2, Number.NaN])).toEqual({ median: 2, min: 1, max: 3, n: 3 });
    expect(spread([10, 12, 14], 0)).toBe('12 (10–14)');
    expect(spread([4.2], 1)).toBe('4.2');
  });

  it('marks budgets met and missed in both directions', () => {
    expect(budget(150, 160, { unit: ' KiB' })).toBe('≤ 160 KiB ✅');
    expect(budget(170, 160)).toBe('≤ 160 ❌');
    expect(budget(0.4, 0.5, { lower: false })).toBe('≥ 0.5 ❌');
  });

  it('escapes pipes in table cells', () => {
    expect(table(['a', 'b'], [['x|y', 1]], ['l', 'r'])).toBe('| a | b |\n|---|---:|\n| x\\|y | 1 |');
  });
});

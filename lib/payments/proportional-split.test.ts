// The split a partial credit note relies on: exact sums, proportional shares, leftover cents to the
// largest remainders (ties to the earlier part).
import { describe, expect, it } from 'vitest';
import { splitProportionally } from './proportional-split';

describe('splitProportionally', () => {
  it('splits a refunded gross into VAT and net like the order (19 %)', () => {
    // Order: net 1000, VAT 190, gross 1190. Refund 500: VAT 79.83… → 80, net 420.16… → 420.
    expect(splitProportionally(500, [190, 1000])).toEqual([80, 420]);
  });

  it('always sums to the total and gives leftovers to the largest remainders', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(10, [1, 2])).toEqual([3, 7]);
    const parts = splitProportionally(997, [333, 12, 4081, 7]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(997);
  });

  it('gives the whole total to the first part when every weight is zero', () => {
    expect(splitProportionally(5, [0, 0])).toEqual([5, 0]);
    expect(splitProportionally(0, [3, 4])).toEqual([0, 0]);
  });
});

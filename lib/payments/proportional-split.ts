// A partial refund's credit note splits the refunded gross into net and VAT, and each line's share,
// in proportion to what the order charged — in whole cents that still add up exactly. Like the VAT
// allocation (vat-allocation.ts): everyone gets the rounded-down share, and the cents left over go,
// one each, to the parts whose exact share was cut most (largest remainder, ties to the earlier).

/** Split `total` (non-negative integer) over `weights` (non-negative integers) in proportion; sums to total. */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  // Integer arithmetic: total × weight stays exact for any amount a shop order can have.
  const shares = weights.map((weight, index) => ({
    index,
    floor: Math.floor((total * weight) / sum),
    remainder: (total * weight) % sum,
  }));
  const result = shares.map((share) => share.floor);
  let missing = total - result.reduce((acc, share) => acc + share, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (missing <= 0) break;
    result[share.index] = (result[share.index] ?? 0) + 1;
    missing--;
  }
  return result;
}

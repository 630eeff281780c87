// VAT is owed per rate on the invoice's net total (what an Art. 226 invoice states and an
// accountant checks), not the sum of per-line roundings: ten lines of 4,20 € at 21 % owe 8,82 €,
// not 10 × 0,88 €. Lines still carry VAT so each line's gross is shown and every total stays the
// exact sum of its lines; the cents the total owes beyond the lines' rounded-down shares go, one
// each, to the lines whose exact share was cut most (largest remainder, ties to the earlier line).

/** VAT on a net amount in minor units, rounded half up (non-negative integers). */
function vatOn(net: number, rateBp: number): number {
  return Math.round((net * rateBp) / 10000);
}

/** Split vatOn(sum of nets) over the lines; the result sums to it exactly. */
export function allocateVat(nets: readonly number[], rateBp: number): number[] {
  const total = vatOn(
    nets.reduce((sum, net) => sum + net, 0),
    rateBp,
  );
  // Integer arithmetic throughout: net × rateBp is exact, the remainder is in 1/10,000 of a cent.
  const shares = nets.map((net, index) => ({
    index,
    floor: Math.floor((net * rateBp) / 10000),
    remainder: (net * rateBp) % 10000,
  }));
  let missing = total - shares.reduce((sum, share) => sum + share.floor, 0);
  const vat = shares.map((share) => share.floor);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (missing <= 0 || share.remainder === 0) break;
    vat[share.index] = (vat[share.index] ?? 0) + 1;
    missing--;
  }
  return vat;
}

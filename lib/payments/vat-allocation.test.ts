import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateVat } from './vat-allocation';
import { euVatRatesBp } from './vat';

describe('allocateVat', () => {
  it('owes VAT on the total: ten lines of 4,20 € at 21 % give 8,82 €, not 10 × 0,88 €', () => {
    const vat = allocateVat(Array(10).fill(420), 2100);
    expect(vat.reduce((a, b) => a + b, 0)).toBe(882);
    // 4,20 × 21 % = 0,882: each line gets 0,88 and two lines the cents the total still owes.
    expect(vat.filter((v) => v === 89)).toHaveLength(2);
    expect(vat.filter((v) => v === 88)).toHaveLength(8);
  });

  it('gives the missing cents to the lines whose share was cut most, not to exact lines', () => {
    // 1000 × 19 % = 190 exactly; 333 × 19 % = 63,27; 666 × 19 % = 126,54 → total 379,81 → 380.
    expect(allocateVat([1000, 333, 666], 1900)).toEqual([190, 63, 127]);
    expect(allocateVat([], 2100)).toEqual([]);
    expect(allocateVat([900, 600], 0)).toEqual([0, 0]);
  });

  it('property: lines sum to round(total × rate), each within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 1_000_000 }), { maxLength: 40 }),
        fc.constantFrom(0, ...Object.values(euVatRatesBp)),
        (nets, rateBp) => {
          const vat = allocateVat(nets, rateBp);
          const total = nets.reduce((a, b) => a + b, 0);
          if (vat.reduce((a, b) => a + b, 0) !== Math.round((total * rateBp) / 10000)) return false;
          return vat.every((v, i) => {
            const exact = ((nets[i] ?? 0) * rateBp) / 10000;
            return Number.isSafeInteger(v) && v >= Math.floor(exact) && v <= Math.floor(exact) + 1;
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

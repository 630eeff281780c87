// The OSS return against a fixture computed by hand (seller in Ireland, 2026-Q4, rate day
// 2026-12-31, ECB rate entered as 1 EUR = 1.1000 USD):
//   DE 19 %: invoice 10.00 + 1.90, invoice 20.00 + 3.80, credit note of the latter −20.00 − 3.80,
//            partial credit note of the first −4.00 − 0.76 (4.76 of its 11.90 refunded)
//            → taxable 6.00, VAT 1.14 (4 documents)
//   FR 20 %: invoice in USD 11.00 + 2.20 → 11.00 / 1.1 = 10.00, 2.20 / 1.1 = 2.00
//   IT reverse charge (B2B): 50.00, no VAT → listed apart, not in the totals
//   IE (the seller's own country) and US (outside the EU) → not in the OSS at all
//   Totals: taxable 16.00, VAT 3.14.
import { describe, expect, it } from 'vitest';
import { ossReport, parseQuarter, toEurCents, type OssDocument } from './oss-report';

const doc = (d: Partial<OssDocument> & Pick<OssDocument, 'number' | 'country' | 'net' | 'vat'>): OssDocument => ({
  kind: 'invoice', vatMode: 'standard', vatRateBp: 1900, currency: 'EUR', ...d,
});

const fixture: OssDocument[] = [
  doc({ number: 'INV-2026-0001', country: 'DE', net: 1000, vat: 190 }),
  doc({ number: 'INV-2026-0002', country: 'DE', net: 2000, vat: 380 }),
  doc({ number: 'CN-2026-0001', kind: 'credit-note', country: 'DE', net: 2000, vat: 380 }),
  doc({ number: 'CN-2026-0002', kind: 'credit-note', country: 'DE', net: 400, vat: 76 }),
  doc({ number: 'INV-2026-0003', country: 'FR', vatRateBp: 2000, net: 1100, vat: 220, currency: 'USD' }),
  doc({ number: 'INV-2026-0004', country: 'IT', vatMode: 'reverse-charge', vatRateBp: 0, net: 5000, vat: 0 }),
  doc({ number: 'INV-2026-0005', country: 'IE', vatRateBp: 2300, net: 1000, vat: 230 }),
  doc({ number: 'INV-2026-0006', country: 'US', vatMode: 'none', vatRateBp: 0, net: 1000, vat: 0, currency: 'USD' }),
];

describe('ossReport', () => {
  const quarter = parseQuarter('2026-Q4');
  if (!quarter) throw new Error('quarter');

  it('matches the hand-computed return', () => {
    const report = ossReport(quarter, 'IE', fixture, new Map([['USD', 1.1]]));
    expect(report.rateDay).toBe('2026-12-31');
    expect(report.lines).toEqual([
      { country: 'DE', vatRateBp: 1900, taxableEur: 600, vatEur: 114, documents: 4 },
      { country: 'FR', vatRateBp: 2000, taxableEur: 1000, vatEur: 200, documents: 1 },
    ]);
    expect(report.reverseCharge).toEqual([{ country: 'IT', netEur: 5000, documents: 1 }]);
    expect(report.totals).toEqual({ taxableEur: 1600, vatEur: 314 });
    expect(report.missingRates).toEqual([]);
  });

  it('names a currency without a rate instead of guessing', () => {
    const report = ossReport(quarter, 'IE', fixture, new Map());
    expect(report.missingRates).toEqual(['USD']);
    expect(report.lines.map((l) => l.country)).toEqual(['DE']);
  });
});

describe('parseQuarter and toEurCents', () => {
  it('reads quarters and refuses anything else', () => {
    expect(parseQuarter('2026-Q1')).toMatchObject({ start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z'), lastDay: '2026-03-31' });
    expect(parseQuarter('2024-Q1')?.lastDay).toBe('2024-03-31');
    expect(parseQuarter('2026-Q5')).toBeNull();
    expect(parseQuarter('2026Q4')).toBeNull();
  });

  it('rounds each conversion half away from zero', () => {
    expect(toEurCents(1000, 'EUR', new Map())).toBe(1000);
    expect(toEurCents(3, 'USD', new Map([['USD', 2]]))).toBe(2);
    expect(toEurCents(-3, 'USD', new Map([['USD', 2]]))).toBe(-2);
    expect(toEurCents(100, 'GBP', new Map())).toBeNull();
  });
});

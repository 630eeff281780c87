import { describe, expect, it } from 'vitest';
import { checkNumbering, type NumberedDocument } from './numbering-check';

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const inv = (sequence: number, day: string, year = 2026): NumberedDocument => ({
  kind: 'invoice',
  year,
  sequence,
  number: `GS-${year}-${String(sequence).padStart(6, '0')}`,
  issuedAt: at(day),
});
const cn = (sequence: number, day: string): NumberedDocument => ({
  kind: 'credit-note',
  year: 2026,
  sequence,
  number: `GS-CN-2026-${String(sequence).padStart(6, '0')}`,
  issuedAt: at(day),
});

// Invoices 1, 2, 5 (3 and 4 missing, 5 issued in November), 6 twice, counter at 8 (7, 8 taken, never written);
// credit notes 2 and 3 (1 missing, 2 issued in September); 2025 invoices 1..2 complete.
const docs = [
  inv(1, '2026-09-01'),
  inv(2, '2026-09-15'),
  inv(5, '2026-11-02'),
  inv(6, '2026-11-03'),
  { ...inv(6, '2026-11-04'), number: 'GS-2026-000006' },
  cn(2, '2026-09-20'),
  cn(3, '2026-10-20'),
  inv(1, '2025-03-01', 2025),
  inv(2, '2025-04-01', 2025),
];
const counters = [
  { kind: 'invoice' as const, year: 2026, last: 8 },
  { kind: 'credit-note' as const, year: 2026, last: 3 },
  { kind: 'invoice' as const, year: 2025, last: 2 },
];

describe('checkNumbering', () => {
  it('names every gap and duplicate overall', () => {
    const check = checkNumbering(docs, counters);
    expect(check.gaps).toEqual([
      { kind: 'credit-note', year: 2026, from: 1, to: 1, fromNumber: 'GS-CN-2026-000001', toNumber: 'GS-CN-2026-000001', after: null, before: 'GS-CN-2026-000002' },
      { kind: 'invoice', year: 2026, from: 3, to: 4, fromNumber: 'GS-2026-000003', toNumber: 'GS-2026-000004', after: 'GS-2026-000002', before: 'GS-2026-000005' },
      { kind: 'invoice', year: 2026, from: 7, to: 8, fromNumber: 'GS-2026-000007', toNumber: 'GS-2026-000008', after: 'GS-2026-000006', before: null },
    ]);
    expect(check.duplicates).toEqual([{ kind: 'invoice', year: 2026, sequence: 6, numbers: ['GS-2026-000006', 'GS-2026-000006'] }]);
  });

  it('gives a period the gaps closed by its documents, and the trailing gap when it reaches past the last one', () => {
    const q4 = checkNumbering(docs, counters, { start: at('2026-10-01'), end: new Date('2027-01-01T00:00:00Z') });
    expect(q4.gaps.map((g) => `${g.fromNumber}..${g.toNumber}`)).toEqual(['GS-2026-000003..GS-2026-000004', 'GS-2026-000007..GS-2026-000008']);
    expect(q4.duplicates).toHaveLength(1);
    const q3 = checkNumbering(docs, counters, { start: new Date('2026-07-01T00:00:00Z'), end: new Date('2026-10-01T00:00:00Z') });
    expect(q3.gaps.map((g) => g.fromNumber)).toEqual(['GS-CN-2026-000001']);
    expect(q3.duplicates).toEqual([]);
  });

  it('finds nothing in a whole sequence', () => {
    expect(checkNumbering(docs.filter((d) => d.year === 2025), [{ kind: 'invoice', year: 2025, last: 2 }])).toEqual({ gaps: [], duplicates: [] });
  });
});

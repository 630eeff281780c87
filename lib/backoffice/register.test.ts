import { describe, expect, it } from 'vitest';
import { periodBounds, rateOn, registerCsv, registerQuerySchema, registerRows, safeCell, type RegisterDocument } from './register';

const doc = (over: Partial<RegisterDocument>): RegisterDocument => ({
  kind: 'invoice',
  number: 'GS-2026-000001',
  issuedAt: new Date('2026-10-05T10:00:00Z'),
  orderId: 'o1',
  orderReference: 'AAAA-1111',
  buyerName: 'Anna Bauer',
  company: null,
  country: 'DE',
  vatId: null,
  currency: 'EUR',
  vatMode: 'standard',
  vatRateBp: 1900,
  net: 1000,
  vat: 190,
  gross: 1190,
  ...over,
});

const rates = [
  { day: '2026-09-30', currency: 'USD', rate: 1.25 },
  { day: '2026-11-02', currency: 'USD', rate: 1.1 },
  { day: '2026-12-31', currency: 'USD', rate: 1.05 },
];

describe('register rows', () => {
  it('signs credit notes, sorts by date and converts with the rate of the day or the one before', () => {
    const rows = registerRows(
      [
        doc({ kind: 'credit-note', number: 'GS-CN-2026-000001', issuedAt: new Date('2026-11-20T09:00:00Z') }),
        // A partial refund's credit note: its own part (4.76 of 11.90), not the order's totals.
        doc({ kind: 'credit-note', number: 'GS-CN-2026-000002', issuedAt: new Date('2026-11-25T09:00:00Z'), net: 400, vat: 76, gross: 476 }),
        // 1331 USD cents / 1.1 = 1210 EUR cents (rate of 2 November, the latest before the 3rd).
        doc({ number: 'GS-2026-000002', issuedAt: new Date('2026-11-03T09:00:00Z'), currency: 'USD', net: 1100, vat: 231, gross: 1331, vatRateBp: 2100, country: 'ES' }),
        doc({}),
      ],
      rates,
    );
    expect(rows.map((r) => [r.number, r.date, r.net, r.vat, r.gross, r.eurGross, r.eurRate])).toEqual([
      ['GS-2026-000001', '2026-10-05', 1000, 190, 1190, 1190, null],
      ['GS-2026-000002', '2026-11-03', 1100, 231, 1331, 1210, { day: '2026-11-02', rate: 1.1 }],
      ['GS-CN-2026-000001', '2026-11-20', -1000, -190, -1190, -1190, null],
      ['GS-CN-2026-000002', '2026-11-25', -400, -76, -476, -476, null],
    ]);
  });

  it('leaves the EUR equivalent blank when no rate precedes the day', () => {
    expect(rateOn(rates, 'USD', '2026-09-29')).toBeNull();
    expect(rateOn(rates, 'GBP', '2026-12-31')).toBeNull();
    expect(registerRows([doc({ currency: 'GBP' })], rates)[0]?.eurGross).toBeNull();
  });
});

describe('register CSV', () => {
  it('writes the columns, quotes what needs quoting and defuses formulas', () => {
    const csv = registerCsv(
      registerRows(
        [
          doc({ buyerName: '=HYPERLINK("http://x","y")', company: 'Acme, Inc.', vatId: '+49123', vatMode: 'reverse-charge', vat: 0, gross: 1000 }),
          doc({ kind: 'credit-note', number: 'GS-CN-2026-000001', buyerName: '@Sam', issuedAt: new Date('2026-10-06T10:00:00Z') }),
        ],
        rates,
      ),
    );
    expect(csv.split('\r\n')).toEqual([
      'number,kind,date,order_reference,buyer_name,country,vat_id,currency,net,vat_rates,vat,gross,eur_gross,eur_rate',
      `GS-2026-000001,invoice,2026-10-05,AAAA-1111,"'=HYPERLINK(""http://x"",""y"") (Acme, Inc.)",DE,'+49123,EUR,10.00,0.00,0.00,10.00,10.00,`,
      `GS-CN-2026-000001,credit-note,2026-10-06,AAAA-1111,'@Sam,DE,,EUR,-10.00,19.00,-1.90,-11.90,-11.90,`,
      '',
    ]);
  });

  it('keeps numbers as numbers and escapes every formula lead', () => {
    expect(safeCell('-12.34')).toBe('-12.34');
    expect(['=1', '+1', '-x', '@a', '\tx', '\rx'].map(safeCell)).toEqual(["'=1", "'+1", "'-x", "'@a", "'\tx", "'\rx"]);
  });
});

describe('register query', () => {
  it('takes a period of days, inclusive, and refuses a reversed or malformed one', () => {
    const q = registerQuerySchema.parse({ from: '2026-10-01', to: '2026-12-31', format: 'csv' });
    expect(periodBounds(q)).toEqual({ start: new Date('2026-10-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
    expect(registerQuerySchema.safeParse({ from: '2026-12-31', to: '2026-10-01' }).success).toBe(false);
    expect(registerQuerySchema.safeParse({ from: '2026-13-01', to: '2026-12-31' }).success).toBe(false);
    expect(registerQuerySchema.safeParse({ from: '2026-10-01', to: '2026-12-31', format: 'xml' }).success).toBe(false);
  });
});

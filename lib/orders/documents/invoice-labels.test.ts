// The invoice date in the document's language, in the buyer's country's form (#33: en-GB buyers).
import { describe, expect, it } from 'vitest';
import type { InvoiceData } from './invoice-data';
import { invoiceStrings } from './invoice-labels';

const data = (country: string) =>
  ({
    kind: 'invoice',
    issuedAt: '2026-11-28T10:00:00.000Z',
    correctsNumber: null,
    currency: 'GBP',
    buyer: { name: 'A', company: null, address: [], country, vatId: null, email: 'a@example.com' },
    vatMode: 'standard',
    paymentMethod: 'card',
  }) as unknown as InvoiceData;

const issued = (country: string) => invoiceStrings(data(country), (key) => key, 'en').issued;

describe('invoiceStrings: the issue date', () => {
  it('is day first for a buyer in the UK and month first in the US', () => {
    expect(issued('GB')).toBe('28 November 2026');
    expect(issued('US')).toBe('November 28, 2026');
  });
});

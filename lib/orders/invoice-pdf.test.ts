import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { InvoiceData } from './invoice-data';
import { invoiceStrings } from './invoice-labels';
import { renderInvoicePdf } from './invoice-pdf';

const data: InvoiceData = {
  kind: 'invoice',
  number: 'GS-2026-000042',
  issuedAt: '2026-11-21T10:00:00.000Z',
  correctsNumber: null,
  orderId: 'order1234',
  currency: 'EUR',
  seller: {
    name: 'Greeting Studio Ltd.',
    address: '1 Harbour Street',
    country: 'IE',
    vatId: 'IE1234567T',
    email: 's@example.com',
  },
  buyer: {
    name: 'Γιώργος Παπαδόπουλος',
    company: 'Οδοντιατρείο Α.Ε.',
    address: null,
    country: 'GR',
    vatId: null,
    email: 'g@example.gr',
  },
  lines: [
    {
      description: 'Καλώς ήρθατε στο οδοντιατρείο μας',
      words: 5,
      quantity: 1,
      unitNet: 900,
      net: 900,
      vatRateBp: 2400,
      vat: 216,
      gross: 1116,
    },
  ],
  net: 900,
  vatByRate: [{ rateBp: 2400, net: 900, vat: 216 }],
  vat: 216,
  gross: 1116,
  vatMode: 'standard',
  paymentMethod: 'card',
  locale: 'el',
};

describe('invoice PDF', () => {
  it('renders a PDF with the Greek font embedded and the Greek labels', async () => {
    const t = (key: string, values?: Record<string, string | number>) =>
      `${key === 'title' ? 'Τιμολόγιο' : key}${values ? JSON.stringify(values) : ''}`;
    const strings = invoiceStrings(data, t, 'el');
    expect(strings.money(1116)).toMatch(/11,16\s€/);
    expect(strings.percent(2400)).toBe('24 %');
    const pdf = await renderInvoicePdf(data, strings);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // Greek text cannot be drawn with the standard (WinAnsi) fonts at all: rendering it proves the
    // embedded Unicode font; the document reads back with its title.
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getTitle()).toBe('Τιμολόγιο GS-2026-000042');
    expect(loaded.getPageCount()).toBe(1);
    expect(pdf.byteLength).toBeGreaterThan(5000);
  });
});

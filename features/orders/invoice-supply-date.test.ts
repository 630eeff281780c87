// Issue 34, item 4: a German invoice must state the date of supply (Leistungsdatum, § 14 UStG;
// Art. 226(7) of the VAT Directive) or say that it is the invoice date. A greeting is delivered
// when the payment is confirmed, which is when the invoice is issued: every invoice says so, in
// its language, on the printable page and in the PDF; a credit note refers to its invoice's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { InvoiceDocument } from './invoice-document';
import { loadMessages } from '@/lib/i18n/messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { InvoiceData } from '@/lib/orders/documents/invoice-data';
import { invoiceStrings } from '@/lib/orders/documents/invoice-labels';
import { renderInvoicePdf } from '@/lib/orders/documents/invoice-pdf';

vi.mock('server-only', () => ({}));

const invoice = (kind: 'invoice' | 'credit-note'): InvoiceData => {
  const sign = kind === 'credit-note' ? -1 : 1;
  return {
    kind,
    number: kind === 'invoice' ? 'GS-2026-000042' : 'GS-2026-000043',
    issuedAt: '2026-03-14T10:00:00.000Z',
    correctsNumber: kind === 'credit-note' ? 'GS-2026-000042' : null,
    orderId: 'ord_1',
    orderReference: '7KQM-3XTD',
    currency: 'EUR',
    seller: {
      name: 'Greeting Studio Ltd.',
      address: '1 Harbour Street, Dublin',
      country: 'IE',
      vatId: 'IE1234567T',
      email: 'billing@greeting.studio',
    },
    buyer: {
      name: 'Anna Schmidt',
      company: 'Zahnarztpraxis Dr. Berger',
      address: ['Hauptstraße 1', '10115 Berlin'],
      country: 'DE',
      vatId: null,
      email: 'anna@example.de',
    },
    lines: [
      {
        description: 'Herzlich willkommen bei Zahnarztpraxis Dr. Berger',
        words: 40,
        quantity: 1,
        unitNet: sign * 1200,
        net: sign * 1200,
        vatRateBp: 1900,
        vat: sign * 228,
        gross: sign * 1428,
      },
    ],
    net: sign * 1200,
    vatByRate: [{ rateBp: 1900, net: sign * 1200, vat: sign * 228 }],
    vat: sign * 228,
    gross: sign * 1428,
    vatMode: 'standard',
    paymentMethod: 'card',
    locale: 'de',
  };
};

async function strings(locale: Locale, data: InvoiceData) {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'invoice' });
  return invoiceStrings(data, (key, values) => t(key as 'title', values), locale);
}

const dir = mkdtempSync(path.join(tmpdir(), 'gs-invoice-supply-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

describe('the date of supply', () => {
  it('is the German Leistungsdatum, equal to the invoice date', async () => {
    const s = await strings('de', invoice('invoice'));
    expect(s.supplyDate).toBe('Leistungsdatum');
    expect(s.supplied).toBe('Entspricht dem Rechnungsdatum');
    const credit = await strings('de', invoice('credit-note'));
    expect(credit.supplied).toBe('Wie in Rechnung GS-2026-000042');
  });

  it.each(locales)(
    '%s: the printable invoice and the PDF print it beside the invoice date',
    async (locale) => {
      for (const kind of ['invoice', 'credit-note'] as const) {
        const data = { ...invoice(kind), locale };
        const s = await strings(locale, data);
        expect(s.supplyDate.trim(), `${locale} label`).not.toBe('');
        expect(s.supplied, `${locale} ${kind}`).not.toMatch(/[{}]/);

        const html = renderToStaticMarkup(createElement(InvoiceDocument, { data, s }));
        expect(html).toContain(`<dt class="text-ink-muted">${s.supplyDate}</dt>`);
        expect(html).toContain(`data-testid="invoice-supply-date">${s.supplied}</dd>`);

        const file = path.join(dir, `${locale}-${kind}.pdf`);
        writeFileSync(file, await renderInvoicePdf(data, s));
        const text = squeeze(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
        expect(text).toContain(squeeze(`${s.supplyDate} ${s.supplied}`));
      }
    },
  );
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/messages';
import { locales, type Locale } from '../../i18n/locales';
import type { InvoiceData } from './invoice-data';
import { invoiceStrings } from './invoice-labels';
import { renderInvoicePdf } from './invoice-pdf';

const line = (description: string, net: number, vat: number) => ({
  description,
  words: 48,
  quantity: 1,
  unitNet: net,
  net,
  vatRateBp: 2400,
  vat,
  gross: net + vat,
});

/** A business buyer with a long address and three lines: the widest an invoice gets in practice. */
const data = (kind: InvoiceData['kind'], vatMode: InvoiceData['vatMode'] = 'standard'): InvoiceData => {
  const sign = kind === 'credit-note' ? -1 : 1;
  return {
    kind,
    number: kind === 'invoice' ? 'GS-2026-000042' : 'GS-CN-2026-000007',
    issuedAt: '2026-11-21T10:00:00.000Z',
    correctsNumber: kind === 'credit-note' ? 'GS-2026-000042' : null,
    orderId: 'Uob_cynC0bWxv7OF',
    orderReference: '7KQM-3XTD',
    currency: 'EUR',
    seller: {
      name: 'Greeting Studio Ltd.',
      address: '1 Harbour Street, Dublin 2',
      country: 'IE',
      vatId: 'IE1234567T',
      email: 'billing@greeting.studio',
    },
    buyer: {
      name: 'Γιώργος Παπαδόπουλος-Καραμανλής',
      company: 'Οδοντιατρείο Παπαδόπουλος και Συνεργάτες Ανώνυμη Εταιρεία',
      address: ['Λεωφόρος Βασιλίσσης Σοφίας 123, 3ος όροφος', '115 21 Αθήνα'],
      country: 'GR',
      vatId: vatMode === 'reverse-charge' ? 'EL123456789' : null,
      email: 'g.papadopoulos@odontiatreio-example.gr',
    },
    lines: [
      line('Καλώς ήρθατε στο οδοντιατρείο μας. Το ιατρείο είναι κλειστό αυτή τη στιγμή', 1900, 456),
      line('Short', 900, 216),
      line('Press one for appointments, two for billing', 123456, 29629),
    ].map((l) => ({
      ...l,
      unitNet: sign * l.unitNet,
      net: sign * l.net,
      vat: sign * l.vat,
      gross: sign * l.gross,
    })),
    net: sign * 126256,
    vatByRate: [{ rateBp: 2400, net: sign * 126256, vat: sign * 30301 }],
    vat: sign * 30301,
    gross: sign * 156557,
    vatMode,
    paymentMethod: 'card',
    locale: 'el',
  };
};

type Box = { page: number; text: string; x0: number; y0: number; x1: number; y1: number };

/** Every word's box as poppler lays the page out (`pdftotext -bbox`). */
function wordBoxes(file: string): Box[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const boxes: Box[] = [];
  let page = -1;
  for (const match of html.matchAll(
    /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (match[0] === '<page ') page++;
    else
      boxes.push({
        page,
        text: match[5] ?? '',
        x0: +match[1]!,
        y0: +match[2]!,
        x1: +match[3]!,
        y1: +match[4]!,
      });
  }
  return boxes;
}

/** Pairs of words whose boxes share more than a sliver (0.5 pt) in both directions. */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.page !== b.page) continue;
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (dx > 0.5 && dy > 0.5) found.push(`"${a.text}" × "${b.text}"`);
    }
  return found;
}

const dir = mkdtempSync(path.join(tmpdir(), 'gs-invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(locale: Locale, invoice: InvoiceData) {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'invoice' });
  const strings = invoiceStrings(invoice, (key, values) => t(key as 'title', values), locale);
  return { strings, pdf: await renderInvoicePdf({ ...invoice, locale }, strings) };
}

describe('invoice PDF', () => {
  it('embeds a Unicode font: Greek labels print, the title reads back', async () => {
    const { strings, pdf } = await render('el', data('invoice'));
    expect(strings.money(1116)).toMatch(/11,16\s€/);
    expect(strings.percent(2400)).toBe('24 %');
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getTitle()).toBe(`${strings.title} GS-2026-000042`);
    expect(loaded.getPageCount()).toBe(1);
  });

  describe.each(locales)('in %s', (locale) => {
    it.each([
      ['invoice', 'standard'],
      ['invoice', 'reverse-charge'],
      ['credit-note', 'standard'],
    ] as const)(
      'a %s (%s VAT) has no overlapping text and prints the buyer and the reference',
      async (kind, mode) => {
        const { strings, pdf } = await render(locale, data(kind, mode));
        const file = path.join(dir, `${locale}-${kind}-${mode}.pdf`);
        writeFileSync(file, pdf);
        const boxes = wordBoxes(file);
        expect(overlaps(boxes)).toEqual([]);
        const words = boxes.map((b) => b.text);
        // Article 226: the buyer's full name and address; the reference the buyer quotes.
        for (const word of ['Παπαδόπουλος-Καραμανλής', 'Σοφίας', '115', 'Αθήνα', '7KQM-3XTD'])
          expect(words, word).toContain(word);
        if (mode === 'reverse-charge') expect(words).toContain('EL123456789');
        // Every header word is printed whole (wrapped, never cut).
        for (const header of [strings.quantity, strings.unitPrice, strings.vatRate, strings.amount])
          for (const word of header.split(' ')) expect(words, header).toContain(word);
        // Everything stays inside the page's margins.
        for (const b of boxes) expect(b.x1, b.text).toBeLessThanOrEqual(595.28 - 49);
      },
    );
  });

  it('a long invoice repeats the table header on every page and keeps the totals with the last line', async () => {
    // Every length from one page to three, so the break falls before, on and after the totals.
    for (let count = 20; count <= 75; count++) {
      const base = data('invoice');
      const lines = Array.from({ length: count }, (_, i) =>
        line(`Item${String(i + 1).padStart(3, '0')}`, 420, 101),
      );
      const net = 420 * count;
      const vat = 101 * count;
      const invoice = { ...base, lines, net, vat, gross: net + vat, vatByRate: [{ rateBp: 2400, net, vat }] };
      const { strings, pdf } = await render('en', invoice);
      const file = path.join(dir, `long-${count}.pdf`);
      writeFileSync(file, pdf);
      const boxes = wordBoxes(file);
      expect(overlaps(boxes), `${count} lines`).toEqual([]);
      const pages = Math.max(...boxes.map((b) => b.page)) + 1;
      const onPage = (page: number) => boxes.filter((b) => b.page === page).map((b) => b.text);
      for (let page = 0; page < pages; page++) {
        const words = onPage(page);
        if (!words.some((w) => w.includes('Item'))) continue;
        for (const word of strings.unitPrice.split(' '))
          expect(words, `${count} lines, page ${page + 1}`).toContain(word);
      }
      const last = `Item${String(count).padStart(3, '0')}`;
      const grossLabel = strings.totalGross.split(' ')[0] ?? '';
      const lastPage = boxes.find((b) => b.text.includes(last))?.page;
      const totalsPage = boxes.filter((b) => b.text === grossLabel).at(-1)?.page;
      expect(totalsPage, `${count} lines: totals on the last line's page`).toBe(lastPage);
    }
  }, 120_000);
});

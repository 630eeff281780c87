// The invoice as a PDF (pdf-lib), with DejaVu Sans embedded so Greek and every accent print.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceData } from './invoice-data';
import type { InvoiceStrings } from './invoice-labels';

const fontDir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(path.join(fontDir, 'DejaVuSans.ttf')),
    readFile(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  ]).then(([a, b]) => [new Uint8Array(a), new Uint8Array(b)] as [Uint8Array, Uint8Array]));

const ink = rgb(0.1, 0.12, 0.16);
const soft = rgb(0.38, 0.4, 0.45);

export async function renderInvoicePdf(data: InvoiceData, s: InvoiceStrings): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  doc.setTitle(`${s.title} ${data.number}`);
  doc.setAuthor(data.seller.name);
  doc.setCreationDate(new Date(data.issuedAt));
  let page = doc.addPage([595.28, 841.89]); // A4
  let y = 790;
  const left = 50;
  const right = 545;

  const text = (
    p: PDFPage,
    value: string,
    x: number,
    at: number,
    size = 10,
    font: PDFFont = regular,
    color = ink,
  ) => p.drawText(value, { x, y: at, size, font, color });
  const rightText = (p: PDFPage, value: string, x: number, at: number, size = 10, font: PDFFont = regular) =>
    text(p, value, x - font.widthOfTextAtSize(value, size), at, size, font);
  const fit = (value: string, width: number, size = 10) => {
    let out = value;
    while (out.length > 1 && regular.widthOfTextAtSize(out, size) > width) out = `${out.slice(0, -2)}…`;
    return out;
  };

  text(page, s.title, left, y, 22, bold);
  rightText(page, data.seller.name, right, y + 4, 11, bold);
  y -= 28;
  for (const [label, value] of [
    [s.number, data.number],
    [s.date, s.issued],
    [s.order, data.orderId],
    [s.currency, data.currency],
    [s.paymentMethod, s.method],
  ] as const) {
    text(page, label, left, y, 9, regular, soft);
    text(page, value, left + 110, y, 10);
    y -= 14;
  }
  if (s.corrects) {
    text(page, s.corrects, left, y, 10, bold);
    y -= 14;
  }

  y -= 12;
  const block = (title: string, lines: string[], x: number, top: number) => {
    text(page, title, x, top, 9, bold, soft);
    lines.forEach((line, i) => text(page, fit(line, 230), x, top - 14 * (i + 1), 10));
    return top - 14 * (lines.length + 1);
  };
  const seller = [
    data.seller.name,
    data.seller.address,
    s.country(data.seller.country),
    `${s.vatId}: ${data.seller.vatId}`,
    data.seller.email,
  ];
  const buyer = [
    ...(data.buyer.company ? [data.buyer.company] : []),
    data.buyer.name,
    ...(data.buyer.address ? [data.buyer.address] : []),
    s.country(data.buyer.country),
    ...(data.buyer.vatId ? [`${s.vatId}: ${data.buyer.vatId}`] : []),
    data.buyer.email,
  ];
  y = Math.min(block(s.seller, seller, left, y), block(s.buyer, buyer, 310, y)) - 16;

  const cols = { desc: left, qty: 330, unit: 400, rate: 460, amount: right };
  const header = () => {
    text(page, s.description, cols.desc, y, 9, bold, soft);
    rightText(page, s.quantity, cols.qty + 20, y, 9, bold);
    rightText(page, s.unitPrice, cols.unit + 40, y, 9, bold);
    rightText(page, s.vatRate, cols.rate + 40, y, 9, bold);
    rightText(page, s.amount, cols.amount, y, 9, bold);
    y -= 6;
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: soft });
    y -= 14;
  };
  header();
  for (const line of data.lines) {
    if (y < 120) {
      page = doc.addPage([595.28, 841.89]);
      y = 790;
      header();
    }
    text(page, fit(s.line(line.words, line.description), 270), cols.desc, y);
    rightText(page, String(line.quantity), cols.qty + 20, y);
    rightText(page, s.money(line.unitNet), cols.unit + 40, y);
    rightText(page, s.percent(line.vatRateBp), cols.rate + 40, y);
    rightText(page, s.money(line.net), cols.amount, y);
    y -= 16;
  }
  page.drawLine({ start: { x: 300, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.5, color: soft });
  y -= 8;
  const total = (label: string, value: string, strong = false) => {
    text(page, label, 310, y, strong ? 11 : 10, strong ? bold : regular);
    rightText(page, value, right, y, strong ? 11 : 10, strong ? bold : regular);
    y -= 16;
  };
  total(s.totalNet, s.money(data.net));
  for (const rate of data.vatByRate) total(s.vatAt(s.percent(rate.rateBp)), s.money(rate.vat));
  total(s.totalGross, s.money(data.gross), true);
  if (s.note) {
    y -= 10;
    const words = s.note.split(' ');
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (regular.widthOfTextAtSize(next, 9) > right - left) {
        text(page, current, left, y, 9);
        y -= 12;
        current = word;
      } else current = next;
    }
    if (current) text(page, current, left, y, 9);
  }
  return doc.save();
}

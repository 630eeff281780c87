// The invoice as a PDF (pdf-lib), with DejaVu Sans embedded so Greek and every accent print.
// Nothing is placed at a fixed x that a translation could overrun: labels, columns and totals are
// laid out from measured widths and long texts wrap (lib/orders/documents/invoice-pdf-layout.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceData } from './invoice-data';
import type { InvoiceStrings } from './invoice-labels';
import { ellipsize, layoutColumns, wrapText } from './invoice-pdf-layout';

const fontDir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(path.join(fontDir, 'DejaVuSans.ttf')),
    readFile(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  ]).then(([a, b]) => [new Uint8Array(a), new Uint8Array(b)] as [Uint8Array, Uint8Array]));

const ink = rgb(0.1, 0.12, 0.16);
const soft = rgb(0.38, 0.4, 0.45);
const A4: [number, number] = [595.28, 841.89];
const left = 50;
const right = 545;
const top = 790;
const bottom = 60;
const gap = 14;

export async function renderInvoicePdf(data: InvoiceData, s: InvoiceStrings): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  doc.setTitle(`${s.title} ${data.number}`);
  doc.setAuthor(data.seller.name);
  doc.setCreationDate(new Date(data.issuedAt));
  let page: PDFPage = doc.addPage(A4);
  let y = top;

  const text = (value: string, x: number, at: number, size = 10, font: PDFFont = regular, color = ink) =>
    page.drawText(value, { x, y: at, size, font, color });
  const rightText = (value: string, x: number, at: number, size = 10, font: PDFFont = regular, color = ink) =>
    text(value, x - font.widthOfTextAtSize(value, size), at, size, font, color);
  const measure = (font: PDFFont) => (value: string, size: number) => font.widthOfTextAtSize(value, size);
  /** Room for `height` more points on this page, or a new page (then `onNewPage` redraws a header). */
  const ensure = (height: number, onNewPage?: () => void) => {
    if (y - height >= bottom) return;
    page = doc.addPage(A4);
    y = top;
    onNewPage?.();
  };

  // Title on the left, the seller's name on the right; the title gives way if both cannot fit.
  const sellerWidth = bold.widthOfTextAtSize(data.seller.name, 11);
  text(ellipsize(s.title, right - left - sellerWidth - gap, 22, measure(bold)), left, y, 22, bold);
  rightText(data.seller.name, right, y + 4, 11, bold);
  y -= 28;

  const meta: [string, string][] = [
    [s.number, data.number],
    [s.date, s.issued],
    [s.supplyDate, s.supplied],
    [s.order, data.orderReference],
    [s.currency, data.currency],
    [s.paymentMethod, s.method],
  ];
  const labelWidth = Math.max(...meta.map(([label]) => regular.widthOfTextAtSize(label, 9))) + gap;
  for (const [label, value] of meta) {
    text(label, left, y, 9, regular, soft);
    text(ellipsize(value, right - left - labelWidth, 10, measure(regular)), left + labelWidth, y);
    y -= 14;
  }
  if (s.corrects) {
    for (const line of wrapText(s.corrects, right - left, 10, measure(bold))) {
      text(line, left, y, 10, bold);
      y -= 14;
    }
  }

  // Seller and buyer side by side; every line wraps inside its half.
  y -= 12;
  const half = (right - left - 2 * gap) / 2;
  const block = (title: string, lines: string[], x: number, from: number) => {
    let at = from;
    text(ellipsize(title, half, 9, measure(bold)), x, at, 9, bold, soft);
    for (const line of lines)
      for (const part of wrapText(line, half, 10, measure(regular))) {
        at -= 14;
        text(part, x, at, 10);
      }
    return at - 14;
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
    ...data.buyer.address,
    s.country(data.buyer.country),
    ...(data.buyer.vatId ? [`${s.vatId}: ${data.buyer.vatId}`] : []),
    data.buyer.email,
  ];
  y = Math.min(block(s.seller, seller, left, y), block(s.buyer, buyer, left + half + 2 * gap, y)) - 16;

  // The lines table: numeric columns sized to their contents, the description takes the rest.
  const rows = data.lines.map((line) => ({
    description: s.line(line.words, line.description),
    cells: [String(line.quantity), s.money(line.unitNet), s.percent(line.vatRateBp), s.money(line.net)],
  }));
  const headers = [s.quantity, s.unitPrice, s.vatRate, s.amount];
  const laid = layoutColumns(
    { header: s.description, values: [] },
    headers.map((header, i) => ({ header, values: rows.map((r) => r.cells[i] ?? '') })),
    { total: right - left, gap, headerSize: 9, valueSize: 10, minFirst: 150, measure: measure(bold) },
  );
  // Right edges of the numeric columns, from the page's right margin inwards.
  const edges: number[] = [];
  let edge = right;
  for (let i = laid.numeric.length - 1; i >= 0; i--) {
    edges[i] = edge;
    edge -= (laid.numeric[i]?.width ?? 0) + gap;
  }
  const header = () => {
    const lines = Math.max(laid.first.headerLines.length, ...laid.numeric.map((c) => c.headerLines.length));
    laid.first.headerLines.forEach((line, k) => text(line, left, y - 11 * k, 9, bold, soft));
    laid.numeric.forEach((c, i) =>
      c.headerLines.forEach((line, k) => rightText(line, edges[i] ?? right, y - 11 * k, 9, bold, soft)),
    );
    y -= 11 * (lines - 1) + 6;
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: soft });
    y -= 14;
  };
  // Totals: values right-aligned, labels wrapping in the space left of the widest value.
  const totals: [string, string, boolean][] = [
    [s.totalNet, s.money(data.net), false],
    ...data.vatByRate.map((rate): [string, string, boolean] => [
      s.vatAt(s.percent(rate.rateBp)),
      s.money(rate.vat),
      false,
    ]),
    [s.totalGross, s.money(data.gross), true],
  ];
  const valueWidth = Math.max(...totals.map(([, value]) => bold.widthOfTextAtSize(value, 11)));
  const totalsLeft = Math.min(310, right - valueWidth - gap - 120);
  const totalsLabel = (label: string, strong: boolean) =>
    wrapText(
      label,
      right - valueWidth - gap - totalsLeft,
      strong ? 11 : 10,
      measure(strong ? bold : regular),
    );
  const totalsHeight =
    8 + totals.reduce((h, [label, , strong]) => h + 13 * (totalsLabel(label, strong).length - 1) + 16, 0);
  ensure(60);
  header();
  rows.forEach((row, index) => {
    const description = wrapText(row.description, laid.first.width, 10, measure(regular)).slice(0, 3);
    // The last line keeps the totals company: they never start a page alone, without a table.
    const last = index === rows.length - 1;
    ensure(14 * description.length + 4 + (last ? totalsHeight : 0), header);
    description.forEach((line, k) => text(line, left, y - 13 * k, 10));
    row.cells.forEach((cell, i) => rightText(cell, edges[i] ?? right, y));
    y -= 13 * (description.length - 1) + 16;
  });

  ensure(totalsHeight, header);
  page.drawLine({
    start: { x: totalsLeft - 10, y: y + 6 },
    end: { x: right, y: y + 6 },
    thickness: 0.5,
    color: soft,
  });
  y -= 8;
  for (const [label, value, strong] of totals) {
    const size = strong ? 11 : 10;
    const font = strong ? bold : regular;
    const lines = totalsLabel(label, strong);
    lines.forEach((line, k) => text(line, totalsLeft, y - 13 * k, size, font));
    rightText(value, right, y, size, font);
    y -= 13 * (lines.length - 1) + 16;
  }
  if (s.note) {
    y -= 10;
    for (const line of wrapText(s.note, right - left, 9, measure(regular))) {
      ensure(12);
      text(line, left, y, 9);
      y -= 12;
    }
  }
  return doc.save();
}

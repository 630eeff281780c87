// The invoice and credit-note register of a period, for the accountant. Pure: the caller loads
// the documents and the operator's exchange rates (register-data.ts).
//
// - Amounts are in the document's currency, minor units; credit notes are negative, as printed.
// - The EUR equivalent uses the ECB rate entered for the document's day or, failing that, the
//   latest one entered before it ("1 EUR = rate × currency"), rounded half away from zero like
//   the OSS return. Blank when no such rate exists: the register never guesses.
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { InvoiceKind, VatMode } from '../db/schema';
import { toEurCents } from './oss-report';

export type RegisterDocument = {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  orderId: string;
  orderReference: string;
  buyerName: string;
  company: string | null;
  country: string;
  vatId: string | null;
  currency: string;
  vatMode: VatMode;
  vatRateBp: number;
  /** The document's own amounts (a partial credit note: its part), positive, in minor units of `currency`. */
  net: number;
  vat: number;
  gross: number;
};

export type RegisterRow = Omit<RegisterDocument, 'issuedAt' | 'net' | 'vat' | 'gross'> & {
  date: string;
  net: number;
  vat: number;
  gross: number;
  /** Gross in EUR cents, or null when no rate is known for the day. */
  eurGross: number | null;
  /** The rate used: "1 EUR = rate × currency", and its day; null for EUR or no rate. */
  eurRate: { day: string; rate: number } | null;
};

export type ExchangeRate = { day: string; currency: string; rate: number };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(isoDay).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'not a date');

/** ?from=2026-10-01&to=2026-12-31&format=csv — both days inclusive, at most ten years apart. */
export const registerQuerySchema = z
  .object({ from: day, to: day, format: z.enum(['json', 'csv', 'zip']).default('json') })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 3653 * 86_400_000, { message: 'period too long', path: ['to'] });

export type RegisterQuery = z.infer<typeof registerQuerySchema>;

/** The period as instants: [start of `from`, start of the day after `to`) in UTC. */
export function periodBounds(q: { from: string; to: string }): { start: Date; end: Date } {
  return { start: new Date(`${q.from}T00:00:00Z`), end: new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) };
}

/** The rate of `dayIso` or the latest entered before it. */
export function rateOn(rates: readonly ExchangeRate[], currency: string, dayIso: string): ExchangeRate | null {
  let best: ExchangeRate | null = null;
  for (const r of rates) {
    if (r.currency !== currency || r.day > dayIso || r.rate <= 0) continue;
    if (!best || r.day > best.day) best = r;
  }
  return best;
}

export function registerRows(documents: readonly RegisterDocument[], rates: readonly ExchangeRate[]): RegisterRow[] {
  return [...documents]
    .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.number.localeCompare(b.number))
    .map(({ issuedAt, net, vat, gross, ...doc }) => {
      const sign = doc.kind === 'credit-note' ? -1 : 1;
      const date = issuedAt.toISOString().slice(0, 10);
      const rate = doc.currency === 'EUR' ? null : rateOn(rates, doc.currency, date);
      const eurGross =
        doc.currency === 'EUR' ? sign * gross : rate ? toEurCents(sign * gross, doc.currency, new Map([[doc.currency, rate.rate]])) : null;
      return { ...doc, date, net: sign * net, vat: sign * vat, gross: sign * gross, eurGross, eurRate: rate ? { day: rate.day, rate: rate.rate } : null };
    });
}

/** Minor units → "12.34" / "-12.34" (every shop currency has two decimals). */
export const decimal = (minor: number): string => (minor / 100).toFixed(2);

/** The rate as a number of percent ("19.00"); reverse-charge and untaxed documents carry 0. */
const rateText = (row: RegisterRow) => (row.vatMode === 'standard' ? (row.vatRateBp / 100).toFixed(2) : '0.00');

const plainNumber = /^-?\d+(\.\d+)?$/;
/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab / carriage return) as a formula; such
 * text gets a leading apostrophe. Our own numbers ("-12.34") stay numbers.
 */
export function safeCell(value: string): string {
  if (plainNumber.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const registerColumns = [
  'number',
  'kind',
  'date',
  'order_reference',
  'buyer_name',
  'country',
  'vat_id',
  'currency',
  'net',
  'vat_rates',
  'vat',
  'gross',
  'eur_gross',
  'eur_rate',
] as const;

export function registerCsv(rows: readonly RegisterRow[]): string {
  const records = rows.map((row) =>
    [
      row.number,
      row.kind,
      row.date,
      row.orderReference,
      row.company ? `${row.buyerName} (${row.company})` : row.buyerName,
      row.country,
      row.vatId ?? '',
      row.currency,
      decimal(row.net),
      rateText(row),
      decimal(row.vat),
      decimal(row.gross),
      row.eurGross === null ? '' : decimal(row.eurGross),
      row.eurRate ? `${row.eurRate.rate} (${row.eurRate.day})` : '',
    ].map(safeCell),
  );
  return stringify(records, { header: true, columns: [...registerColumns], record_delimiter: 'windows' });
}

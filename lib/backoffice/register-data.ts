import 'server-only';
// Loads the register of a period and the numbering check for register.ts / numbering-check.ts.
// Each document with its own amounts (a partial refund's credit note covers its part; a document
// written without amounts was for the whole order), as in the OSS return (oss-data.ts).
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, exchangeRates, invoiceCounters, invoices, orders } from '../db/schema';
import { checkNumbering, type NumberingCheck } from './numbering-check';
import { periodBounds, registerRows, type RegisterDocument, type RegisterRow } from './register';

export type Register = {
  from: string;
  to: string;
  rows: RegisterRow[];
  /** Gaps and duplicates the period's documents show, and those of every sequence. */
  numbering: { period: NumberingCheck; overall: NumberingCheck };
};

export async function loadRegisterDocuments(db: Db, period: { from: string; to: string }): Promise<(RegisterDocument & { invoiceId: string })[]> {
  const { start, end } = periodBounds(period);
  return db
    .select({
      invoiceId: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      orderId: orders.id,
      orderReference: orders.reference,
      buyerName: customers.name,
      company: customers.company,
      country: orders.country,
      vatId: customers.vatId,
      currency: orders.currency,
      vatMode: orders.vatMode,
      vatRateBp: orders.vatRateBp,
      net: sql<number>`coalesce(${invoices.net}, ${orders.netTotal})`.mapWith(Number),
      vat: sql<number>`coalesce(${invoices.vat}, ${orders.vatTotal})`.mapWith(Number),
      gross: sql<number>`coalesce(${invoices.gross}, ${orders.grossTotal})`.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

export async function loadRegister(db: Db, period: { from: string; to: string }): Promise<Register> {
  // The numbering check reads every document's number (five narrow columns per row): a gap
  // before the period can only be told from one inside it by the whole sequence.
  const [documents, rates, numbered, counters] = await Promise.all([
    loadRegisterDocuments(db, period),
    db.select({ day: exchangeRates.day, currency: exchangeRates.currency, rate: exchangeRates.rate }).from(exchangeRates).where(lte(exchangeRates.day, period.to)),
    db.select({ kind: invoices.kind, year: invoices.year, sequence: invoices.sequence, number: invoices.number, issuedAt: invoices.issuedAt }).from(invoices),
    db.select().from(invoiceCounters),
  ]);
  return {
    from: period.from,
    to: period.to,
    rows: registerRows(documents, rates),
    numbering: { period: checkNumbering(numbered, counters, periodBounds(period)), overall: checkNumbering(numbered, counters) },
  };
}

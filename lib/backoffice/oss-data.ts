import 'server-only';
// Loads a quarter's invoices and credit notes with their orders' VAT facts, and the rates the
// operator entered, for ossReport(). Each document with its own amounts: a partial refund's credit
// note subtracts only its part (a document written without amounts was for the whole order).
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exchangeRates, invoices, orders } from '../db/schema';
import { appendAudit } from './audit';
import { ossReport, type OssReport, type Quarter } from './oss-report';
import type { Operator } from './with-operator';

export async function loadOssReport(db: Db, quarter: Quarter, sellerCountry: string): Promise<OssReport> {
  const [documents, rates] = await Promise.all([
    db
      .select({
        kind: invoices.kind,
        number: invoices.number,
        country: orders.country,
        vatMode: orders.vatMode,
        vatRateBp: orders.vatRateBp,
        net: sql<number>`coalesce(${invoices.net}, ${orders.netTotal})`.mapWith(Number),
        vat: sql<number>`coalesce(${invoices.vat}, ${orders.vatTotal})`.mapWith(Number),
        currency: orders.currency,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(gte(invoices.issuedAt, quarter.start), lt(invoices.issuedAt, quarter.end))),
    db.select().from(exchangeRates).where(eq(exchangeRates.day, quarter.lastDay)),
  ]);
  return ossReport(quarter, sellerCountry, documents, new Map(rates.map((r) => [r.currency, r.rate])));
}

/** Enters (or corrects) one ECB rate; audited. */
export async function setExchangeRate(db: Db, operator: Operator, day: string, currency: string, rate: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(exchangeRates).where(and(eq(exchangeRates.day, day), eq(exchangeRates.currency, currency)));
    await tx
      .insert(exchangeRates)
      .values({ day, currency, rate, enteredBy: operator.email ?? operator.uid })
      .onConflictDoUpdate({ target: [exchangeRates.day, exchangeRates.currency], set: { rate, enteredBy: operator.email ?? operator.uid, enteredAt: new Date() } });
    await appendAudit(tx, operator, { action: 'vat-rate-set', before: before ? { day, currency, rate: before.rate } : null, after: { day, currency, rate } });
  });
}

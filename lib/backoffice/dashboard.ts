import 'server-only';
// The admin home's numbers, aggregated in the database (UTC days and months):
// - sales: orders paid per day (last `days` days) and per month (last `months` months) per
//   currency, with their gross (VAT included, as charged; refunds are not subtracted here);
// - checkouts: orders created (every checkout starts one) vs those of them that were paid;
// - renders failed: paid orders of the window whose fulfilment has failed (status 'failed');
// - time to files: the mean of ready_at − paid_at over the window's paid orders that are ready.
import { and, count, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

export type SalesLine = { period: string; currency: string; orders: number; gross: number };
export type CheckoutDay = { day: string; started: number; paid: number };
export type Dashboard = {
  from: string;
  to: string;
  daily: SalesLine[];
  monthly: SalesLine[];
  checkouts: CheckoutDay[];
  totals: { started: number; paid: number; rendersFailed: number; avgSecondsToFiles: number | null };
};

const DAY = 86_400_000;
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Every day from `start` (inclusive) to `end` (exclusive) as "YYYY-MM-DD". */
export function daysBetween(start: Date, end: Date): string[] {
  const out: string[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY) out.push(isoDay(new Date(t)));
  return out;
}

/** The funnel per day with the days nobody checked out as zeros, so the chart's axis is even. */
export function fillCheckoutDays(days: readonly string[], rows: readonly CheckoutDay[]): CheckoutDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => byDay.get(day) ?? { day, started: 0, paid: 0 });
}

async function sales(db: Db, unit: 'day' | 'month', start: Date, end: Date): Promise<SalesLine[]> {
  // Literals, not parameters: GROUP BY must see the very expression the SELECT has.
  const [truncUnit, pattern] = unit === 'day' ? [`'day'`, `'YYYY-MM-DD'`] : [`'month'`, `'YYYY-MM'`];
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(truncUnit)}, ${orders.paidAt} at time zone 'UTC'), ${sql.raw(pattern)})`;
  const rows = await db
    .select({ period: bucket, currency: orders.currency, orders: count(), gross: sql<string>`sum(${orders.grossTotal})` })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end)))
    .groupBy(bucket, orders.currency)
    .orderBy(bucket, orders.currency);
  return rows.map((r) => ({ ...r, gross: Number(r.gross) }));
}

export async function loadDashboard(db: Db, now = new Date(), days = 30, months = 12): Promise<Dashboard> {
  const end = new Date(utcDay(now).getTime() + DAY);
  const start = new Date(end.getTime() - days * DAY);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const createdDay = sql<string>`to_char(date_trunc('day', ${orders.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const inWindow = (column: typeof orders.createdAt | typeof orders.paidAt) => and(gte(column, start), lt(column, end));
  const [daily, monthly, funnel, [outcome]] = await Promise.all([
    sales(db, 'day', start, end),
    sales(db, 'month', monthStart, end),
    db
      .select({ day: createdDay, started: count(), paid: count(orders.paidAt) })
      .from(orders)
      .where(inWindow(orders.createdAt))
      .groupBy(createdDay)
      .orderBy(createdDay),
    db
      .select({
        failed: sql<number>`count(*) filter (where ${orders.status} = 'failed')`.mapWith(Number),
        avgSeconds: sql<string | null>`avg(extract(epoch from (${orders.readyAt} - ${orders.paidAt})))`,
      })
      .from(orders)
      .where(inWindow(orders.paidAt)),
  ]);
  const checkouts = fillCheckoutDays(daysBetween(start, end), funnel);
  return {
    from: isoDay(start),
    to: isoDay(new Date(end.getTime() - DAY)),
    daily,
    monthly,
    checkouts,
    totals: {
      started: checkouts.reduce((sum, d) => sum + d.started, 0),
      paid: checkouts.reduce((sum, d) => sum + d.paid, 0),
      rendersFailed: outcome?.failed ?? 0,
      avgSecondsToFiles: outcome?.avgSeconds == null ? null : Math.round(Number(outcome.avgSeconds)),
    },
  };
}

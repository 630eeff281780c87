import 'server-only';
// The back office's order search: one query behind /admin/orders/ and GET /api/admin/orders/.
// Free text matches the reference, the buyer's e-mail or name; filters narrow by date range,
// status, country, currency and payment method. Paging is keyset on (created_at, id), newest or
// oldest first, so page 2,000 costs what page 1 costs (indexes: migrations 0010 and 0013).
import { and, asc, count, desc, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { customers, orders, orderStatuses, paymentProviders } from '../db/schema';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const orderSearchSchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  status: z.enum(orderStatuses).optional(),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).optional(),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/).optional(),
  method: z.enum(paymentProviders).optional(),
  /** Inclusive days (UTC). */
  from: day.optional(),
  to: day.optional(),
  /** "1": only orders with an open alert (the alerts inbox). */
  alert: z.enum(['1']).optional(),
  sort: z.enum(['newest', 'oldest']).optional().default('newest'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type OrderSearch = z.output<typeof orderSearchSchema>;

/** Query-string parameters, empty ones dropped (an empty select means "any"). */
export function parseOrderSearch(params: URLSearchParams): ReturnType<typeof orderSearchSchema.safeParse> {
  const raw = Object.fromEntries([...params.entries()].filter(([, value]) => value.trim() !== ''));
  return orderSearchSchema.safeParse(raw);
}

type Cursor = { at: Date; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  return id && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}

export type OrderRow = {
  id: string;
  reference: string;
  status: string;
  email: string;
  name: string;
  country: string;
  currency: string;
  grossTotal: number;
  paymentProvider: string | null;
  alert: string | null;
  createdAt: Date;
};

export type OrderPage = { rows: OrderRow[]; next: string | null };

/**
 * The orders whose reference is the text, or whose e-mail or buyer's name contains it. From three
 * characters on, a union of indexed lookups (the reference; trigram GIN indexes on lower(email) and
 * lower(name), orders by customer_id: migration 0013) rather than one OR across the join, which can
 * only be checked row by row over every order (300 ms at 100,000 orders; docs/benchmarks.md).
 * Shorter text has no trigram: then the row-by-row OR is the cheaper of the two, since the newest
 * matches of such common text are found early while walking the orders newest first.
 */
function textMatch(q: string): SQL | undefined {
  if (!q) return undefined;
  const lower = q.toLowerCase();
  const like = `%${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (q.length < 3) {
    return or(eq(orders.reference, q.toUpperCase()), sql`lower(${orders.email}) like ${like}`, sql`lower(${customers.name}) like ${like}`);
  }
  return sql`${orders.id} in (
    select id from orders where reference = ${q.toUpperCase()}
    union all select id from orders where lower(email) like ${like}
    union all select o.id from customers c join orders o on o.customer_id = c.id where lower(c.name) like ${like}
  )`;
}

export async function searchOrders(db: Db, search: OrderSearch): Promise<OrderPage> {
  const newest = search.sort === 'newest';
  const cursor = decodeCursor(search.cursor);
  const conditions = [
    textMatch(search.q),
    search.status ? eq(orders.status, search.status) : undefined,
    search.country ? eq(orders.country, search.country) : undefined,
    search.currency ? eq(orders.currency, search.currency) : undefined,
    search.method ? eq(orders.paymentProvider, search.method) : undefined,
    search.alert ? isNotNull(orders.alert) : undefined,
    search.from ? gte(orders.createdAt, new Date(`${search.from}T00:00:00Z`)) : undefined,
    search.to ? lt(orders.createdAt, new Date(Date.parse(`${search.to}T00:00:00Z`) + 86_400_000)) : undefined,
    cursor
      ? newest
        ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
        : sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const order = newest ? [desc(orders.createdAt), desc(orders.id)] : [asc(orders.createdAt), asc(orders.id)];
  const found = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      email: orders.email,
      name: customers.name,
      country: orders.country,
      currency: orders.currency,
      grossTotal: orders.grossTotal,
      paymentProvider: orders.paymentProvider,
      alert: orders.alert,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...order)
    .limit(search.limit + 1);
  const rows = found.slice(0, search.limit);
  const last = rows.at(-1);
  return { rows, next: found.length > search.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null };
}

/** Orders with an open alert (payment mismatch, refund failed, undeliverable, country evidence): the count on every admin page. */
export async function countOpenAlerts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(isNotNull(orders.alert));
  return row?.n ?? 0;
}

import 'server-only';
// Server only: the back office's order search. One query serves the page and
// GET /api/admin/orders/: free text (reference, e-mail, buyer name), filters, and keyset paging
// over (created_at, id), so page 500 costs what page 1 does.
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { customers, orders, orderStatuses, paymentProviders } from '../db/schema';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const orderSearchSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  status: z.preprocess(blankToUndefined, z.enum(orderStatuses).optional()),
  from: z.preprocess(blankToUndefined, day.optional()),
  to: z.preprocess(blankToUndefined, day.optional()),
  country: z.preprocess(blankToUndefined, z.string().regex(/^[A-Za-z]{2}$/).toUpperCase().optional()),
  currency: z.preprocess(blankToUndefined, z.string().regex(/^[A-Za-z]{3}$/).toUpperCase().optional()),
  method: z.preprocess(blankToUndefined, z.enum(paymentProviders).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(['newest', 'oldest']).default('newest')),
  after: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(50)),
});
export type OrderSearch = z.output<typeof orderSearchSchema>;

/** URLSearchParams (page or API) → a validated search, or the zod error. */
export function parseOrderSearch(params: URLSearchParams) {
  return orderSearchSchema.safeParse(Object.fromEntries(params));
}

export type OrderRow = {
  id: string;
  reference: string;
  status: (typeof orderStatuses)[number];
  email: string;
  name: string;
  country: string;
  currency: string;
  grossTotal: number;
  paymentProvider: string | null;
  createdAt: string;
  alert: string | null;
};

export type OrderPage = { orders: OrderRow[]; next: string | null };

type Cursor = { at: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

function decodeCursor(value: string): Cursor | null {
  const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!at || !id || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}

/** `%`, `_` and `\` typed by an operator match themselves, not any text. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(search: OrderSearch): SQL[] {
  const where: SQL[] = [];
  if (search.q) {
    const like = `%${likeEscape(search.q)}%`;
    where.push(
      or(
        eq(orders.reference, search.q.toUpperCase()),
        eq(orders.id, search.q),
        ilike(orders.email, like),
        ilike(customers.name, like),
      )!,
    );
  }
  if (search.status) where.push(eq(orders.status, search.status));
  if (search.from) where.push(gte(orders.createdAt, new Date(`${search.from}T00:00:00Z`)));
  if (search.to) where.push(lt(orders.createdAt, new Date(Date.parse(`${search.to}T00:00:00Z`) + 86_400_000)));
  if (search.country) where.push(eq(orders.country, search.country));
  if (search.currency) where.push(eq(orders.currency, search.currency));
  if (search.method) where.push(eq(orders.paymentProvider, search.method));
  return where;
}

export async function searchOrders(db: Db, search: OrderSearch): Promise<OrderPage> {
  const where = conditions(search);
  const cursor = search.after ? decodeCursor(search.after) : null;
  const newest = search.sort === 'newest';
  if (cursor) {
    where.push(
      newest
        ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
        : sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id})`,
    );
  }
  const order = newest ? [desc(orders.createdAt), desc(orders.id)] : [asc(orders.createdAt), asc(orders.id)];
  const rows = await db
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
      createdAt: orders.createdAt,
      alert: orders.alert,
      // To the microsecond, as stored: a JavaScript Date would round the cursor to milliseconds.
      cursorAt: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(...order)
    .limit(search.limit + 1);
  const kept = rows.slice(0, search.limit);
  const last = kept.at(-1);
  return {
    orders: kept.map(({ cursorAt: _cursor, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    next: rows.length > search.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

// Access for the /order/ and /invoice/ pages (server components and the `auth` guard).
import { verifySessionCookie } from '../auth/verify';
import { getDb } from '../db/client';
import { env } from '../env';
import { findAccessibleOrder, type OrderRow } from './access';
import { buildOrderView, type OrderView } from './view';

/** The signed-in user from the session cookie, verified server-side by [accounts]' verifier. */
export async function userIdFromSessionCookie(value: string | undefined): Promise<string | null> {
  if (!value) return null;
  return (await verifySessionCookie(value))?.uid ?? null;
}

export async function accessibleOrder(
  query: { id: string; token?: string },
  sessionCookie: string | undefined,
): Promise<OrderRow | null> {
  const db = await getDb();
  return findAccessibleOrder(db, query.id, {
    token: query.token,
    userId: await userIdFromSessionCookie(sessionCookie),
  });
}

export async function orderViewForPage(
  query: { id: string; token?: string },
  sessionCookie: string | undefined,
): Promise<OrderView | null> {
  const order = await accessibleOrder(query, sessionCookie);
  return order ? buildOrderView(await getDb(), order, env().APP_SECRET) : null;
}

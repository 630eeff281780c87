import 'server-only';
// Access for the /order/ and /invoice/ pages (server components and the `auth` guard).
import { verifySessionCookie } from '../../auth/verify';
import { getDb } from '../../db/client';
import { appSecrets } from '../../security/app-keys';
import type { InvoiceKind } from '../../db/schema';
import { isLocale, type Locale } from '../../i18n/locales';
import { findAccessibleOrder, type OrderRow } from './find-order';
import { loadInvoice, type InvoiceData } from '../documents/invoice-data';
import { buildOrderView, type OrderView } from './order-view';

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
  return order ? buildOrderView(await getDb(), order, appSecrets()) : null;
}

export const invoiceKindFrom = (value: unknown): InvoiceKind =>
  value === 'credit-note' ? 'credit-note' : 'invoice';

/** A document number from the query ("GS-CN-2026-000002"): an order may have several credit notes. */
export const invoiceNumberFrom = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Z0-9-]{1,40}$/.test(value) ? value : undefined;

/** The invoice (or credit note) of an accessible order, with the order's own language. */
export async function invoiceForViewer(
  query: { id: string; token?: string },
  viewer: { sessionCookie?: string; userId?: string | null },
  kind: InvoiceKind,
  number?: string,
): Promise<{ data: InvoiceData; locale: Locale } | null> {
  const db = await getDb();
  const userId = viewer.userId ?? (await userIdFromSessionCookie(viewer.sessionCookie));
  const order = await findAccessibleOrder(db, query.id, { token: query.token, userId });
  if (!order) return null;
  const data = await loadInvoice(db, order, number ? { kind, number } : kind);
  return data ? { data, locale: isLocale(order.locale) ? order.locale : 'en' } : null;
}

import 'server-only';
// The order as its page shows it: status, items, files with fresh signed links, invoices.
import type { SecretRing } from '../../security/app-keys';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, invoices, orderItems, orderIvrSets, orders } from '../../db/schema';
import type { OrderRow } from './find-order';
import { signDownload } from './tokens';

export type OrderFileView = {
  id: string;
  name: string;
  mime: string;
  size: number;
  preset: string;
  url: string;
};
/** What the order's page and its row in the account's list both show first. */
type OrderHead = {
  id: string;
  reference: string;
  status: OrderRow['status'];
  createdAt: string;
  /** The buyer's billing country: dates follow its conventions (GB → en-GB), on the page and in the list. */
  country: string;
  currency: string;
};

const orderHead = (order: OrderRow): OrderHead => ({
  id: order.id,
  reference: order.reference,
  status: order.status,
  createdAt: order.createdAt.toISOString(),
  country: order.country,
  currency: order.currency,
});

export type OrderView = OrderHead & {
  net: number;
  vat: number;
  gross: number;
  items: {
    id: string;
    position: number;
    text: string;
    voiceId: string;
    useCase: string;
    gross: number;
    /** For a prompt of an IVR set: which set (1-based), the prompt's name and its file base name. */
    ivr: { set: number; title: string; fileBase: string } | null;
    files: OrderFileView[];
  }[];
  zipUrl: string | null;
  invoices: { kind: 'invoice' | 'credit-note'; number: string }[];
  linksExpireAt: number | null;
  /** Fulfilment gave up after every retry (its job is in the dead letters): no automatic retry left. */
  gaveUp: boolean;
};

export const fileUrl = (fileId: string, link: { expires: number; sig: string }) =>
  `/api/files/${fileId}/?expires=${link.expires}&sig=${link.sig}`;
export const zipUrl = (orderId: string, link: { expires: number; sig: string }) =>
  `/api/orders/${orderId}/zip/?expires=${link.expires}&sig=${link.sig}`;

export async function buildOrderView(
  db: Db,
  order: OrderRow,
  secret: SecretRing,
  now = Date.now(),
): Promise<OrderView> {
  const [items, fileRows, invoiceRows, sets] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    db.select().from(files).where(eq(files.orderId, order.id)).orderBy(asc(files.name)),
    db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.issuedAt)),
    db.select().from(orderIvrSets).where(eq(orderIvrSets.orderId, order.id)),
  ]);
  const setOf = new Map(sets.map((set) => [set.id, set]));
  const ivrOf = (item: (typeof items)[number]) => {
    const set = item.ivrSetId ? setOf.get(item.ivrSetId) : undefined;
    if (!set || !item.fileBase) return null;
    const prompt = set.spec.tree.prompts.find((p) => p.id === item.ivrPromptId);
    return { set: set.position + 1, title: prompt?.title ?? item.fileBase, fileBase: item.fileBase };
  };
  const downloadable = order.status === 'ready';
  let expires: number | null = null;
  const views = items.map((item) => ({
    id: item.id,
    position: item.position,
    text: item.spec.text,
    voiceId: item.spec.voice.id,
    useCase: item.spec.useCase,
    gross: item.gross,
    ivr: ivrOf(item),
    files: downloadable
      ? fileRows
          .filter((f) => f.orderItemId === item.id)
          .map((f) => {
            const link = signDownload(secret, f.id, now);
            expires = link.expires;
            return {
              id: f.id,
              name: f.name,
              mime: f.mime,
              size: f.size,
              preset: f.preset,
              url: fileUrl(f.id, link),
            };
          })
      : [],
  }));
  return {
    ...orderHead(order),
    net: order.netTotal,
    vat: order.vatTotal,
    gross: order.grossTotal,
    items: views,
    zipUrl:
      downloadable && fileRows.length > 0
        ? zipUrl(order.id, signDownload(secret, `zip:${order.id}`, now))
        : null,
    invoices: invoiceRows.map((i) => ({ kind: i.kind, number: i.number })),
    linksExpireAt: expires,
    gaveUp: order.fulfilmentDeadAt !== null,
  };
}

export type OrderSummary = OrderHead & {
  gross: number;
  items: number;
};

/** A signed-in user's orders, newest first (the account view). */
export async function listOrdersForUser(db: Db, userId: string): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  const counts = await Promise.all(
    rows.map((o) => db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, o.id))),
  );
  return rows.map((o, i) => ({
    ...orderHead(o),
    gross: o.grossTotal,
    items: counts[i]?.length ?? 0,
  }));
}

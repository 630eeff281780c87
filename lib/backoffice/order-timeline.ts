import 'server-only';
// Server only: one order as the back office sees it — the order, its buyer, lines, files,
// documents, mails and audit — and its life as one timeline, oldest first, built only from what
// the database already records.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, emailOutbox, files, invoices, orderItems, orderIvrSets, orders, payments } from '../db/schema';
import { auditOfOrder, type AuditEntry } from './audit';

export type TimelineKind =
  | 'created'
  | 'payment'
  | 'paid'
  | 'file'
  | 'ready'
  | 'failed'
  | 'dead'
  | 'refunded'
  | 'invoice'
  | 'credit-note'
  | 'email'
  | 'alert'
  | 'audit';

export type TimelineEvent = { at: string; kind: TimelineKind; detail: string };

export async function loadAdminOrder(db: Db, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) return null;
  const [customer, orderPayments, items, sets, orderFiles, documents, mails, audit] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, order.customerId)).limit(1).then((rows) => rows[0] ?? null),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position)),
    db.select().from(orderIvrSets).where(eq(orderIvrSets.orderId, id)).orderBy(asc(orderIvrSets.position)),
    db.select().from(files).where(eq(files.orderId, id)).orderBy(asc(files.createdAt)),
    db.select().from(invoices).where(eq(invoices.orderId, id)).orderBy(asc(invoices.issuedAt)),
    db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id)).orderBy(asc(emailOutbox.createdAt)),
    auditOfOrder(db, id),
  ]);
  const view = { order, customer, payments: orderPayments, items, sets, files: orderFiles, documents, mails, audit };
  return { ...view, timeline: timelineOf(view) };
}

type TimelineSource = {
  order: typeof orders.$inferSelect;
  payments: (typeof payments.$inferSelect)[];
  files: (typeof files.$inferSelect)[];
  documents: (typeof invoices.$inferSelect)[];
  mails: (typeof emailOutbox.$inferSelect)[];
  audit: AuditEntry[];
};

/** Every recorded moment of the order, oldest first (ties keep the order of the life cycle). */
export function timelineOf(source: TimelineSource): TimelineEvent[] {
  const { order } = source;
  const events: TimelineEvent[] = [];
  const add = (at: Date | null, kind: TimelineKind, detail: string) => {
    if (at) events.push({ at: at.toISOString(), kind, detail });
  };
  add(order.createdAt, 'created', `${order.reference} · ${order.email} · ${order.currency} ${order.grossTotal}`);
  for (const p of source.payments) {
    const ids = [p.providerPaymentId, p.providerCaptureId].filter(Boolean).join(' / ');
    add(p.createdAt, 'payment', `${p.provider} ${ids} · ${p.currency} ${p.amount} · ${p.status}`);
  }
  add(order.paidAt, 'paid', order.paymentProvider ?? '');
  for (const f of source.files) add(f.createdAt, 'file', `${f.name} (${f.preset}, ${f.size} B)`);
  add(order.readyAt, 'ready', '');
  if (order.status === 'failed') add(order.updatedAt, 'failed', `${order.failureReason ?? ''} · attempts ${order.renderAttempts}`);
  add(order.fulfilmentDeadAt, 'dead', order.failureReason ?? '');
  for (const d of source.documents) add(d.issuedAt, d.kind === 'invoice' ? 'invoice' : 'credit-note', d.number);
  for (const m of source.mails) add(m.sentAt ?? m.createdAt, 'email', `${m.subject} → ${m.to} · ${m.status}`);
  add(order.refundedAt, 'refunded', '');
  if (order.alert) add(order.updatedAt, 'alert', order.alert);
  for (const a of source.audit) add(a.at, 'audit', `${a.action} · ${a.actorEmail ?? a.actorUid}${a.note ? ` · ${a.note}` : ''}`);
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.localeCompare(b.event.at) || a.index - b.index)
    .map(({ event }) => event);
}

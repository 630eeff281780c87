import 'server-only';
// One order as the back office shows it: the order, its buyer, and a timeline of everything that
// happened to it (created, payments with provider ids, files, invoices and credit notes, e-mails
// from the outbox, the operator audit), oldest first. Read in parallel by indexed order_id.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  customers,
  deliveries,
  deliveryConnections,
  emailOutbox,
  files,
  invoices,
  orderIvrSets,
  orders,
  payments,
} from '../db/schema';
import { orderAudit } from './audit';
import { operatorMoney } from './money';

export type TimelineEvent = {
  at: Date;
  kind:
    | 'created'
    | 'paid'
    | 'payment'
    | 'file'
    | 'invoice'
    | 'credit-note'
    | 'email'
    | 'ready'
    | 'partially-refunded'
    | 'refunded'
    | 'audit'
    | 'failed'
    | 'delivery';
  text: string;
};

export async function loadOrderDetail(db: Db, orderId: string) {
  const [found] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!found) return null;
  const [paymentRows, fileRows, invoiceRows, mailRows, ivrSets, audit, deliveryRows] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db.select().from(files).where(eq(files.orderId, orderId)).orderBy(asc(files.createdAt)),
    db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt)),
    db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(asc(emailOutbox.createdAt)),
    db
      .select()
      .from(orderIvrSets)
      .where(eq(orderIvrSets.orderId, orderId))
      .orderBy(asc(orderIvrSets.position)),
    orderAudit(db, orderId),
    // Sends into the buyer's phone systems ([deliver]): state, the target's id, and its own words.
    db
      .select({ d: deliveries, target: deliveryConnections.target })
      .from(deliveries)
      .innerJoin(deliveryConnections, eq(deliveryConnections.id, deliveries.connectionId))
      .where(eq(deliveries.orderId, orderId)),
  ]);
  const { order } = found;
  const events: TimelineEvent[] = [
    {
      at: order.createdAt,
      kind: 'created',
      text: `${order.reference} ${operatorMoney(order.grossTotal, order.currency)}`,
    },
  ];
  if (order.paidAt) events.push({ at: order.paidAt, kind: 'paid', text: order.paymentProvider ?? '' });
  for (const p of paymentRows) {
    events.push({
      at: p.createdAt,
      kind: 'payment',
      text: `${p.provider} ${p.providerPaymentId}${p.providerCaptureId ? ` / ${p.providerCaptureId}` : ''} ${p.status} ${operatorMoney(p.amount, p.currency)}`,
    });
  }
  for (const f of fileRows)
    events.push({ at: f.createdAt, kind: 'file', text: `${f.name} (${f.preset}, ${f.mime}, ${f.size} B)` });
  // Each credit note is one refund (a note without amounts was for the whole order); until they
  // add up to the order, each also shows how much of it went back so far.
  let refunded = 0;
  for (const i of invoiceRows) {
    const amount = i.gross ?? order.grossTotal;
    events.push({
      at: i.issuedAt,
      kind: i.kind === 'invoice' ? 'invoice' : 'credit-note',
      text: `${i.number} ${operatorMoney(amount, order.currency)}`,
    });
    if (i.kind !== 'credit-note') continue;
    refunded += amount;
    if (refunded < order.grossTotal)
      events.push({
        at: i.issuedAt,
        kind: 'partially-refunded',
        text: `${operatorMoney(refunded, order.currency)} of ${operatorMoney(order.grossTotal, order.currency)}`,
      });
  }
  for (const m of mailRows)
    events.push({ at: m.createdAt, kind: 'email', text: `${m.status}: ${m.subject} → ${m.to}` });
  for (const { d, target } of deliveryRows) {
    const remote = d.remoteId ? ` ${d.remoteId}${d.remoteUrl ? ` ${d.remoteUrl}` : ''}` : '';
    const error = d.errorCode ? ` — ${d.errorCode}: ${d.errorDetail ?? ''}` : '';
    events.push({
      at: d.updatedAt,
      kind: 'delivery',
      text: `${target} ${d.displayName}: ${d.state} after ${d.attempts} attempt(s)${remote}${error}`,
    });
  }
  if (order.readyAt) events.push({ at: order.readyAt, kind: 'ready', text: '' });
  if (order.fulfilmentDeadAt)
    events.push({
      at: order.fulfilmentDeadAt,
      kind: 'failed',
      text: `${order.renderAttempts} attempts: ${order.failureReason ?? ''}`,
    });
  if (order.refundedAt) events.push({ at: order.refundedAt, kind: 'refunded', text: '' });
  for (const a of audit) {
    const amount = a.amount !== null ? ` ${operatorMoney(a.amount, a.currency ?? order.currency)}` : '';
    const change = a.before || a.after ? ` ${JSON.stringify(a.before)} → ${JSON.stringify(a.after)}` : '';
    events.push({
      at: a.createdAt,
      kind: 'audit',
      text: `${a.action} by ${a.operatorEmail ?? a.operatorUid}${amount}${change}${a.note ? ` — ${a.note}` : ''}`,
    });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const fileList = fileRows.map((f) => ({ id: f.id, name: f.name }));
  // What is left to refund (minor units): the refund form's default and its limit.
  return {
    order,
    customer: found.customer,
    ivrSets,
    events,
    files: fileList,
    refunded,
    refundable: order.grossTotal - refunded,
  };
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof loadOrderDetail>>>;

import 'server-only';
// Resend the delivery e-mail of a ready order — always to the address on the order, never to one
// an operator types — through the outbox, like the first one (its link is filled in at delivery,
// so no token is stored). One row per order and minute: a double click sends one e-mail and
// writes one audit row; the second answers `unchanged`.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, orders } from '../db/schema';
import { isLocale, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { confirmationEmail } from '../orders/delivery/confirmation-email';
import { deliverQueued, ORDER_LINK_SLOT, queueEmail, type OutboxDeps } from '../orders/delivery/outbox';
import { appendAudit } from './audit';
import type { ActionResult } from './order-actions';
import type { Operator } from './with-operator';

export async function resendDeliveryEmail(db: Db, outbox: OutboxDeps, operator: Operator, orderId: string, now = new Date()): Promise<ActionResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { outcome: 'not-found' };
  if (order.status !== 'ready') return { outcome: 'refused', reason: `The order is ${order.status}; there are no files to deliver.` };
  const id = `resend-${orderId}-${now.toISOString().slice(0, 16)}`;
  const [existing] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (existing) return { outcome: 'unchanged' };
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const { subject, body } = confirmationEmail({
    locale,
    messages: await loadMessages(locale),
    reference: order.reference,
    link: ORDER_LINK_SLOT,
    withdrawalConsentAt: order.withdrawalConsentAt,
    country: order.country,
  });
  await queueEmail(db, { id, orderId, to: order.email, subject, body });
  await appendAudit(db, operator, { action: 'resend-delivery', orderId, after: { emailId: id } });
  // Delivered now; a failure leaves the row for the outbox's retry sweep.
  await deliverQueued(db, outbox, id).catch((error: unknown) => console.error(`[admin] resend ${id} not delivered yet`, error));
  return { outcome: 'done' };
}

import 'server-only';
// The refund of an order whose fulfilment gave up, composed from the environment: the fulfilment
// workers (fulfilment/job-queue.ts) call it when a render job lands in the dead letters.
import { getDb } from '../../db/client';
import { isCurrency } from '../../commerce/currencies';
import { isLocale, type Locale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/messages';
import { sendEmail } from '../delivery/outbox';
import { outboxDeps } from '../delivery/outbox-service';
import { refundEmail, type RefundNotice } from '../delivery/refund-email';
import { paypalClient, seller, stripeClient } from './provider-clients';
import { refundUndeliverable, type OrderRow } from './refund-undeliverable';

/**
 * Fulfilment gave up on a paid order (every retry of its render job failed): nobody pays for what
 * we cannot make, so the payment goes back through its provider, with a credit note and a mail.
 */
export async function refundFailedOrder(orderId: string): Promise<void> {
  const deps = { db: await getDb(), seller: seller(), stripe: stripeClient(), paypal: paypalClient() };
  await refundUndeliverable({ ...deps, notifyBuyer: sendRefundEmail }, orderId);
}

/**
 * Tells the buyer, in their language, that the order was refunded (outbox): the automatic refund
 * of an undeliverable order (reason 'undeliverable') and operators' refunds (reason 'operator'),
 * each with the amount refunded now — never assumed to be the order's total.
 */
export async function sendRefundEmail(order: OrderRow, refund: RefundNotice): Promise<void> {
  const db = await getDb();
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const deps = outboxDeps();
  const { subject, body } = refundEmail({
    locale,
    messages: await loadMessages(locale),
    reference: order.reference,
    gross: order.grossTotal,
    currency: isCurrency(order.currency) ? order.currency : 'EUR',
    refund,
  });
  await sendEmail(db, deps, { orderId: order.id, to: order.email, from: deps.from, subject, body });
}

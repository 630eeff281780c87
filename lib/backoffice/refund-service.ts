import 'server-only';
// refundByOperator composed from the environment (providers, seller, outbox), like the automatic
// refund of undeliverable orders (lib/orders/payment/refund-failed.ts), whose buyer mail it sends.
import { isCurrency } from '../commerce/currencies';
import { getDb } from '../db/client';
import { isLocale, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { sendEmail } from '../orders/delivery/outbox';
import { outboxDeps } from '../orders/delivery/outbox-service';
import { refundEmail } from '../orders/delivery/refund-email';
import { paypalClient, seller, stripeClient } from '../orders/payment/provider-clients';
import type { OrderRow } from '../orders/payment/refund-undeliverable';
import type { ActionResult } from './order-actions';
import { refundByOperator } from './refund';
import type { Operator } from './with-operator';

/** The refund mail in the buyer's language, to the order's own address only (outbox). */
async function mailBuyer(order: OrderRow): Promise<void> {
  const db = await getDb();
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const deps = outboxDeps();
  const { subject, body } = refundEmail({
    locale,
    messages: await loadMessages(locale),
    orderId: order.id,
    gross: order.grossTotal,
    currency: isCurrency(order.currency) ? order.currency : 'EUR',
  });
  await sendEmail(db, deps, { orderId: order.id, to: order.email, from: deps.from, subject, body });
}

export async function refundOrderAsOperator(operator: Operator, orderId: string): Promise<ActionResult> {
  const deps = { db: await getDb(), seller: seller(), stripe: stripeClient(), paypal: paypalClient(), notifyBuyer: mailBuyer };
  return refundByOperator(deps, operator, orderId);
}

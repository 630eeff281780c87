import 'server-only';
// The email telling a buyer that (part of) an order was refunded, in their language. Why matters:
// an order we could not produce says so ('undeliverable'); an operator's refund of a delivered
// order must not claim a failure, it names the amount — the whole order or a part of it.
// Subject and body name the order's reference, what the buyer sees on the order page and invoice.
// No order link: the mail is stored in the outbox, and the buyer has the link from checkout.
import { createTranslator } from 'next-intl';
import type { Currency } from '../../commerce/currencies';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { formatMoney } from '../../payments/pricing';

export type RefundReason = 'undeliverable' | 'operator';

/** What was refunded and why; the amount is in minor units of the order's currency. */
export type RefundNotice = { reason: RefundReason; amount: number };

export function refundEmail(input: {
  locale: Locale;
  messages: Messages;
  reference: string;
  /** The order's gross total (minor units). */
  gross: number;
  currency: Currency;
  refund: RefundNotice;
}): { subject: string; body: string } {
  const t = createTranslator({ locale: input.locale, messages: input.messages, namespace: 'refundEmail' });
  const money = (minor: number) => formatMoney(minor, input.currency, input.locale);
  const id = input.reference;
  const amount = money(input.refund.amount);
  const subject = t('subject', { id });
  if (input.refund.reason === 'undeliverable') {
    // After an operator's partial refund only the rest goes back: "the full amount" would be wrong.
    if (input.refund.amount >= input.gross) return { subject, body: t('body', { id, amount }) };
    return { subject, body: t('undeliverableRestBody', { id, amount, total: money(input.gross) }) };
  }
  if (input.refund.amount >= input.gross) return { subject, body: t('operatorFullBody', { id, amount }) };
  return { subject, body: t('operatorPartialBody', { id, amount, total: money(input.gross) }) };
}

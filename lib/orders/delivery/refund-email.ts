// The email telling a buyer that an order we could not produce was refunded, in their language.
// No order link: the mail is stored in the outbox, and the buyer has the link from checkout.
import { createTranslator } from 'next-intl';
import type { Currency } from '../../commerce/currencies';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { formatMoney } from '../../payments/pricing';

export function refundEmail(input: {
  locale: Locale;
  messages: Messages;
  orderId: string;
  gross: number;
  currency: Currency;
}): { subject: string; body: string } {
  const t = createTranslator({ locale: input.locale, messages: input.messages, namespace: 'refundEmail' });
  return {
    subject: t('subject', { id: input.orderId }),
    body: t('body', { id: input.orderId, amount: formatMoney(input.gross, input.currency, input.locale) }),
  };
}

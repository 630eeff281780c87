// The confirmation email's text, apart from sending it: the buyer's language, the order link and,
// as the terms of sale promise, a confirmation of the consent to immediate delivery with its date
// (this email is the "durable medium" on which the consent and the acknowledgement are confirmed).
import { createTranslator } from 'next-intl';
import { isLocale, type Locale } from '../../i18n/locales';
import { loadMessages, type Messages } from '../../i18n/messages';
import { regionalLocale } from '../../i18n/region';
import { ORDER_LINK_SLOT } from './outbox';

/**
 * Date and time of the consent in the buyer's language, in their country's form (en in GB: day
 * first); UTC, so the email states one instant.
 */
export function consentDate(locale: Locale, at: Date, country?: string | null): string {
  return new Intl.DateTimeFormat(regionalLocale(locale, country), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // 24-hour clock everywhere: unambiguous, and no "a.m."/"π.μ." next to "UTC".
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

export function confirmationEmail(input: {
  locale: Locale;
  messages: Messages;
  /** The order's short reference (what the buyer quotes); the id only appears inside the link. */
  reference: string;
  link: string;
  /** Null only for orders placed before checkout asked for consent: nothing to confirm then. */
  withdrawalConsentAt: Date | null;
  /** The buyer's billing country, for the date's form. */
  country?: string | null;
}): { subject: string; body: string } {
  const t = createTranslator({ locale: input.locale, messages: input.messages, namespace: 'orders' });
  const at = input.withdrawalConsentAt;
  return {
    subject: t('emailSubject', { id: input.reference }),
    body: t('emailBody', {
      id: input.reference,
      link: input.link,
      consent: at ? 'given' : 'none',
      date: at ? consentDate(input.locale, at, input.country) : '',
    }),
  };
}

/**
 * The confirmation email of a stored order, in the buyer's language, its link left as the
 * outbox's slot (filled at delivery, so no stored row holds a token): the first one sent by the
 * fulfilment job and any an operator sends again.
 */
export async function orderConfirmationEmail(order: {
  locale: string;
  reference: string;
  withdrawalConsentAt: Date | null;
  country: string;
}): Promise<{ subject: string; body: string }> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  return confirmationEmail({
    locale,
    messages: await loadMessages(locale),
    reference: order.reference,
    link: ORDER_LINK_SLOT,
    withdrawalConsentAt: order.withdrawalConsentAt,
    country: order.country,
  });
}

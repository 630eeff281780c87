// Refusals a buyer reads in the checkout, so they come in the page's language: a cart line the
// server cannot render (named by its number) and a country outside the ISO list.
import { createTranslator } from 'next-intl';
import { apiError } from '../../http/api-error';
import { isLocale, type Locale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/messages';
import { undeliverableMessageKeys, type UndeliverableReason } from '../../render/undeliverable-reasons';

async function translator(locale: unknown) {
  const l: Locale = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: l, messages: await loadMessages(l), namespace: 'orderChecks' });
}

/** 400 naming the cart line (1-based, as the cart shows it) and why it cannot be produced. */
export async function undeliverableResponse(
  found: { index: number; reason: UndeliverableReason },
  locale: unknown,
): Promise<Response> {
  const t = await translator(locale);
  const line = found.index + 1;
  return apiError(400, 'undeliverable', t(undeliverableMessageKeys[found.reason], { line }), {
    details: { line, reason: found.reason },
  });
}

export async function unknownCountryResponse(locale: unknown): Promise<Response> {
  const t = await translator(locale);
  return apiError(400, 'unknown-country', t('unknownCountry'));
}

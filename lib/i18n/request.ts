import { getRequestConfig } from 'next-intl/server';
import { isLocale } from './locales';
import { loadMessages } from './messages';
import { visitorLocale } from './request-locale';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // Pages without a locale prefix (order, invoice, tools) speak the visitor's language.
  const locale = isLocale(requested) ? requested : await visitorLocale();
  return { locale, messages: await loadMessages(locale), timeZone: 'UTC' };
});

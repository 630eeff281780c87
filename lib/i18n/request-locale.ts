import { cookies, headers } from 'next/headers';
import { detectLocale } from './detect';
import { localeCookie, type Locale } from './locales';

/** For pages without a locale prefix (order, invoice, tools): the visitor's stored or browser language. */
export async function visitorLocale(): Promise<Locale> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return detectLocale(cookieStore.get(localeCookie.name)?.value, headerList.get('accept-language'));
}

import { localeCookie, type Locale } from './locales';

/** Written on every language switch (not only when it differs from the browser's), per the spec. */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookie.maxAgeSeconds}; SameSite=Lax${secure}`;
}

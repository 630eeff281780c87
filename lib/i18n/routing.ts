import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookie, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Detection happens in proxy.ts, on the root only, with the spec's 302 and cookie rules.
  localeDetection: false,
  localeCookie: { name: localeCookie.name, maxAge: localeCookie.maxAgeSeconds, sameSite: 'lax' },
  alternateLinks: false,
});

// Locale facts shared by server and browser. Pure data: no next-intl imports here,
// so lib/greeting, lib/tts and tests can use it without pulling in the framework.

export const locales = ['en', 'de', 'el', 'es', 'fr', 'it', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** BCP-47 tag per locale, as the spec's locale entries give them. */
export const localeIso: Record<Locale, string> = {
  en: 'en-US',
  de: 'de-DE',
  el: 'el-GR',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-PT',
};

/** Each language named in itself, for the language panel. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  el: 'Ελληνικά',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The cookie that remembers the visitor's language choice (spec: i18n_redirected, 365 days). */
export const localeCookie = { name: 'i18n_redirected', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

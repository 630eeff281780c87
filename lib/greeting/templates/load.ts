// The browser's way to the template data: one language per chunk, fetched when the studio needs
// it. The page's own language arrives with the server render (see features/studio); this is for
// the others (the voice language can differ from the page's). index.ts (all languages at once)
// stays for server code and tests.
import type { Locale } from '../../i18n/locales';
import type { LocaleTemplates } from './types';

const loaders: Record<Locale, () => Promise<LocaleTemplates>> = {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
  el: () => import('./el').then((m) => m.el),
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  it: () => import('./it').then((m) => m.it),
  pt: () => import('./pt').then((m) => m.pt),
};

export function loadTemplates(locale: Locale): Promise<LocaleTemplates> {
  return loaders[locale]();
}

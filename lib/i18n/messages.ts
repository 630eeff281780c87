import type { Locale } from './locales';

// One dynamic import per language: a German page loads only German messages.
const loaders = {
  en: () => import('@/messages/en.json'),
  de: () => import('@/messages/de.json'),
  el: () => import('@/messages/el.json'),
  es: () => import('@/messages/es.json'),
  fr: () => import('@/messages/fr.json'),
  it: () => import('@/messages/it.json'),
  pt: () => import('@/messages/pt.json'),
} satisfies Record<Locale, () => Promise<{ default: unknown }>>;

export type Messages = typeof import('@/messages/en.json');

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default as Messages;
}

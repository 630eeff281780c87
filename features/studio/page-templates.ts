import 'server-only';
import { getLocale } from 'next-intl/server';
import { templatesByLocale } from '@/lib/greeting/templates';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import type { LocaleTemplates } from '@/lib/greeting/templates/types';

/**
 * The script templates of the page's language only, for the studio's `templates` prop: the
 * browser gets one language with the page instead of a chunk of all seven; another one loads
 * when the visitor picks it (see studio-templates.ts).
 */
export async function pageTemplates(): Promise<{ locale: Locale; data: LocaleTemplates }> {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, data: templatesByLocale[locale] };
}

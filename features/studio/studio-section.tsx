import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { QueryProvider } from '../../components/providers/query-provider';
import { templatesByLocale } from '../../lib/greeting/templates';
import { defaultLocale, isLocale } from '../../lib/i18n/locales';
import { Studio as StudioClient } from './studio';

/**
 * The studio as pages use it: a server component that hands the client studio the script
 * templates of the page's language only. The browser gets one language with the page instead of
 * a chunk of all seven; another one loads when the visitor picks it (see studio-templates.ts).
 * It also brings the query client for the voice list (not in the layout: see QueryProvider).
 */
export async function Studio(props: Omit<ComponentProps<typeof StudioClient>, 'templates'>) {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return (
    <QueryProvider>
      <StudioClient {...props} templates={{ locale, data: templatesByLocale[locale] }} />
    </QueryProvider>
  );
}

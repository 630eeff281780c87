import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DefaultShell } from '../../_components/default-shell';

/** The "default" layout of localized pages. */
export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Layouts render independently of the root layout, so each sets the locale it reads.
  setRequestLocale((await params).locale as Locale);
  return <DefaultShell>{children}</DefaultShell>;
}

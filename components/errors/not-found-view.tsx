import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/** The 404 body, rendered on the server so it reads the same with JavaScript off. */
export async function NotFoundView() {
  const t = await getTranslations('notFound');
  const locale = (await getLocale()) as Locale;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-accent">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t('heading')}</h1>
      <p className="mt-3 text-lg text-ink-soft">{t('body')}</p>
      <a href={localePath(locale, '/')} className="btn-primary mt-8">
        {t('back')}
      </a>
    </div>
  );
}

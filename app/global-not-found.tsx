import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HtmlDocument } from '../components/layout/html-document';
import { Link } from '../lib/i18n/navigation';
import { isLocale } from '../lib/i18n/locales';
import { loadMessages } from '../lib/i18n/messages';
import { splitLocale } from '../lib/i18n/paths';
import { visitorLocale } from '../lib/i18n/request-locale';
import { DefaultShell } from './_components/default-shell';
import './globals.css';

async function notFoundLocale() {
  const list = await headers();
  const fromProxy = list.get('x-next-intl-locale');
  if (isLocale(fromProxy)) return fromProxy;
  const fromPath = splitLocale(list.get('x-invoke-path') ?? '').locale;
  return fromPath ?? (await visitorLocale());
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await notFoundLocale();
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: `${t('notFoundTitle')} | ${t('productName')}`, robots: { index: false } };
}

/** Every unmatched URL: a 404 rendered entirely on the server, inside the default layout. */
export default async function GlobalNotFound() {
  const locale = await notFoundLocale();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <HtmlDocument locale={locale} messages={await loadMessages(locale)}>
      <DefaultShell>
        <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-widest text-accent">404</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t('heading')}</h1>
          <p className="mt-3 text-lg text-ink-soft">{t('body')}</p>
          <Link href="/" locale={locale} className="btn-primary mt-8">
            {t('back')}
          </Link>
        </div>
      </DefaultShell>
    </HtmlDocument>
  );
}

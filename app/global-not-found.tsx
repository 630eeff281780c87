import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HtmlDocument } from '@/components/layout/html-document';
import { defaultLayoutOmits } from '@/lib/i18n/client-messages';
import { NotFoundView } from '@/components/errors/not-found-view';
import { isLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { nonceFromPolicy } from '@/lib/security/csp';
import { splitLocale } from '@/lib/i18n/paths';
import { visitorLocale } from '@/lib/i18n/request-locale';
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
  // Rendered per request: its own inline script needs the request's nonce (see proxy.ts).
  const nonce = nonceFromPolicy((await headers()).get('content-security-policy'));
  return (
    <HtmlDocument locale={locale} messages={await loadMessages(locale)} omit={defaultLayoutOmits}>
      <DefaultShell nonce={nonce}>
        <NotFoundView />
      </DefaultShell>
    </HtmlDocument>
  );
}

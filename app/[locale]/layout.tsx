import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HtmlDocument } from '@/components/layout/html-document';
import { defaultLayoutOmits } from '@/lib/i18n/client-messages';
import { env } from '@/lib/env';
import { isLocale, locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const messages = await loadMessages(isLocale(locale) ? locale : 'en');
  return {
    metadataBase: new URL(env().SITE_URL),
    title: {
      default: messages.meta.productName,
      template: messages.meta.titleTemplate.replace('{title}', '%s'),
    },
    applicationName: messages.meta.productName,
  };
}

export const viewport: Viewport = { themeColor: '#0f5fc2', width: 'device-width', initialScale: 1 };

/** Root layout of every localized page: sets <html lang> from the URL's locale. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <HtmlDocument locale={locale} messages={await loadMessages(locale)} omit={defaultLayoutOmits}>
      {children}
    </HtmlDocument>
  );
}

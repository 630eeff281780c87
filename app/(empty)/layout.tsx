import type { Viewport } from 'next';
import { HtmlDocument } from '@/components/layout/html-document';
import { loadMessages } from '@/lib/i18n/messages';
import { visitorLocale } from '@/lib/i18n/request-locale';
import '../globals.css';

export const viewport: Viewport = { themeColor: '#0f5fc2' };

/** The "empty" layout: a bare page for the e2e fixture tools (mix-check, guard-check). */
export default async function EmptyLayout({ children }: { children: React.ReactNode }) {
  const locale = await visitorLocale();
  return (
    <HtmlDocument locale={locale} messages={await loadMessages(locale)}>
      <main id="main">{children}</main>
    </HtmlDocument>
  );
}

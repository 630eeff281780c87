import type { Metadata, Viewport } from 'next';
import { HtmlDocument } from '@/components/layout/html-document';
import { Logo } from '@/components/layout/logo';
import { loadMessages } from '@/lib/i18n/messages';
import { visitorLocale } from '@/lib/i18n/request-locale';
import '../globals.css';

export const metadata: Metadata = { robots: { index: false, follow: false } };
export const viewport: Viewport = { themeColor: '#0f5fc2' };

/** The "minimal" layout (order, invoice): the logo only, in the visitor's language. */
export default async function MinimalLayout({ children }: { children: React.ReactNode }) {
  const locale = await visitorLocale();
  const messages = await loadMessages(locale);
  return (
    <HtmlDocument locale={locale} messages={messages}>
      {/* Not on paper: a printed invoice names the seller itself (InvoiceDocument's seller block). */}
      <header className="border-b border-line bg-paper print:hidden">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4 sm:px-6">
          <a href={locale === 'en' ? '/' : `/${locale}/`} aria-label={messages.nav.logoLabel}>
            <Logo name={messages.meta.productName} />
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
        {children}
      </main>
    </HtmlDocument>
  );
}

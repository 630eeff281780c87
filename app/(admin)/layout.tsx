import type { Metadata, Viewport } from 'next';
import { HtmlDocument } from '@/components/layout/html-document';
import { loadMessages } from '@/lib/i18n/messages';
import '../globals.css';

export const metadata: Metadata = { title: 'Back office', robots: { index: false, follow: false } };
export const viewport: Viewport = { themeColor: '#0f5fc2' };

/** The back office's own root layout: English (its strings are in messages/ for later), no site chrome. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <HtmlDocument locale="en" messages={await loadMessages('en')}>
      {children}
    </HtmlDocument>
  );
}

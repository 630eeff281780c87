import type { Metadata } from 'next';
import { fontVariables } from '@/components/layout/fonts';
import '../globals.css';

// The back office's own root layout: English, never indexed, no customer providers or scripts
// (its pages are server-rendered; nothing here reaches a customer page's bundle).
export const metadata: Metadata = { robots: { index: false, follow: false }, title: 'Greeting Studio back office' };

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={fontVariables}>
      <body className="min-h-dvh bg-paper text-ink antialiased">{children}</body>
    </html>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The back office frame: a plain bar with the sections and who is signed in. */
export async function AdminShell({ email, children }: { email: string | null; children: ReactNode }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  return (
    <>
      <header className="border-b border-line bg-paper">
        <nav className="mx-auto flex h-14 max-w-6xl items-center gap-6 px-4 text-sm" aria-label={t('title')}>
          <strong>{t('title')}</strong>
          <Link href="/admin/orders/" className="underline-offset-4 hover:underline">
            {t('nav.orders')}
          </Link>
          <span className="ml-auto text-ink-muted">{t('nav.signedInAs', { email: email ?? '—' })}</span>
          <Link href="/" className="underline-offset-4 hover:underline">
            {t('nav.shop')}
          </Link>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </>
  );
}

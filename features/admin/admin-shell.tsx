import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { countOpenAlerts } from '@/lib/backoffice/order-search';
import { getDb } from '@/lib/db/client';

/** The frame of every admin page, rendered only after requireOperatorPage() let the operator in. */
export async function AdminShell({ email, title, children }: { email: string | null; title: string; children: ReactNode }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const alerts = await countOpenAlerts(await getDb());
  return (
    <>
      <header className="border-b border-line bg-paper">
        <nav aria-label={t('nav.label')} className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3 text-sm">
          <Link href="/admin/" className="font-semibold">
            {t('nav.home')}
          </Link>
          <Link href="/admin/orders/">{t('nav.orders')}</Link>
          <Link href="/admin/orders/?alert=1" className={alerts > 0 ? 'font-semibold text-red-700' : undefined}>
            {t('nav.alerts', { count: alerts })}
          </Link>
          <Link href="/admin/jobs/">{t('nav.jobs')}</Link>
          <Link href="/admin/reports/oss/">{t('nav.oss')}</Link>
          <Link href="/admin/reports/register/">{t('nav.register')}</Link>
          <span className="ms-auto text-ink-muted">{t('nav.signedInAs', { email: email ?? '—' })}</span>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
        {children}
      </main>
    </>
  );
}

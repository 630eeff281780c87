import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { requireOperatorPage } from '@/features/admin/require-operator';

export const dynamic = 'force-dynamic';

export default async function AdminHome() {
  const operator = await requireOperatorPage();
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  return (
    <AdminShell email={operator.email} title={t('home.title')}>
      <p>{t('home.intro')}</p>
    </AdminShell>
  );
}

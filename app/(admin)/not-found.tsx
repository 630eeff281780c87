import { getTranslations } from 'next-intl/server';

/** What anyone but an operator sees under /admin/: a bare 404 that names nothing of the back office. */
export default async function AdminNotFound() {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('notFound')}</h1>
    </main>
  );
}

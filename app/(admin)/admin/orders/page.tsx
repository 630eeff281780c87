import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { OrderSearchForm } from '@/features/admin/order-search-form';
import { OrdersTable } from '@/features/admin/orders-table';
import { requireOperator } from '@/features/admin/require-operator';
import { parseOrderSearch, searchOrders } from '@/lib/backoffice/order-search';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders · Back office' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminOrdersPage({ searchParams }: Props) {
  const operator = await requireOperator();
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders' });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) if (typeof value === 'string') params.set(key, value);
  const search = parseOrderSearch(params);
  const values = Object.fromEntries(params);
  return (
    <AdminShell email={operator.email}>
      <h1 className="mb-4 text-2xl font-semibold">{t('title')}</h1>
      <OrderSearchForm values={values} />
      {search.success ? (
        <OrdersTable page={await searchOrders(await getDb(), search.data)} params={params} />
      ) : (
        <p role="alert" className="text-danger">
          {t('invalid', { fields: [...new Set(search.error.issues.map((i) => i.path.join('.')))].join(', ') })}
        </p>
      )}
    </AdminShell>
  );
}

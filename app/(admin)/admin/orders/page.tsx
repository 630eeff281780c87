import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { OrderList } from '@/features/admin/order-list';
import { requireOperatorPage } from '@/features/admin/require-operator';
import { parseOrderSearch, searchOrders } from '@/lib/backoffice/order-search';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminOrders({ searchParams }: Props) {
  const operator = await requireOperatorPage();
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) if (typeof value === 'string') params.set(key, value);
  const parsed = parseOrderSearch(params);
  const search = parsed.success ? parsed.data : parseOrderSearch(new URLSearchParams()).data;
  if (!search) throw new Error('the empty order search must parse');
  const page = await searchOrders(await getDb(), search);
  let nextHref: string | null = null;
  if (page.next) {
    const next = new URLSearchParams(params);
    next.set('cursor', page.next);
    nextHref = `/admin/orders/?${next.toString()}`;
  }
  return (
    <AdminShell email={operator.email} title={t('orders.title')}>
      {parsed.success ? null : <p role="alert">{t('orders.invalid')}</p>}
      <OrderList search={search} page={page} nextHref={nextHref} />
    </AdminShell>
  );
}

import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { OrderTimeline } from '@/features/admin/order-timeline';
import { requireOperatorPage } from '@/features/admin/require-operator';
import { loadOrderDetail } from '@/lib/backoffice/order-detail';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

export default async function AdminOrder({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperatorPage();
  const { id } = await params;
  const detail = await loadOrderDetail(await getDb(), id);
  if (!detail) notFound();
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  return (
    <AdminShell email={operator.email} title={t('order.title', { reference: detail.order.reference })}>
      <OrderTimeline detail={detail} />
    </AdminShell>
  );
}

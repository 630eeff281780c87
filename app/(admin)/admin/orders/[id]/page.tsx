import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/features/admin/admin-shell';
import { OrderDetail } from '@/features/admin/order-detail';
import { requireOperator } from '@/features/admin/require-operator';
import { loadAdminOrder } from '@/lib/backoffice/order-timeline';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Order · Back office' };

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator();
  const { id } = await params;
  const order = id.length <= 64 ? await loadAdminOrder(await getDb(), id) : null;
  if (!order) notFound();
  return (
    <AdminShell email={operator.email}>
      <OrderDetail order={order} />
    </AdminShell>
  );
}

import { redirect } from 'next/navigation';
import { requireOperator } from '@/features/admin/require-operator';

export const dynamic = 'force-dynamic';

export default async function AdminHome() {
  await requireOperator();
  redirect('/admin/orders/');
}

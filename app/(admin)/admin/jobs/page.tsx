import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { JobList } from '@/features/admin/job-list';
import { requireOperatorPage } from '@/features/admin/require-operator';
import { listStuckJobs } from '@/lib/backoffice/job-actions';
import { jobQueue } from '@/lib/orders/fulfilment/job-queue';

export const dynamic = 'force-dynamic';

export default async function AdminJobs() {
  const operator = await requireOperatorPage();
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const queue = await jobQueue();
  return (
    <AdminShell email={operator.email} title={t('jobs.title')}>
      <JobList jobs={await listStuckJobs(queue)} backend={queue.kind} />
    </AdminShell>
  );
}

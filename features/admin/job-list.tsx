import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StuckJob } from '@/lib/jobs/queue';
import { JobRetryButton } from './job-retry-button';

/** Failed and dead-letter jobs with their last error and attempts; failed ones can be retried. */
export async function JobList({ jobs, backend }: { jobs: StuckJob[]; backend: string }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const failed = jobs.filter((job) => job.state === 'failed').length;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <p className="text-ink-muted">{t('jobs.backend', { backend })}</p>
        {failed > 0 ? (
          <JobRetryButton
            target={{ all: true }}
            label={t('jobs.retryAll', { count: failed })}
            confirmText={t('jobs.retryAllConfirm', { count: failed })}
            failedText={t('actions.failed')}
          />
        ) : null}
      </div>
      {jobs.length === 0 ? (
        <p>{t('jobs.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="py-2 pe-3">{t('jobs.queue')}</th>
                <th className="py-2 pe-3">{t('jobs.state')}</th>
                <th className="py-2 pe-3">{t('jobs.attempts')}</th>
                <th className="py-2 pe-3">{t('jobs.error')}</th>
                <th className="py-2 pe-3">{t('jobs.order')}</th>
                <th className="py-2 pe-3">{t('jobs.updated')}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => {
                const orderId = typeof job.data.orderId === 'string' ? job.data.orderId : null;
                return (
                  <tr key={`${job.name}/${job.id}`} className="border-b border-line align-top" data-job={job.id}>
                    <td className="py-2 pe-3 font-mono">{job.name}</td>
                    <td className="py-2 pe-3">{job.deadLetter ? t('jobs.deadLetter', { state: job.state }) : t('jobs.failed')}</td>
                    <td className="py-2 pe-3">{job.attempts}</td>
                    <td className="py-2 pe-3 break-words">{job.error ?? '—'}</td>
                    <td className="py-2 pe-3">
                      {orderId ? <Link href={`/admin/orders/${encodeURIComponent(orderId)}/`}>{orderId}</Link> : '—'}
                    </td>
                    <td className="py-2 pe-3 whitespace-nowrap">{job.updatedAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
                    <td className="py-2">
                      {job.state === 'failed' ? (
                        <JobRetryButton
                          target={{ name: job.name, id: job.id }}
                          label={t('jobs.retry')}
                          confirmText={t('jobs.retryConfirm', { name: job.name })}
                          failedText={t('actions.failed')}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

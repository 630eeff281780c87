import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StuckJob } from '@/lib/jobs/queue';
import { JobRetryButton } from './job-retry-button';

/** A cell; on a phone a line led by its column's name. */
const cell =
  'block py-0.5 sm:table-cell sm:py-2 sm:pe-3 before:me-2 before:font-sans before:text-ink-muted before:content-[attr(data-label)] sm:before:content-none';

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
        <table className="w-full text-left text-sm">
          {/* On a phone each job is a block of labelled lines (the label comes from data-label),
              so the error and the retry button need no sideways scrolling. */}
          <thead className="hidden sm:table-header-group">
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
                <tr key={`${job.name}/${job.id}`} className="block border-b border-line py-2 align-top sm:table-row sm:py-0" data-job={job.id}>
                  <td className={`${cell} font-mono`} data-label={t('jobs.queue')}>{job.name}</td>
                  <td className={cell} data-label={t('jobs.state')}>{job.deadLetter ? t('jobs.deadLetter', { state: job.state }) : t('jobs.failed')}</td>
                  <td className={cell} data-label={t('jobs.attempts')}>{job.attempts}</td>
                  <td className={`${cell} [overflow-wrap:anywhere]`} data-label={t('jobs.error')}>{job.error ?? '—'}</td>
                  <td className={cell} data-label={t('jobs.order')}>
                    {orderId ? (
                      <Link className="underline" href={`/admin/orders/${encodeURIComponent(orderId)}/`}>
                        {orderId}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={`${cell} sm:whitespace-nowrap`} data-label={t('jobs.updated')}>{job.updatedAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
                  <td className="block pt-1 sm:table-cell sm:py-2">
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
      )}
    </>
  );
}

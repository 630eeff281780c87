import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { CheckoutChart } from '@/features/admin/checkout-chart';
import { requireOperatorPage } from '@/features/admin/require-operator';
import { SalesTable } from '@/features/admin/sales-table';
import { loadDashboard } from '@/lib/backoffice/dashboard';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

export default async function AdminHome() {
  const operator = await requireOperatorPage();
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const board = await loadDashboard(await getDb());
  const { started, paid, rendersFailed, avgSecondsToFiles } = board.totals;
  const figures = [
    { label: t('dashboard.started'), value: String(started) },
    { label: t('dashboard.paid'), value: started > 0 ? t('dashboard.paidShare', { paid, percent: Math.round((paid / started) * 100) }) : String(paid) },
    { label: t('dashboard.rendersFailed'), value: String(rendersFailed) },
    {
      label: t('dashboard.timeToFiles'),
      value:
        avgSecondsToFiles === null
          ? t('dashboard.noTime')
          : t('dashboard.duration', { minutes: Math.floor(avgSecondsToFiles / 60), seconds: avgSecondsToFiles % 60 }),
    },
  ];
  return (
    <AdminShell email={operator.email} title={t('home.title')}>
      <p className="mb-1">{t('home.intro')}</p>
      <p className="mb-4 text-sm text-ink-muted">{t('dashboard.window', { from: board.from, to: board.to })}</p>
      <dl className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded border border-line bg-paper p-3">
            <dt className="text-sm text-ink-muted">{figure.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <section className="mb-6 rounded border border-line bg-paper p-3">
        <h2 className="mb-2 text-lg font-semibold">{t('dashboard.chartTitle')}</h2>
        <CheckoutChart
          days={board.checkouts.map((d) => d.day)}
          started={board.checkouts.map((d) => d.started)}
          paid={board.checkouts.map((d) => d.paid)}
          labels={{ day: t('dashboard.day'), started: t('dashboard.started'), paid: t('dashboard.paid'), summary: t('dashboard.chartSummary', { started, paid }) }}
        />
      </section>
      <div className="flex flex-col gap-6 lg:flex-row">
        <SalesTable heading={t('dashboard.perDay')} lines={board.daily} />
        <SalesTable heading={t('dashboard.perMonth')} lines={board.monthly} />
      </div>
    </AdminShell>
  );
}

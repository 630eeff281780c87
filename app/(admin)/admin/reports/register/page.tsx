import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { NumberingFindings } from '@/features/admin/numbering-findings';
import { RegisterTable } from '@/features/admin/register-table';
import { requireOperatorPage } from '@/features/admin/require-operator';
import { loadRegister } from '@/lib/backoffice/register-data';
import { registerQuerySchema } from '@/lib/backoffice/register';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

/** Without a valid period: the current quarter so far. */
function defaultPeriod(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1));
  return { from: start.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
}

export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ from?: string; to?: string }> }) {
  const operator = await requireOperatorPage();
  const t = await getTranslations({ locale: 'en', namespace: 'admin.register' });
  const params = await searchParams;
  const parsed = registerQuerySchema.safeParse({ from: params.from, to: params.to });
  const period = parsed.success ? { from: parsed.data.from, to: parsed.data.to } : defaultPeriod();
  const register = await loadRegister(await getDb(), period);
  const api = `/api/admin/reports/register/?from=${period.from}&to=${period.to}`;
  return (
    <AdminShell email={operator.email} title={t('title')}>
      <form method="get" className="mb-4 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col">
          {t('from')}
          <input type="date" name="from" required defaultValue={period.from} className="rounded border border-line px-2 py-1" />
        </label>
        <label className="flex flex-col">
          {t('to')}
          <input type="date" name="to" required defaultValue={period.to} className="rounded border border-line px-2 py-1" />
        </label>
        <button type="submit" className="rounded border border-line px-3 py-1">
          {t('show')}
        </button>
        <a className="underline" href={`${api}&format=csv`} download>
          {t('csv')}
        </a>
        <a className="underline" href={`${api}&format=zip`} download>
          {t('zip')}
        </a>
      </form>
      {params.from !== undefined && !parsed.success && (
        <p role="alert" className="mb-4 text-sm">
          {t('invalid')}
        </p>
      )}
      <NumberingFindings period={register.numbering.period} overall={register.numbering.overall} />
      <RegisterTable rows={register.rows} />
    </AdminShell>
  );
}

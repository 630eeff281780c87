import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { RateForm } from '@/features/admin/rate-form';
import { requireOperatorPage } from '@/features/admin/require-operator';
import { loadOssReport } from '@/lib/backoffice/oss-data';
import { parseQuarter, type Quarter } from '@/lib/backoffice/oss-report';
import { getDb } from '@/lib/db/client';
import { seller } from '@/lib/orders/payment/provider-clients';

export const dynamic = 'force-dynamic';

const eur = (cents: number) => (cents / 100).toFixed(2);

function currentQuarter(now = new Date()): Quarter {
  const quarter = parseQuarter(`${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`);
  if (!quarter) throw new Error('current quarter');
  return quarter;
}

export default async function OssPage({ searchParams }: { searchParams: Promise<{ quarter?: string }> }) {
  const operator = await requireOperatorPage();
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const quarter = parseQuarter((await searchParams).quarter ?? '') ?? currentQuarter();
  const report = await loadOssReport(await getDb(), quarter, seller().country);
  return (
    <AdminShell email={operator.email} title={t('oss.title', { quarter: quarter.label })}>
      <form method="get" className="mb-4 flex items-end gap-2 text-sm">
        <label className="flex flex-col">
          {t('oss.quarter')}
          <input name="quarter" defaultValue={quarter.label} pattern="\d{4}-Q[1-4]" className="rounded border border-line px-2 py-1" />
        </label>
        <button type="submit" className="rounded border border-line px-3 py-1">
          {t('oss.show')}
        </button>
        <a className="underline" href={`/api/admin/reports/oss/?quarter=${quarter.label}`}>
          {t('oss.json')}
        </a>
      </form>
      <p className="mb-4 text-sm">{t('oss.method', { day: report.rateDay })}</p>
      {report.missingRates.map((currency) => (
        <div key={currency} className="mb-4" role="alert">
          <p>{t('oss.missingRate', { currency, day: report.rateDay })}</p>
          <RateForm
            day={report.rateDay}
            currency={currency}
            labels={{ currency: t('oss.rateFor'), rate: t('oss.rate'), save: t('oss.save'), failed: t('oss.failed') }}
          />
        </div>
      ))}
      <table className="mb-6 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th className="p-2">{t('oss.country')}</th>
            <th className="p-2">{t('oss.vatRate')}</th>
            <th className="p-2 text-right">{t('oss.taxable')}</th>
            <th className="p-2 text-right">{t('oss.vat')}</th>
          </tr>
        </thead>
        <tbody>
          {report.lines.map((line) => (
            <tr key={`${line.country}-${line.vatRateBp}`} className="border-b border-line">
              <td className="p-2">{line.country}</td>
              <td className="p-2">{(line.vatRateBp / 100).toFixed(2)} %</td>
              <td className="p-2 text-right">{eur(line.taxableEur)}</td>
              <td className="p-2 text-right">{eur(line.vatEur)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="p-2" colSpan={2}>
              {t('oss.total')}
            </td>
            <td className="p-2 text-right">{eur(report.totals.taxableEur)}</td>
            <td className="p-2 text-right">{eur(report.totals.vatEur)}</td>
          </tr>
        </tbody>
      </table>
      <h2 className="mb-2 text-lg font-semibold">{t('oss.reverseCharge')}</h2>
      <ul className="text-sm">
        {report.reverseCharge.map((line) => (
          <li key={line.country}>{t('oss.reverseLine', { country: line.country, net: eur(line.netEur), count: line.documents })}</li>
        ))}
      </ul>
    </AdminShell>
  );
}

import { getTranslations } from 'next-intl/server';
import { decimal, type RegisterRow } from '@/lib/backoffice/register';

/** The register's rows as the CSV has them; scrolls sideways on a phone rather than squeezing. */
export async function RegisterTable({ rows }: { rows: readonly RegisterRow[] }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.register' });
  if (rows.length === 0) return <p className="text-sm">{t('empty')}</p>;
  const head = ['number', 'kind', 'date', 'reference', 'buyer', 'country', 'vatId', 'net', 'rate', 'vat', 'gross', 'eur'] as const;
  const numeric = new Set<string>(['net', 'rate', 'vat', 'gross', 'eur']);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm whitespace-nowrap">
        <caption className="mb-2 text-left text-ink-muted">{t('count', { count: rows.length })}</caption>
        <thead>
          <tr className="border-b border-line">
            {head.map((key) => (
              <th key={key} scope="col" className={`p-2 ${numeric.has(key) ? 'text-right' : ''}`}>
                {t(`columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} className="border-b border-line">
              <td className="p-2 font-mono">{row.number}</td>
              <td className="p-2">{t(row.kind === 'invoice' ? 'invoice' : 'creditNote')}</td>
              <td className="p-2">{row.date}</td>
              <td className="p-2">
                <a className="underline" href={`/admin/orders/${row.orderId}/`}>
                  {row.orderReference}
                </a>
              </td>
              <td className="p-2">{row.company ? `${row.buyerName} (${row.company})` : row.buyerName}</td>
              <td className="p-2">{row.country}</td>
              <td className="p-2">{row.vatId ?? ''}</td>
              <td className="p-2 text-right">{`${decimal(row.net)} ${row.currency}`}</td>
              <td className="p-2 text-right">{row.vatMode === 'standard' ? `${(row.vatRateBp / 100).toFixed(2)} %` : t('reverseCharge')}</td>
              <td className="p-2 text-right">{decimal(row.vat)}</td>
              <td className="p-2 text-right">{decimal(row.gross)}</td>
              <td className="p-2 text-right">{row.eurGross === null ? t('noRate') : decimal(row.eurGross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { decimal } from '@/lib/backoffice/register';
import type { SalesLine } from '@/lib/backoffice/dashboard';

/** Paid orders and their gross per period (newest first), one column per currency sold in. */
export async function SalesTable({ heading, lines }: { heading: string; lines: readonly SalesLine[] }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.dashboard' });
  const currencies = [...new Set(lines.map((l) => l.currency))].sort();
  const periods = [...new Set(lines.map((l) => l.period))].sort().reverse();
  const cell = new Map(lines.map((l) => [`${l.period}:${l.currency}`, l]));
  return (
    <section className="mb-6 min-w-0 flex-1">
      <h2 className="mb-2 text-lg font-semibold">{heading}</h2>
      {periods.length === 0 ? (
        <p className="text-sm">{t('noSales')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm whitespace-nowrap">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2">
                  {t('period')}
                </th>
                {currencies.map((currency) => (
                  <th key={currency} scope="col" className="p-2 text-right">
                    {t('salesColumn', { currency })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => (
                <tr key={period} className="border-b border-line">
                  <th scope="row" className="p-2 font-normal">
                    {period}
                  </th>
                  {currencies.map((currency) => {
                    const line = cell.get(`${period}:${currency}`);
                    return (
                      <td key={currency} className="p-2 text-right tabular-nums">
                        {line ? t('salesCell', { orders: line.orders, gross: decimal(line.gross) }) : '—'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { OrderPage } from '@/lib/backoffice/order-search';
import { adminMoney, adminTime } from './format';

/** One page of search results; "Next page" carries the keyset cursor and the same filters. */
export async function OrdersTable({ page, params }: { page: OrderPage; params: URLSearchParams }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders' });
  if (page.orders.length === 0) return <p className="text-ink-muted">{t('empty')}</p>;
  const next = new URLSearchParams(params);
  if (page.next) next.set('after', page.next);
  const columns = ['reference', 'created', 'buyer', 'status', 'country', 'total', 'method', 'alert'] as const;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="admin-orders">
          <thead>
            <tr className="border-b border-line">
              {columns.map((c) => (
                <th key={c} scope="col" className="px-2 py-2 font-semibold">
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.orders.map((o) => (
              <tr key={o.id} className="border-b border-line/60">
                <td className="px-2 py-2 font-mono">
                  <a href={`/admin/orders/${encodeURIComponent(o.id)}/`} className="underline">
                    {o.reference}
                  </a>
                </td>
                <td className="px-2 py-2 whitespace-nowrap">{adminTime(o.createdAt)}</td>
                <td className="px-2 py-2">
                  {o.name}
                  <br />
                  <span className="text-ink-muted">{o.email}</span>
                </td>
                <td className="px-2 py-2">{o.status}</td>
                <td className="px-2 py-2">{o.country}</td>
                <td className="px-2 py-2 whitespace-nowrap">{adminMoney(o.grossTotal, o.currency)}</td>
                <td className="px-2 py-2">{o.paymentProvider ?? '—'}</td>
                <td className="px-2 py-2 text-danger">{o.alert ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 flex gap-4 text-sm">
        {params.has('after') ? (
          <a href={`/admin/orders/?${new URLSearchParams([...params].filter(([k]) => k !== 'after'))}`} className="underline">
            {t('first')}
          </a>
        ) : null}
        {page.next ? (
          <a href={`/admin/orders/?${next}`} className="underline" rel="next">
            {t('next')}
          </a>
        ) : null}
      </p>
    </>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { OrderPage, OrderSearch } from '@/lib/backoffice/order-search';
import { orderStatuses, paymentProviders } from '@/lib/db/schema';

const field = 'rounded border border-line px-2 py-1';

/** Minor units as an amount in the order's currency ("€11.90"); the back office is English. */
function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(minor / 100);
}

/** The search form (a plain GET form: works without scripts) and one page of results. */
export async function OrderList({ search, page, nextHref }: { search: OrderSearch; page: OrderPage; nextHref: string | null }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  return (
    <>
      <form method="get" action="/admin/orders/" className="mb-4 flex flex-wrap items-end gap-2 text-sm" role="search">
        <label className="flex flex-col">
          {t('orders.q')}
          <input name="q" defaultValue={search.q} className={field} />
        </label>
        <label className="flex flex-col">
          {t('orders.status')}
          <select name="status" defaultValue={search.status ?? ''} className={field}>
            <option value="">{t('orders.any')}</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          {t('orders.country')}
          <input name="country" defaultValue={search.country ?? ''} size={3} className={field} />
        </label>
        <label className="flex flex-col">
          {t('orders.currency')}
          <input name="currency" defaultValue={search.currency ?? ''} size={4} className={field} />
        </label>
        <label className="flex flex-col">
          {t('orders.method')}
          <select name="method" defaultValue={search.method ?? ''} className={field}>
            <option value="">{t('orders.any')}</option>
            {paymentProviders.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          {t('orders.from')}
          <input type="date" name="from" defaultValue={search.from ?? ''} className={field} />
        </label>
        <label className="flex flex-col">
          {t('orders.to')}
          <input type="date" name="to" defaultValue={search.to ?? ''} className={field} />
        </label>
        <label className="flex flex-col">
          {t('orders.sort')}
          <select name="sort" defaultValue={search.sort} className={field}>
            <option value="newest">{t('orders.newest')}</option>
            <option value="oldest">{t('orders.oldest')}</option>
          </select>
        </label>
        {search.alert ? <input type="hidden" name="alert" value="1" /> : null}
        <button type="submit" className="rounded bg-ink px-3 py-1 text-paper">
          {t('orders.search')}
        </button>
      </form>
      {page.rows.length === 0 ? (
        <p>{t('orders.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="p-2">{t('orders.reference')}</th>
                <th className="p-2">{t('orders.created')}</th>
                <th className="p-2">{t('orders.buyer')}</th>
                <th className="p-2">{t('orders.status')}</th>
                <th className="p-2">{t('orders.country')}</th>
                <th className="p-2">{t('orders.method')}</th>
                <th className="p-2 text-right">{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.id} className="border-b border-line">
                  <td className="p-2 font-mono">
                    <Link href={`/admin/orders/${row.id}/`}>{row.reference}</Link>
                  </td>
                  <td className="p-2">{row.createdAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
                  <td className="p-2">
                    {row.name}
                    <br />
                    <span className="text-ink-muted">{row.email}</span>
                  </td>
                  <td className="p-2">
                    {row.status}
                    {row.alert ? <span className="ms-1 text-red-700">{t('orders.alert')}</span> : null}
                  </td>
                  <td className="p-2">{row.country}</td>
                  <td className="p-2">{row.paymentProvider ?? '—'}</td>
                  <td className="p-2 text-right">{money(row.grossTotal, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextHref ? (
        <Link href={nextHref} className="mt-4 inline-block underline">
          {t('orders.next')}
        </Link>
      ) : null}
    </>
  );
}

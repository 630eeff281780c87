import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { orderStatuses, paymentProviders } from '@/lib/db/schema';
import { currencies } from '@/lib/commerce/currencies';

type Values = Partial<Record<'q' | 'status' | 'from' | 'to' | 'country' | 'currency' | 'method' | 'sort', string>>;

const field = 'rounded-md border border-line bg-paper px-2 py-1.5 text-sm';

/** A plain GET form: the search lives in the URL, so results can be bookmarked and shared. */
export async function OrderSearchForm({ values }: { values: Values }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.orders' });
  const select = (name: keyof Values, label: string, options: readonly string[]) => (
    <label className="flex flex-col gap-1 text-xs font-medium">
      {label}
      <select name={name} defaultValue={values[name] ?? ''} className={field}>
        <option value="">{t('any')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="get" action="/admin/orders/" role="search" aria-label={t('search')} className="mb-6 flex flex-wrap items-end gap-3">
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-medium">
        {t('searchLabel')}
        <input type="search" name="q" defaultValue={values.q ?? ''} className={field} />
      </label>
      {select('status', t('status'), orderStatuses)}
      <label className="flex flex-col gap-1 text-xs font-medium">
        {t('from')}
        <input type="date" name="from" defaultValue={values.from ?? ''} className={field} />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        {t('to')}
        <input type="date" name="to" defaultValue={values.to ?? ''} className={field} />
      </label>
      <label className="flex w-20 flex-col gap-1 text-xs font-medium">
        {t('country')}
        <input name="country" maxLength={2} defaultValue={values.country ?? ''} className={field} />
      </label>
      {select('currency', t('currency'), currencies)}
      {select('method', t('method'), paymentProviders)}
      <label className="flex flex-col gap-1 text-xs font-medium">
        {t('sort')}
        <select name="sort" defaultValue={values.sort ?? 'newest'} className={field}>
          <option value="newest">{t('newest')}</option>
          <option value="oldest">{t('oldest')}</option>
        </select>
      </label>
      <button type="submit" className="rounded-md bg-accent px-4 py-1.5 text-sm font-semibold text-white">
        {t('apply')}
      </button>
      <Link href="/admin/orders/" className="py-1.5 text-sm underline">
        {t('reset')}
      </Link>
    </form>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import * as z from 'zod/mini';
import { LoadError } from '@/components/status/load-error';
import { regionalLocale } from '@/lib/i18n/region';
import { orderSummaryShape } from './api/order';
import { StatusBadge } from './status-badge';

const listSchema = z.object({
  orders: z.array(
    z.object({ ...orderSummaryShape, gross: z.number(), items: z.number() }),
  ),
});

/** The signed-in user's orders, for the account view in the sign-in panel (which supplies the heading). */
export function AccountOrders() {
  const t = useTranslations('orders');
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['account-orders'],
    queryFn: async () => {
      // Only a signed-in account shows this list: a 401 here means the server lost or never got
      // the session (a refused session cookie), which is a failure to load, not "no orders".
      const response = await fetch('/api/orders/', { cache: 'no-store' });
      if (!response.ok) throw new Error(`orders ${response.status}`);
      return listSchema.parse(await response.json());
    },
    // One quiet retry, then say so: the buyer should not stare at a grey box for seconds.
    retry: 1,
  });
  if (query.isPending) return <div className="h-24 animate-pulse rounded-card bg-line/60" aria-hidden />;
  if (query.isError)
    return (
      <LoadError
        message={t('listError')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId="account-orders-error"
      />
    );
  if (query.data.orders.length === 0) return <p className="text-ink-soft">{t('listEmpty')}</p>;
  return (
    <div>
      <ul className="flex flex-col gap-2">
        {query.data.orders.map((o) => (
          <li key={o.id}>
            <a
              href={`/order/?id=${encodeURIComponent(o.id)}`}
              className="flex items-center justify-between gap-3 rounded-control border border-line p-3 hover:bg-canvas"
            >
              <span className="flex flex-col">
                <span className="text-sm font-semibold">
                  {t('listReference', { reference: o.reference })}
                  <span className="font-normal text-ink-muted">
                    {' · '}
                    {new Intl.DateTimeFormat(regionalLocale(locale, o.country), {
                      dateStyle: 'medium',
                    }).format(new Date(o.createdAt))}
                  </span>
                </span>
                <span className="text-xs text-ink-muted">
                  {t('listItem', {
                    count: o.items,
                    total: new Intl.NumberFormat(locale, { style: 'currency', currency: o.currency }).format(
                      o.gross / 100,
                    ),
                  })}
                </span>
              </span>
              <StatusBadge status={o.status} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

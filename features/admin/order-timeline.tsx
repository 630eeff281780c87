import { getTranslations } from 'next-intl/server';
import { operatorMoney } from '@/lib/backoffice/money';
import type { OrderDetail } from '@/lib/backoffice/order-detail';

/** The order's facts and its timeline, oldest first (server-rendered, no script). */
export async function OrderTimeline({ detail }: { detail: OrderDetail }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const { order, customer } = detail;
  const money = (minor: number) => operatorMoney(minor, order.currency);
  const facts: [string, string][] = [
    [
      t('order.status'),
      detail.refunded > 0 && order.status !== 'refunded'
        ? t('order.partiallyRefunded', { status: order.status, refunded: money(detail.refunded), total: money(order.grossTotal) })
        : order.status,
    ],
    [t('order.buyer'), `${customer.name} <${order.email}>`],
    [t('order.country'), order.country],
    [t('order.total'), `${money(order.grossTotal)} (${order.vatMode})`],
    [t('order.method'), order.paymentProvider ?? '—'],
    [t('order.alert'), order.alert ?? '—'],
  ];
  return (
    <>
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {detail.ivrSets.length > 0 ? (
        <section className="mb-6">
          <h2 className="mb-2 text-lg font-semibold">{t('order.ivrSets')}</h2>
          {detail.ivrSets.map((set) => (
            <pre key={set.id} className="overflow-x-auto rounded border border-line p-2 text-xs">
              {JSON.stringify(set.spec, null, 2)}
            </pre>
          ))}
        </section>
      ) : null}
      <h2 className="mb-2 text-lg font-semibold">{t('order.timeline')}</h2>
      <ol className="space-y-1 text-sm">
        {detail.events.map((event, index) => (
          <li key={index} className="flex flex-wrap gap-x-3 sm:flex-nowrap">
            <time dateTime={event.at.toISOString()} className="shrink-0 font-mono text-ink-muted">
              {event.at.toISOString().slice(0, 19).replace('T', ' ')}
            </time>
            <span className="font-semibold">{event.kind}</span>
            {/* On a phone the text takes its own full-width line, broken only where it must be. */}
            <span className="basis-full [overflow-wrap:anywhere] sm:basis-auto">{event.text}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

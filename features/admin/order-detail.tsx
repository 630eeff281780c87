import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { loadAdminOrder } from '@/lib/backoffice/order-timeline';
import { adminMoney, adminTime } from './format';

type AdminOrder = NonNullable<Awaited<ReturnType<typeof loadAdminOrder>>>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-8">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Everything the shop knows about one order, and its life as a timeline. */
export async function OrderDetail({ order: view }: { order: AdminOrder }) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.order' });
  const { order, customer } = view;
  const money = (minor: number) => adminMoney(minor, order.currency);
  const facts: [string, ReactNode][] = [
    [t('fields.status'), order.status],
    [t('fields.total'), money(order.grossTotal)],
    [t('fields.net'), money(order.netTotal)],
    [t('fields.vat'), `${money(order.vatTotal)} (${order.vatRateBp / 100} %)`],
    [t('fields.vatMode'), order.vatMode],
    [t('fields.method'), order.paymentProvider ?? '—'],
    [t('fields.created'), adminTime(order.createdAt)],
    [t('fields.paid'), adminTime(order.paidAt)],
    [t('fields.ready'), adminTime(order.readyAt)],
    [t('fields.attempts'), order.renderAttempts],
    [t('fields.failure'), order.failureReason ?? '—'],
    [t('fields.alert'), order.alert ?? '—'],
  ];
  const none = <p className="text-ink-muted">{t('none')}</p>;
  return (
    <article data-testid="admin-order">
      <p className="mb-2 text-sm">
        <Link href="/admin/orders/" className="underline">
          {t('back')}
        </Link>
      </p>
      <h1 className="mb-6 text-2xl font-semibold">{t('title', { reference: order.reference })}</h1>
      <div className="grid gap-8 md:grid-cols-2">
        <Section title={t('summary')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title={t('buyer')}>
          <p className="text-sm">
            {customer?.name}
            {customer?.company ? ` · ${customer.company}` : ''}
            <br />
            {order.email}
            <br />
            {[customer?.street, customer?.postcode, customer?.city, order.country].filter(Boolean).join(', ')}
            {customer?.vatId ? (
              <>
                <br />
                {customer.vatId}
              </>
            ) : null}
          </p>
        </Section>
      </div>
      <Section title={t('lines')}>
        <ol className="list-decimal pl-6 text-sm">
          {view.items.map((item) => (
            <li key={item.id}>
              {item.fileBase ?? item.spec.useCase} · {item.words} · {item.tier} · {money(item.gross)}
            </li>
          ))}
        </ol>
        {view.sets.map((set) => (
          <div key={set.id} className="mt-3 text-sm">
            <h3 className="font-medium">{t('ivrSet', { position: set.position + 1 })}</h3>
            <pre className="mt-1 max-h-80 overflow-auto rounded bg-canvas p-3 text-xs">{JSON.stringify(set.spec, null, 2)}</pre>
          </div>
        ))}
      </Section>
      <Section title={t('files')}>
        {view.files.length === 0 ? none : (
          <ul className="text-sm">
            {view.files.map((f) => (
              <li key={f.id}>
                {f.name} · {f.preset} · {f.mime} · {f.size} B
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('documents')}>
        {view.documents.length === 0 ? none : (
          <ul className="text-sm">
            {view.documents.map((d) => (
              <li key={d.id}>
                {d.kind} {d.number} · {adminTime(d.issuedAt)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('mails')}>
        {view.mails.length === 0 ? none : (
          <ul className="text-sm">
            {view.mails.map((m) => (
              <li key={m.id}>
                {adminTime(m.createdAt)} · {m.subject} → {m.to} · {m.status}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('timeline')}>
        <ol className="border-l border-line pl-4 text-sm" data-testid="admin-timeline">
          {view.timeline.map((event, index) => (
            <li key={index} className="mb-2">
              <span className="font-mono text-xs text-ink-muted">{adminTime(event.at)}</span>{' '}
              <strong>{t(`kinds.${event.kind}`)}</strong> {event.detail}
            </li>
          ))}
        </ol>
      </Section>
    </article>
  );
}

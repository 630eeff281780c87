'use client';

import { ArrowLeft, FileArchive, FileText, RefreshCw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ReviewInvitation } from '@/components/reviews/review-invitation';
import { regionalLocale } from '@/lib/i18n/region';
import { useOrder, type OrderViewData } from './api/order';
import { FileRow } from './file-row';
import { FormatPicker } from './format-picker';
import { StatusBadge } from './status-badge';

/** The order page's live part: status, files with players and downloads, ZIP and invoice links. */
export function OrderStatusView({
  initial,
  token,
  reviewsUrl,
}: {
  initial: OrderViewData;
  token?: string;
  /** Review provider link (REVIEWS_URL): the buyer is invited to rate once the order is ready. */
  reviewsUrl?: string | null;
}) {
  const t = useTranslations('orders');
  const ts = useTranslations('studio');
  const ti = useTranslations('ivr');
  const locale = useLocale();
  const { data: order, refetch, isFetching, isError } = useOrder(initial.id, token, initial);
  const money = (minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(minor / 100);
  // The page's language in the buyer's country's form: "28 November 2026 at 22:12" for the UK.
  const dateLocale = regionalLocale(locale, order.country);
  const date = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );
  const tokenQuery = token ? `&token=${encodeURIComponent(token)}` : '';
  // A credit note is named by its number: an order has one per refund (partial refunds).
  const invoiceHref = (kind: 'invoice' | 'credit-note', number: string) =>
    `/invoice/?id=${encodeURIComponent(order.id)}${tokenQuery}${kind === 'credit-note' ? `&kind=credit-note&number=${encodeURIComponent(number)}` : ''}`;

  // The minimal layout has only the logo: this says in words how to get back to the site.
  const home = locale === 'en' ? '/' : `/${locale}/`;

  return (
    <div className="flex flex-col gap-6">
      <a
        href={home}
        className="inline-flex items-center gap-1.5 self-start text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline print:hidden"
        data-testid="order-back-to-site"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('backToSite')}
      </a>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-ink-soft" data-testid="order-meta">
            {t('meta', { id: order.reference, date, total: money(order.gross) })}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <p className="rounded-card border border-line bg-paper p-4 text-ink-soft" aria-live="polite">
        {order.gaveUp ? t('statusBody.failedFinal') : t(`statusBody.${order.status}`)}
      </p>
      {isError ? (
        <p className="text-sm text-danger">
          {t('refreshError')}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : null}

      <section aria-labelledby="order-items" className="flex flex-col gap-4">
        <h2 id="order-items" className="text-lg font-semibold">
          {t('itemsTitle', { count: order.items.length })}
        </h2>
        {order.items.map((item) => (
          <article
            key={item.id}
            className="rounded-card border border-line bg-paper p-4 shadow-[var(--shadow-card)]"
            data-testid="order-item"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold">
                  {item.ivr
                    ? ti('orderPrompt', { set: item.ivr.set, file: item.ivr.fileBase, title: item.ivr.title })
                    : ts(`useCases.${item.useCase as 'ivr'}`)}
                </p>
                <p className="mt-1 line-clamp-3 text-sm break-words text-ink-soft">{item.text}</p>
              </div>
              <span className="shrink-0 font-semibold tabular-nums">{money(item.gross)}</span>
            </div>
            {item.files.length > 0 ? (
              <>
                <ul className="mt-3">
                  {item.files.map((file) => (
                    <FileRow key={file.id} file={file} />
                  ))}
                </ul>
                <FormatPicker
                  orderId={order.id}
                  token={token}
                  itemId={item.id}
                  have={item.files.map((file) => file.preset)}
                />
              </>
            ) : order.status === 'paid' || order.status === 'rendering' ? (
              <div className="mt-3 h-10 animate-pulse rounded-control bg-line/60" aria-hidden />
            ) : null}
          </article>
        ))}
      </section>

      <div className="flex flex-wrap gap-3">
        {order.zipUrl ? (
          <a className="btn-primary" href={order.zipUrl} data-testid="order-zip">
            <FileArchive aria-hidden className="size-4" />
            {t('downloadAll')}
          </a>
        ) : null}
        {order.invoices.map((inv) => (
          <a
            key={inv.number}
            className="btn-secondary"
            href={invoiceHref(inv.kind, inv.number)}
            data-testid={`order-${inv.kind}`}
          >
            <FileText aria-hidden className="size-4" />
            {t(inv.kind === 'invoice' ? 'invoiceLink' : 'creditNoteLink', { number: inv.number })}
          </a>
        ))}
        {order.status === 'ready' ? (
          <button type="button" className="btn-ghost" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden className="size-4" />
            {t('renewLinks')}
          </button>
        ) : null}
      </div>
      {order.linksExpireAt ? (
        <p className="text-xs text-ink-muted">
          {t('linksExpire', {
            time: new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(order.linksExpireAt),
            ),
          })}
        </p>
      ) : null}
      {token ? <p className="text-sm text-ink-muted">{t('bookmarkHint')}</p> : null}
      {/* After the files: the buyer's task comes first, the invitation second. */}
      {order.status === 'ready' && reviewsUrl ? (
        <ReviewInvitation url={reviewsUrl} orderId={order.id} />
      ) : null}
    </div>
  );
}

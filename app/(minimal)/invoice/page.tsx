import { ExternalLink, FileDown } from 'lucide-react';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InvoiceDocument, PrintButton } from '@/features/orders';
import { parseOrderQuery } from '@/lib/commerce/order-query';
import { runGuards, sessionCookie } from '@/lib/guards';
import { invoiceStrings } from '@/lib/orders/documents/invoice-labels';
import { invoiceForViewer, invoiceKindFrom, invoiceNumberFrom } from '@/lib/orders/access/page-access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoice');
  return { title: t('title'), referrer: 'no-referrer' };
}

export default async function InvoicePage({ searchParams }: PageProps<'/invoice'>) {
  const query = await searchParams;
  // The proxy already answers malformed ids with the server-rendered 404; this keeps the page safe alone.
  const parsed = parseOrderQuery(query);
  if (!parsed) notFound();
  const cookieStore = await cookies();
  if ((await runGuards(['auth'], { searchParams: query, cookies: cookieStore })) !== 'allow') notFound();
  const kind = invoiceKindFrom(query.kind);
  // One credit note of several (one per refund); absent, the latest.
  const number = invoiceNumberFrom(query.number);
  const found = await invoiceForViewer(
    parsed,
    { sessionCookie: cookieStore.get(sessionCookie())?.value },
    kind,
    number,
  );
  const t = await getTranslations({ locale: found?.locale ?? 'en', namespace: 'invoice' });
  const tokenQuery = parsed.token ? `&token=${encodeURIComponent(parsed.token)}` : '';
  const orderHref = `/order/?id=${encodeURIComponent(parsed.id)}${tokenQuery}`;
  if (!found) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-ink-soft">{t('notIssued')}</p>
        <a className="btn-secondary" href={orderHref}>
          {t('backToOrder')}
        </a>
      </div>
    );
  }
  const strings = invoiceStrings(found.data, (key, values) => t(key as 'title', values), found.locale);
  const numberQuery = number ? `&number=${encodeURIComponent(number)}` : '';
  const pdfHref = `/api/orders/${encodeURIComponent(parsed.id)}/invoice/?kind=${kind}${numberQuery}${tokenQuery}`;
  return (
    <div className="flex flex-col gap-6" lang={found.locale}>
      <div className="flex flex-wrap gap-3 print:hidden">
        <a className="btn-primary" href={pdfHref} download data-testid="invoice-pdf">
          <FileDown aria-hidden className="size-4" />
          {t('downloadPdf')}
        </a>
        <a
          className="btn-secondary"
          href={`${pdfHref}&disposition=inline`}
          target="_blank"
          rel="noopener"
          data-testid="invoice-pdf-open"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('openPdf')}
        </a>
        <PrintButton label={t('print')} />
        <a className="btn-ghost" href={orderHref}>
          {t('backToOrder')}
        </a>
      </div>
      <InvoiceDocument data={found.data} s={strings} />
    </div>
  );
}

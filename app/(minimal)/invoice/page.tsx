import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parseOrderQuery } from '../../../lib/commerce/order-query';
import { runGuards } from '../../../lib/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('invoiceHeading') };
}

export default async function InvoicePage({ searchParams }: PageProps<'/invoice'>) {
  const query = await searchParams;
  // The proxy already answers malformed ids with the server-rendered 404; this keeps the page safe alone.
  if (!parseOrderQuery(query)) notFound();
  if ((await runGuards(['auth'], { searchParams: query, cookies: await cookies() })) !== 'allow') notFound();
  const t = await getTranslations('pages');
  return <h1 className="text-3xl font-semibold">{t('invoiceHeading')}</h1>;
}

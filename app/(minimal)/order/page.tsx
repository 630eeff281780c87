import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { QueryProvider } from '@/components/providers/query-provider';
import { SendPanel, TwilioLinks } from '@/features/delivery';
import { OrderStatusView } from '@/features/orders';
import { getDb } from '@/lib/db/client';
import { twilioLinks } from '@/lib/delivery/twilio-links';
import { appSecrets } from '@/lib/security/app-keys';
import { parseOrderQuery } from '@/lib/commerce/order-query';
import { env } from '@/lib/env';
import { runGuards, sessionCookie } from '@/lib/guards';
import { orderViewForPage } from '@/lib/orders/access/page-access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('title'), referrer: 'no-referrer' };
}

export default async function OrderPage({ searchParams }: PageProps<'/order'>) {
  const query = await searchParams;
  // The proxy already answers malformed ids with the server-rendered 404; this keeps the page safe alone.
  const parsed = parseOrderQuery(query);
  if (!parsed) notFound();
  const cookieStore = await cookies();
  if ((await runGuards(['auth'], { searchParams: query, cookies: cookieStore })) !== 'allow') notFound();
  const view = await orderViewForPage(parsed, cookieStore.get(sessionCookie())?.value);
  if (!view) notFound();
  // Twilio's addresses exist only for files that are ready to be fetched.
  const links = view.status === 'ready' ? await twilioLinks(await getDb(), appSecrets(), view.id) : null;
  return (
    <QueryProvider>
      <div className="flex flex-col gap-6">
        <OrderStatusView initial={view} token={parsed.token} reviewsUrl={env().REVIEWS_URL ?? null} />
        {links && (
          // Shown to the signed-in owner only: the panel asks the deliveries route, which says 404 to others.
          <SendPanel
            orderId={view.id}
            items={view.items.map((item) => ({
              id: item.id,
              label: item.ivr?.fileBase ?? item.text.slice(0, 80),
            }))}
            sets={links.sets.map((set) => ({ id: set.id, position: set.position }))}
          />
        )}
        {links && <TwilioLinks orderId={view.id} token={parsed.token} links={links} />}
      </div>
    </QueryProvider>
  );
}

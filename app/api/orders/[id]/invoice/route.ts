// GET /api/orders/<id>/invoice/?token=…&kind=invoice|credit-note[&number=…] — the invoice (or the
// credit note of that number; an order may have several, one per refund) as a PDF in the
// buyer's language. Same access rule as the order: owner or token, else 404. It downloads
// (attachment) unless `disposition=inline` asks to open it in the browser's viewer.
import { createTranslator } from 'next-intl';
import { apiError } from '@/lib/http/api-error';
import { loadMessages } from '@/lib/i18n/messages';
import { orderAccessFromUrl, sessionUserId } from '@/lib/orders/route-helpers';
import { renderInvoicePdf } from '@/lib/orders/documents/invoice-pdf';
import { invoiceStrings } from '@/lib/orders/documents/invoice-labels';
import { invoiceForViewer, invoiceKindFrom, invoiceNumberFrom } from '@/lib/orders/access/page-access';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async function GET(
  request: Request,
  { params }: RouteContext<'/api/orders/[id]/invoice'>,
): Promise<Response> {
  const access = await orderAccessFromUrl(request, params);
  if (!access) return apiError(404, 'not-found', 'Invoice not found.');
  const query = new URL(request.url).searchParams;
  const kind = invoiceKindFrom(query.get('kind'));
  const disposition = query.get('disposition') === 'inline' ? 'inline' : 'attachment';
  const found = await invoiceForViewer(
    { id: access.orderId, token: access.token },
    { userId: await sessionUserId(request) },
    kind,
    invoiceNumberFrom(query.get('number')),
  );
  if (!found) return apiError(404, 'not-found', 'Invoice not found.');
  const t = createTranslator({
    locale: found.locale,
    messages: await loadMessages(found.locale),
    namespace: 'invoice',
  });
  const pdf = await renderInvoicePdf(
    found.data,
    invoiceStrings(found.data, (key, values) => t(key as 'title', values), found.locale),
  );
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${found.data.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

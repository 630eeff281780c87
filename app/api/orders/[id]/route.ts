// GET /api/orders/<id>/?token=… — the order page's live data, with fresh signed download links.
// 404 for a wrong token, another user's order and a missing order alike.
import { getDb } from '@/lib/db/client';
import { appSecrets } from '@/lib/security/app-keys';
import { apiError } from '@/lib/http/api-error';
import { findAccessibleOrder } from '@/lib/orders/access/find-order';
import { orderAccessFromUrl, viewerFrom } from '@/lib/orders/route-helpers';
import { resumeFulfilment } from '@/lib/orders/server';
import { buildOrderView } from '@/lib/orders/access/order-view';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async function GET(
  request: Request,
  { params }: RouteContext<'/api/orders/[id]'>,
): Promise<Response> {
  const access = await orderAccessFromUrl(request, params);
  if (!access) return apiError(404, 'not-found', 'Order not found.');
  const db = await getDb();
  const order = await findAccessibleOrder(db, access.orderId, await viewerFrom(request, access.token));
  if (!order) return apiError(404, 'not-found', 'Order not found.');
  // A paid order nobody is rendering (e.g. after a restart) is picked up here; claimRendering keeps it single.
  void resumeFulfilment(order);
  const view = await buildOrderView(db, order, appSecrets());
  return Response.json(view, { headers: { 'Cache-Control': 'no-store' } });
});

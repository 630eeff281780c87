// POST /api/orders/<id>/play-links/ { token? } — re-issues the order's long-lived Twilio links:
// every play URL and TwiML app URL handed out before stops working at once (the buyer pasted one
// somewhere it should not be). Only the order's owner or token holder; others get the same 404.
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { apiError, readJsonBody } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { reissuePlayLinks } from '@/lib/delivery/play-links';
import { findAccessibleOrder } from '@/lib/orders/access/find-order';
import { orderAccessSchema, sessionUserId, validationResponse } from '@/lib/orders/route-helpers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ token: orderAccessSchema.shape.token }).strict();

export const POST = apiRoute(async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const body = await readJsonBody(request, 1 * 1024);
  if (!body.ok) return body.response;
  const parsed = bodySchema.safeParse(body.value ?? {});
  if (!parsed.success) return validationResponse(parsed.error.issues);
  const id = orderAccessSchema.shape.orderId.safeParse((await params).id);
  if (!id.success) return apiError(404, 'not-found', 'Order not found.');
  const db = await getDb();
  const order = await findAccessibleOrder(db, id.data, {
    token: parsed.data.token ?? request.headers.get('x-order-token'),
    userId: await sessionUserId(request),
  });
  if (!order || order.status !== 'ready') return apiError(404, 'not-found', 'Order not found.');
  const generation = await reissuePlayLinks(db, order.id);
  return Response.json({ generation }, { headers: { 'Cache-Control': 'no-store' } });
});

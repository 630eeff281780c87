// POST /api/orders/<id>/formats/ { itemId, preset, token? } — the greeting in another format after
// purchase, rendered from the stored spec (lib/orders/fulfilment/add-format.ts). 200 { result: 'added' |
// 'exists' }; the order page then refetches the order for the file's signed link. Rate-limited
// with the preview bucket: each new format is a full mix.
import { getDb } from '@/lib/db/client';
import { apiError, readJsonBody } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { findAccessibleOrder } from '@/lib/orders/access/find-order';
import { addFormat } from '@/lib/orders/fulfilment/add-format';
import { formatRequestSchema } from '@/lib/orders/fulfilment/format-request';
import { sessionUserId, validationResponse } from '@/lib/orders/route-helpers';
import { renderForOrder } from '@/lib/orders/fulfilment/renderer';
import { fileStore } from '@/lib/orders/server';
import { getRateLimiter } from '@/lib/rate-limit';
import { previewErrorResponse } from '@/lib/render/preview-http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const userId = await sessionUserId(request);
  const limit = await getRateLimiter().check('preview', request, userId);
  if (!limit.allowed) {
    return apiError(429, 'rate-limited', 'Too many formats requested; please wait a moment.', {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok) return body.response;
  const raw = typeof body.value === 'object' && body.value !== null ? body.value : {};
  const parsed = formatRequestSchema.safeParse({ ...raw, orderId: (await params).id });
  if (!parsed.success) return validationResponse(parsed.error.issues);
  const db = await getDb();
  const order = await findAccessibleOrder(db, parsed.data.orderId, {
    token: parsed.data.token ?? request.headers.get('x-order-token'),
    userId,
  });
  if (!order) return apiError(404, 'not-found', 'Order not found.');
  let result;
  try {
    result = await addFormat(db, order, parsed.data, { render: renderForOrder, store: fileStore() });
  } catch (error) {
    // A busy or failing voice engine answers like the preview does (503 + Retry-After).
    return previewErrorResponse(error);
  }
  if (result === 'not-found') return apiError(404, 'not-found', 'Order item not found.');
  if (result === 'not-ready') return apiError(409, 'conflict', 'The order has no downloadable files.');
  return Response.json({ result }, { headers: { 'Cache-Control': 'no-store' } });
});

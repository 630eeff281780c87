// POST /api/admin/orders/:id/resend-email/ { key } — send a ready order's delivery e-mail again, to
// the buyer's address (operators only; same-origin and rate-limited like every admin action).
// 200 { result: 'queued' | 'already-queued' }: the same key never sends twice.
import { z } from 'zod';
import { withOperator } from '@/lib/backoffice/operator';
import { resendDeliveryEmail } from '@/lib/backoffice/resend-email';
import { getDb } from '@/lib/db/client';
import { apiError, readJsonBody } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { confirmation, jobQueue } from '@/lib/orders/fulfilment/job-queue';
import { getRateLimiter } from '@/lib/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const requestSchema = z.object({ orderId: z.string().min(1).max(64), key: z.string().uuid() });

export const POST = apiRoute(
  withOperator<{ params: Promise<{ id: string }> }>(async (request, { operator, context }) => {
    const limit = await getRateLimiter().check('admin', request, operator.uid);
    if (!limit.allowed) {
      return apiError(429, 'rate-limited', 'Too many actions; please wait a moment.', {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      });
    }
    const body = await readJsonBody(request, 1 * 1024);
    if (!body.ok) return body.response;
    const raw = typeof body.value === 'object' && body.value !== null ? body.value : {};
    const parsed = requestSchema.safeParse({ ...raw, orderId: (await context.params).id });
    if (!parsed.success)
      return apiError(400, 'validation', 'Invalid request.', { details: parsed.error.issues });
    const result = await resendDeliveryEmail(
      await getDb(),
      { queue: await jobQueue(), confirmation },
      operator,
      parsed.data,
    );
    if (result === 'not-found') return apiError(404, 'not-found', 'No such order.');
    if (result === 'not-ready') return apiError(409, 'conflict', 'Only a ready order has a delivery e-mail.');
    return Response.json({ result }, { headers: { 'Cache-Control': 'no-store' } });
  }),
);

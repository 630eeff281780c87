// GET /api/admin/orders/:id/ — one order with its timeline for the back office (operators only).
import { z } from 'zod';
import { withOperator } from '@/lib/backoffice/operator';
import { loadAdminOrder } from '@/lib/backoffice/order-timeline';
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const idSchema = z.string().min(1).max(64);

export const GET = apiRoute(
  withOperator<{ params: Promise<{ id: string }> }>(async (_request, { context }) => {
    const id = idSchema.safeParse((await context.params).id);
    if (!id.success) return apiError(404, 'not-found', 'No such order.');
    const order = await loadAdminOrder(await getDb(), id.data);
    if (!order) return apiError(404, 'not-found', 'No such order.');
    const { order: row, ...rest } = order;
    // The token's hash and sealed copy are the buyer's access secret: never in an admin answer.
    const { tokenHash: _hash, tokenSealed: _sealed, clientHash: _client, ...safe } = row;
    return Response.json({ order: safe, ...rest }, { headers: { 'Cache-Control': 'no-store' } });
  }),
);

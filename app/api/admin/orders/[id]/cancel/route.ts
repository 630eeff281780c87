// POST /api/admin/orders/<id>/cancel/ — cancel a pending order (operators only; idempotent).
import { actionResponse } from '@/lib/backoffice/action-response';
import { cancelPendingOrder } from '@/lib/backoffice/order-actions';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    1 * 1024,
    withOperator<{ params: Promise<{ id: string }> }>(async (_request, { operator, context }) =>
      actionResponse(await cancelPendingOrder(await getDb(), operator, (await context.params).id)),
    ),
  ),
);

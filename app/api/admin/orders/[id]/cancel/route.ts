// POST /api/admin/orders/<id>/cancel/ — cancel a pending order (operators only; idempotent).
import { actionResponse } from '@/lib/backoffice/action-response';
import { cancelPendingOrder } from '@/lib/backoffice/order-actions';
import { operatorOrderAction } from '@/lib/backoffice/action-route';
import { getDb } from '@/lib/db/client';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  operatorOrderAction(1 * 1024, async ({ operator, orderId }) =>
    actionResponse(await cancelPendingOrder(await getDb(), operator, orderId)),
  ),
);

// POST /api/admin/orders/<id>/alert/ { note } — mark the order's alert handled (operators only; idempotent).
import { z } from 'zod';
import { actionResponse } from '@/lib/backoffice/action-response';
import { markAlertHandled } from '@/lib/backoffice/order-actions';
import { operatorOrderBodyAction } from '@/lib/backoffice/action-route';
import { getDb } from '@/lib/db/client';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ note: z.string().trim().min(1).max(2000) });

export const POST = apiRoute(
  operatorOrderBodyAction(
    16 * 1024,
    bodySchema,
    () => ({ message: 'A note saying what was done is required.', field: 'note' }),
    async ({ operator, orderId, body }) =>
      actionResponse(await markAlertHandled(await getDb(), operator, orderId, body.note)),
  ),
);

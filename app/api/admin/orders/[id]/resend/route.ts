// POST /api/admin/orders/<id>/resend/ — resend the delivery e-mail to the order's own address (operators only).
import { actionResponse } from '@/lib/backoffice/action-response';
import { operatorOrderAction } from '@/lib/backoffice/action-route';
import { resendDeliveryEmail } from '@/lib/backoffice/resend';
import { getDb } from '@/lib/db/client';
import { apiRoute } from '@/lib/http/api-route';
import { outboxDeps } from '@/lib/orders/delivery/outbox-service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  operatorOrderAction(1 * 1024, async ({ operator, orderId }) =>
    actionResponse(await resendDeliveryEmail(await getDb(), outboxDeps(), operator, orderId)),
  ),
);

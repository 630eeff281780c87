// POST /api/admin/orders/<id>/resend/ — resend the delivery e-mail to the order's own address (operators only).
import { actionResponse } from '@/lib/backoffice/action-response';
import { resendDeliveryEmail } from '@/lib/backoffice/resend';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { outboxDeps } from '@/lib/orders/delivery/outbox-service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    1 * 1024,
    withOperator<{ params: Promise<{ id: string }> }>(async (_request, { operator, context }) =>
      actionResponse(
        await resendDeliveryEmail(await getDb(), outboxDeps(), operator, (await context.params).id),
      ),
    ),
  ),
);

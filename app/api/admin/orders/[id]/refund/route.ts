// POST /api/admin/orders/<id>/refund/ — full refund through the order's provider with credit note
// and buyer e-mail (operators only; a repeat answers 'unchanged').
import { actionResponse } from '@/lib/backoffice/action-response';
import { refundOrderAsOperator } from '@/lib/backoffice/refund-service';
import { withOperator } from '@/lib/backoffice/with-operator';
import { withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    1 * 1024,
    withOperator<{ params: Promise<{ id: string }> }>(async (_request, { operator, context }) =>
      actionResponse(await refundOrderAsOperator(operator, (await context.params).id)),
    ),
  ),
);

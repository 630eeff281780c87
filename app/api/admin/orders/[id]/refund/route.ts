// POST /api/admin/orders/<id>/refund/ { amount?, requestId? } — refund through the order's provider with a
// credit note and the buyer's e-mail (operators only). `amount` is in minor units of the order's
// currency (cents); absent, all that is left is refunded. A repeat answers 'unchanged'; more than
// is left is refused with what is left.
import { z } from 'zod';
import { actionResponse } from '@/lib/backoffice/action-response';
import { operatorOrderBodyAction } from '@/lib/backoffice/action-route';
import { refundOrderAsOperator } from '@/lib/backoffice/refund-service';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  amount: z.number().int().positive().max(100_000_000).optional(),
  // The form's id for this refund, so a resubmission refunds once.
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});

export const POST = apiRoute(
  operatorOrderBodyAction(
    1 * 1024,
    bodySchema,
    (error) => ({
      message: 'The amount must be a whole number of cents above 0.',
      field: error.issues[0]?.path.join('.') ?? 'amount',
    }),
    async ({ operator, orderId, body }) => actionResponse(await refundOrderAsOperator(operator, orderId, body)),
  ),
);

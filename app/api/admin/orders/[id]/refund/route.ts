// POST /api/admin/orders/<id>/refund/ { amount?, requestId? } — refund through the order's provider with a
// credit note and the buyer's e-mail (operators only). `amount` is in minor units of the order's
// currency (cents); absent, all that is left is refunded. A repeat answers 'unchanged'; more than
// is left is refused with what is left.
import { z } from 'zod';
import { actionResponse } from '@/lib/backoffice/action-response';
import { refundOrderAsOperator } from '@/lib/backoffice/refund-service';
import { withOperator } from '@/lib/backoffice/with-operator';
import { apiError, readJsonBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  amount: z.number().int().positive().max(100_000_000).optional(),
  // The form's id for this refund, so a resubmission refunds once.
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    1 * 1024,
    withOperator<{ params: Promise<{ id: string }> }>(async (request, { operator, context }) => {
      const body = await readJsonBody(request, 1 * 1024);
      if (!body.ok) return body.response;
      const parsed = bodySchema.safeParse(body.value);
      if (!parsed.success)
        return apiError(400, 'validation', 'The amount must be a whole number of cents above 0.', {
          details: { field: parsed.error.issues[0]?.path.join('.') ?? 'amount' },
        });
      return actionResponse(await refundOrderAsOperator(operator, (await context.params).id, parsed.data));
    }),
  ),
);

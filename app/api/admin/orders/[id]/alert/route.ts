// POST /api/admin/orders/<id>/alert/ { note } — mark the order's alert handled (operators only; idempotent).
import { z } from 'zod';
import { actionResponse } from '@/lib/backoffice/action-response';
import { markAlertHandled } from '@/lib/backoffice/order-actions';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { apiError, readJsonBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ note: z.string().trim().min(1).max(2000) });

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    16 * 1024,
    withOperator<{ params: Promise<{ id: string }> }>(async (request, { operator, context }) => {
      const body = await readJsonBody(request, 16 * 1024);
      if (!body.ok) return body.response;
      const parsed = bodySchema.safeParse(body.value);
      if (!parsed.success)
        return apiError(400, 'validation', 'A note saying what was done is required.', {
          details: { field: 'note' },
        });
      return actionResponse(
        await markAlertHandled(await getDb(), operator, (await context.params).id, parsed.data.note),
      );
    }),
  ),
);

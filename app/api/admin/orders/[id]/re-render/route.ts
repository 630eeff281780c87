// POST /api/admin/orders/<id>/re-render/ { fileId? } — render one file, or every file of a ready
// order, again from the stored spec, in place (operators only; a double click renders once).
import { z } from 'zod';
import { actionResponse } from '@/lib/backoffice/action-response';
import { reRenderFiles } from '@/lib/backoffice/re-render';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { apiError, readJsonBody, withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { downloadDeps } from '@/lib/orders/storage/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ fileId: z.string().min(1).max(100).optional() }).strict();

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    1 * 1024,
    withOperator<{ params: Promise<{ id: string }> }>(async (request, { operator, context }) => {
      const body = await readJsonBody(request, 1 * 1024);
      if (!body.ok) return body.response;
      const parsed = bodySchema.safeParse(body.value);
      if (!parsed.success) return apiError(400, 'validation', 'Send {} for every file or { fileId } for one.', { details: { field: 'fileId' } });
      const { store, render } = downloadDeps();
      const deps = { db: await getDb(), store, render };
      return actionResponse(await reRenderFiles(deps, operator, (await context.params).id, parsed.data.fileId ?? null));
    }),
  ),
);

// POST /api/admin/orders/<id>/re-render/ { fileId? } — render one file, or every file of a ready
// order, again from the stored spec, in place (operators only; a double click renders once).
import { z } from 'zod';
import { actionResponse } from '@/lib/backoffice/action-response';
import { operatorOrderBodyAction } from '@/lib/backoffice/action-route';
import { reRenderFiles } from '@/lib/backoffice/re-render';
import { getDb } from '@/lib/db/client';
import { apiRoute } from '@/lib/http/api-route';
import { downloadDeps } from '@/lib/orders/storage/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ fileId: z.string().min(1).max(100).optional() }).strict();

export const POST = apiRoute(
  operatorOrderBodyAction(
    1 * 1024,
    bodySchema,
    () => ({ message: 'Send {} for every file or { fileId } for one.', field: 'fileId' }),
    async ({ operator, orderId, body }) => {
      const { store, render } = downloadDeps();
      const deps = { db: await getDb(), store, render };
      return actionResponse(await reRenderFiles(deps, operator, orderId, body.fileId ?? null));
    },
  ),
);

// POST /api/admin/orders/<id>/links/ — fresh 24-hour download links for a ready order, answered
// to the operator (operators only; a repeat within the minute answers the same links, 'unchanged').
import { actionResponse } from '@/lib/backoffice/action-response';
import { issueFreshLinks } from '@/lib/backoffice/fresh-links';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { withBodyLimit } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { appSecrets } from '@/lib/security/app-keys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// A declared oversized body is a 413 before the operator check, as on every POST route.
export const POST = apiRoute(
  withBodyLimit(
    1 * 1024,
    withOperator<{ params: Promise<{ id: string }> }>(async (_request, { operator, context }) => {
      const result = await issueFreshLinks(await getDb(), appSecrets(), env().SITE_URL, operator, (await context.params).id);
      if (result.outcome === 'done' || result.outcome === 'unchanged') return Response.json(result);
      return actionResponse(result);
    }),
  ),
);

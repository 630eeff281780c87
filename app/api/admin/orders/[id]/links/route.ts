// POST /api/admin/orders/<id>/links/ — fresh 24-hour download links for a ready order, answered
// to the operator (operators only; a repeat within the minute answers the same links, 'unchanged').
import { actionResponse } from '@/lib/backoffice/action-response';
import { issueFreshLinks } from '@/lib/backoffice/fresh-links';
import { operatorOrderAction } from '@/lib/backoffice/action-route';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { apiRoute } from '@/lib/http/api-route';
import { appSecrets } from '@/lib/security/app-keys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  operatorOrderAction(1 * 1024, async ({ operator, orderId }) => {
    const result = await issueFreshLinks(await getDb(), appSecrets(), env().SITE_URL, operator, orderId);
    if (result.outcome === 'done' || result.outcome === 'unchanged') return Response.json(result);
    return actionResponse(result);
  }),
);

// GET /api/admin/orders/?q=… — the back office's order search as JSON (same parameters and
// paging as /admin/orders/). Operators only: 401 without a session, 404 for anyone else.
import { withOperator } from '@/lib/backoffice/with-operator';
import { parseOrderSearch, searchOrders } from '@/lib/backoffice/order-search';
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(
  withOperator(async (request) => {
    const parsed = parseOrderSearch(new URL(request.url).searchParams);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'query');
      return apiError(400, 'validation', `Invalid search parameter: ${field}.`, { details: { field } });
    }
    return Response.json(await searchOrders(await getDb(), parsed.data));
  }),
);

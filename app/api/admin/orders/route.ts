// GET /api/admin/orders/?q=&status=&from=&to=&country=&currency=&method=&sort=&after=&limit= —
// the back office's order search as JSON (operators only; the page runs the same query).
import { orderSearchSchema, searchOrders } from '@/lib/backoffice/order-search';
import { withOperator } from '@/lib/backoffice/operator';
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(
  withOperator(async (request) => {
    const search = orderSearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!search.success) {
      return apiError(400, 'validation', 'Invalid search.', { details: search.error.issues });
    }
    const page = await searchOrders(await getDb(), search.data);
    return Response.json(page, { headers: { 'Cache-Control': 'no-store' } });
  }),
);

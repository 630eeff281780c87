// GET /api/orders/ — the signed-in user's orders (account view); 401 without a session.
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/http/api-error';
import { sessionUserId } from '@/lib/orders/http';
import { listOrdersForUser } from '@/lib/orders/view';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async function GET(request: Request): Promise<Response> {
  const userId = await sessionUserId(request);
  if (!userId) return apiError(401, 'unauthorized', 'Sign in to see your orders.');
  const orders = await listOrdersForUser(await getDb(), userId);
  return Response.json({ orders }, { headers: { 'Cache-Control': 'no-store' } });
});

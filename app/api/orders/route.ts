// GET /api/orders/ — the signed-in user's orders (account view); 401 without a session. Guest
// orders placed with the account's verified address are claimed first, so they appear here.
import { requestUser } from '@/lib/auth/with-user';
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { claimGuestOrders } from '@/lib/orders/checkout/buyer-history';
import { listOrdersForUser } from '@/lib/orders/access/order-view';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async function GET(request: Request): Promise<Response> {
  const user = await requestUser(request);
  if (!user) return apiError(401, 'unauthorized', 'Sign in to see your orders.');
  const db = await getDb();
  await claimGuestOrders(db, user);
  const orders = await listOrdersForUser(db, user.uid);
  return Response.json({ orders }, { headers: { 'Cache-Control': 'no-store' } });
});

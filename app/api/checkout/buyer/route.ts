// GET /api/checkout/buyer/ — the signed-in buyer's details from their last order, so the checkout
// starts filled in; { buyer: null } for a guest or an account without orders.
import { withUser } from '@/lib/auth/with-user';
import { getDb } from '@/lib/db/client';
import { apiRoute } from '@/lib/http/api-route';
import { lastBuyerDetails } from '@/lib/orders/checkout/buyer-history';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(
  withUser(
    async (_request, { user }) => {
      const buyer = user ? await lastBuyerDetails(await getDb(), user.uid) : null;
      return Response.json({ buyer }, { headers: { 'Cache-Control': 'private, no-store' } });
    },
    { required: false },
  ),
);

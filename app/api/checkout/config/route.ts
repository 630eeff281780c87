// GET /api/checkout/config/ — which payment methods this shop offers, with public keys only.
import { publicCheckoutConfig } from '@/lib/orders/server';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(function GET(): Response {
  return Response.json(publicCheckoutConfig(), { headers: { 'Cache-Control': 'no-store' } });
});

// GET /api/checkout/config/ — which payment methods this shop offers, with public keys only.
import { publicCheckoutConfig } from '../../../../lib/orders/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(publicCheckoutConfig(), { headers: { 'Cache-Control': 'no-store' } });
}

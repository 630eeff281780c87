// POST /api/webhooks/stripe/ — verified with stripe.webhooks.constructEvent on the raw body.
// A bad signature answers 400 and changes nothing; a replayed event is acknowledged (200) so
// Stripe stops retrying, but processed only once.
import { handleStripeWebhook } from '@/lib/orders/payment/provider-flows';
import { readTextBody } from '@/lib/http/api-error';
import { flowErrorResponse } from '@/lib/orders/route-helpers';
import { flowDeps } from '@/lib/orders/server';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  // The raw text, because the signature covers the exact bytes; 512 KiB because Stripe events embed
  // whole objects (a PaymentIntent with its charges) and Stripe documents no upper bound.
  const raw = await readTextBody(request, 512 * 1024);
  if (!raw.ok) return raw.response;
  try {
    const result = await handleStripeWebhook(
      await flowDeps(),
      raw.value,
      request.headers.get('stripe-signature'),
    );
    return Response.json({ received: true, result });
  } catch (error) {
    return flowErrorResponse(error);
  }
});

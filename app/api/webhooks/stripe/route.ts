// POST /api/webhooks/stripe/ — verified with stripe.webhooks.constructEvent on the raw body.
// A bad signature answers 400 and changes nothing; a replayed event is acknowledged (200) so
// Stripe stops retrying, but processed only once.
import { handleStripeWebhook } from '../../../../lib/orders/flows';
import { flowErrorResponse } from '../../../../lib/orders/http';
import { flowDeps } from '../../../../lib/orders/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const raw = await request.text();
  if (raw.length > 512 * 1024) return new Response('too large', { status: 413 });
  try {
    const result = await handleStripeWebhook(await flowDeps(), raw, request.headers.get('stripe-signature'));
    return Response.json({ received: true, result });
  } catch (error) {
    return flowErrorResponse(error);
  }
}

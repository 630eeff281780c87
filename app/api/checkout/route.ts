// POST /api/checkout/ — create a pending order from { items, currency, locale, buyer, method }
// and start its payment. Amounts are computed here; client-sent ones are dropped by the schema.
// Guarded like every expensive endpoint: the `checkout` rate limit (card testing runs many
// orders fast) and, when a provider is configured, a bot-check token on every order — no free
// quota, since one order is all a card tester needs per try.
import { requireBotCheck } from '@/lib/bot-check/require-bot-check';
import { apiError, readJsonBody } from '@/lib/http/api-error';
import { checkoutRequestSchema, requestLocale } from '@/lib/orders/checkout/input';
import { startCheckout, UndeliverableCartError } from '@/lib/orders/payment/provider-flows';
import { flowErrorResponse, sessionUserId, validationResponse } from '@/lib/orders/route-helpers';
import { undeliverableResponse } from '@/lib/orders/checkout/refusals';
import { flowDeps, orderLink } from '@/lib/orders/server';
import { clientKey, getRateLimiter } from '@/lib/rate-limit';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(async function POST(request: Request): Promise<Response> {
  const userId = await sessionUserId(request);
  const limit = await getRateLimiter().check('checkout', request, userId);
  if (!limit.allowed) {
    return apiError(429, 'rate-limited', 'Too many orders started; please wait a moment.', {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  const botCheck = await requireBotCheck(request, { scope: 'checkout', after: 0 });
  if (botCheck) return botCheck;
  // 256 KiB, not 64: the whole cart (up to 50 specs, like /api/cart/quote/) plus the buyer's details.
  const body = await readJsonBody(request, 256 * 1024);
  if (!body.ok) return body.response;
  const parsed = checkoutRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error.issues, requestLocale(body.value));
  try {
    const started = await startCheckout(await flowDeps(), parsed.data, userId, clientKey(request.headers));
    return Response.json(
      { ...started, orderUrl: orderLink(started.orderId, started.token) },
      { status: 201 },
    );
  } catch (error) {
    if (error instanceof UndeliverableCartError)
      return undeliverableResponse(error.found, parsed.data.locale);
    return flowErrorResponse(error);
  }
});

// POST /api/checkout/ — create a pending order from { items, currency, locale, buyer, method }
// and start its payment. Amounts are computed here; client-sent ones are dropped by the schema.
import { readJsonBody } from '../../../lib/http/api-error';
import { checkoutRequestSchema } from '../../../lib/orders/checkout-input';
import { startCheckout } from '../../../lib/orders/flows';
import { flowErrorResponse, sessionUserId, validationResponse } from '../../../lib/orders/http';
import { flowDeps, orderLink } from '../../../lib/orders/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request, 256 * 1024);
  if (!body.ok) return body.response;
  const parsed = checkoutRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error.issues);
  try {
    const started = await startCheckout(await flowDeps(), parsed.data, await sessionUserId(request));
    return Response.json(
      { ...started, orderUrl: orderLink(started.orderId, started.token) },
      { status: 201 },
    );
  } catch (error) {
    return flowErrorResponse(error);
  }
}

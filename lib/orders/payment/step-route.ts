import 'server-only';
// One POST handler for every "the buyer says it paid" step (test method, Stripe confirm, PayPal
// capture): parse { orderId, token }, resolve who is asking, run the flow, map its errors.
// Rate-limited with the checkout bucket (each call asks Stripe or PayPal, so a flood would be
// amplified into provider API calls); no bot check: the order was checked when it was created,
// and a refused confirmation loses nothing — the provider's webhook still settles the order.
import { apiError, readJsonBody } from '../../http/api-error';
import { getRateLimiter } from '../../rate-limit';
import type { Viewer } from '../access/find-order';
import type { FlowDeps } from './provider-flows';
import { flowErrorResponse, orderAccessSchema, validationResponse, viewerFrom } from '../route-helpers';
import { flowDeps } from '../server';

type PaymentFlow = (deps: FlowDeps, orderId: string, viewer: Viewer) => Promise<unknown>;

export function paymentStepHandler(flow: PaymentFlow) {
  return async function POST(request: Request): Promise<Response> {
    const limit = await getRateLimiter().check('checkout', request);
    if (!limit.allowed) {
      return apiError(429, 'rate-limited', 'Too many payment confirmations; please wait a moment.', {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      });
    }
    const body = await readJsonBody(request, 4096);
    if (!body.ok) return body.response;
    const parsed = orderAccessSchema.safeParse(body.value);
    if (!parsed.success) return validationResponse(parsed.error.issues);
    try {
      const result = await flow(
        await flowDeps(),
        parsed.data.orderId,
        await viewerFrom(request, parsed.data.token),
      );
      return Response.json({ result });
    } catch (error) {
      return flowErrorResponse(error);
    }
  };
}

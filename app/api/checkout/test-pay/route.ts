// POST /api/checkout/test-pay/ — the TEST payment method ({ orderId, token }); refused (403)
// wherever test payments are disabled (provider keys set or a public SITE_URL).
import { readJsonBody } from '../../../../lib/http/api-error';
import { payWithTestMethod } from '../../../../lib/orders/flows';
import {
  flowErrorResponse,
  orderAccessSchema,
  validationResponse,
  viewerFrom,
} from '../../../../lib/orders/http';
import { flowDeps } from '../../../../lib/orders/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request, 4096);
  if (!body.ok) return body.response;
  const parsed = orderAccessSchema.safeParse(body.value);
  if (!parsed.success) return validationResponse(parsed.error.issues);
  try {
    const result = await payWithTestMethod(
      await flowDeps(),
      parsed.data.orderId,
      await viewerFrom(request, parsed.data.token),
    );
    return Response.json({ result });
  } catch (error) {
    return flowErrorResponse(error);
  }
}

// POST /api/checkout/test-pay/ — the TEST payment method ({ orderId, token }); refused (403)
// wherever test payments are disabled (provider keys set or a public SITE_URL).
import { payWithTestMethod } from '@/lib/orders/payment/provider-flows';
import { paymentStepHandler } from '@/lib/orders/payment/step-route';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(paymentStepHandler(payWithTestMethod));

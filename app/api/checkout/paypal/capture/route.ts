// POST /api/checkout/paypal/capture/ — capture the order's PayPal order on the server.
import { capturePaypalPayment } from '@/lib/orders/payment/provider-flows';
import { paymentStepHandler } from '@/lib/orders/payment/step-route';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(paymentStepHandler(capturePaypalPayment));

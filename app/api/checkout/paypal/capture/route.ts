// POST /api/checkout/paypal/capture/ — capture the order's PayPal order on the server.
import { capturePaypalPayment } from '../../../../../lib/orders/flows';
import { paymentStepHandler } from '../../../../../lib/orders/payment-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = paymentStepHandler(capturePaypalPayment);

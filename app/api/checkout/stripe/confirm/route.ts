// POST /api/checkout/stripe/confirm/ — after the Payment Element: the server asks Stripe.
import { confirmStripePayment } from '@/lib/orders/payment/provider-flows';
import { paymentStepHandler } from '@/lib/orders/payment/step-route';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = apiRoute(paymentStepHandler(confirmStripePayment));

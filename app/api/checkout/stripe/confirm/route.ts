// POST /api/checkout/stripe/confirm/ — after the Payment Element: the server asks Stripe.
import { confirmStripePayment } from '../../../../../lib/orders/flows';
import { paymentStepHandler } from '../../../../../lib/orders/payment-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = paymentStepHandler(confirmStripePayment);

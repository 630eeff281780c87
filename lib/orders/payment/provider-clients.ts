import 'server-only';
// The seller and the payment providers' clients, from the validated environment: what both the
// checkout (composition.ts) and the automatic refund (refund-failed.ts) pay or refund through. Its
// own module so the refund, which the fulfilment workers call, needs nothing of the checkout's
// composition, which queues fulfilment: each depends on this, neither on the other.
import { env } from '../../env';
import { paypalConfigured } from '../../payments/methods';
import { createPaypal, type Paypal } from '../../payments/paypal';
import { createStripe } from '../../payments/stripe';
import type { Seller } from '../transitions';

export function seller(): Seller {
  const e = env();
  return {
    name: e.SELLER_NAME,
    address: e.SELLER_ADDRESS,
    country: e.SELLER_COUNTRY,
    vatId: e.SELLER_VAT_ID,
    email: e.SELLER_EMAIL,
  };
}

let paypal: Paypal | null | undefined;

/** One PayPal client per process (it keeps its access token), null when PayPal is not configured. */
export function paypalClient(): Paypal | null {
  const e = env();
  if (paypal === undefined) {
    paypal = paypalConfigured(e)
      ? createPaypal({
          clientId: e.PAYPAL_CLIENT_ID ?? '',
          clientSecret: e.PAYPAL_CLIENT_SECRET ?? '',
          apiBase: e.PAYPAL_API_BASE,
        })
      : null;
  }
  return paypal;
}

export function stripeClient() {
  const e = env();
  return e.STRIPE_SECRET_KEY
    ? createStripe({ secretKey: e.STRIPE_SECRET_KEY, apiBase: e.STRIPE_API_BASE })
    : null;
}

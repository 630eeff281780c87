import 'server-only';
// Which payment methods the checkout offers. The TEST method completes a purchase without a
// provider, so it must never be reachable on a real shop: it is on only when no provider has
// keys AND the site's public URL is a loopback address (a developer machine or the e2e server)
// AND the deployment is not marked production.
type MethodEnv = {
  SITE_URL: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  /** `production` marks a real deployment even on a localhost SITE_URL ([accounts] uses it too). */
  DEPLOYMENT?: string;
};

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const stripeConfigured = (e: MethodEnv) => Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
export const paypalConfigured = (e: MethodEnv) => Boolean(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET);

export function testPaymentsEnabled(e: MethodEnv): boolean {
  if (e.DEPLOYMENT === 'production') return false;
  if (e.STRIPE_SECRET_KEY || e.PAYPAL_CLIENT_ID || e.PAYPAL_CLIENT_SECRET) return false;
  try {
    return loopbackHosts.has(new URL(e.SITE_URL).hostname);
  } catch {
    return false;
  }
}

export type CheckoutConfig = {
  methods: ('stripe' | 'paypal' | 'test')[];
  stripePublishableKey: string | null;
  paypalClientId: string | null;
};

/** Public checkout settings (no secret in here: it is sent to the browser). */
export function checkoutConfig(e: MethodEnv): CheckoutConfig {
  const methods: CheckoutConfig['methods'] = [];
  if (stripeConfigured(e)) methods.push('stripe');
  if (paypalConfigured(e)) methods.push('paypal');
  if (testPaymentsEnabled(e)) methods.push('test');
  return {
    methods,
    stripePublishableKey: stripeConfigured(e) ? (e.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    paypalClientId: paypalConfigured(e) ? (e.PAYPAL_CLIENT_ID ?? null) : null,
  };
}

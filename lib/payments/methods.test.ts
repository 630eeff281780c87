import { describe, expect, it } from 'vitest';
import { checkoutConfig, testPaymentsEnabled } from './methods';

const base = { SITE_URL: 'http://localhost:3000' } as const;

describe('payment methods', () => {
  it('offers the test method only on a loopback site without provider keys', () => {
    expect(testPaymentsEnabled(base)).toBe(true);
    expect(testPaymentsEnabled({ SITE_URL: 'http://127.0.0.1:3210' })).toBe(true);
    expect(checkoutConfig(base).methods).toEqual(['test']);
  });

  it('refuses the test method on a public site or when any provider key is set', () => {
    expect(testPaymentsEnabled({ SITE_URL: 'https://greeting.studio' })).toBe(false);
    expect(testPaymentsEnabled({ SITE_URL: 'http://localhost.evil.com' })).toBe(false);
    expect(testPaymentsEnabled({ ...base, STRIPE_SECRET_KEY: 'sk_live_x' })).toBe(false);
    expect(testPaymentsEnabled({ ...base, PAYPAL_CLIENT_ID: 'id' })).toBe(false);
    expect(testPaymentsEnabled({ ...base, DEPLOYMENT: 'production' })).toBe(false);
    const both = {
      ...base,
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 's',
    };
    expect(checkoutConfig(both)).toEqual({
      methods: ['stripe', 'paypal'],
      stripePublishableKey: 'pk',
      paypalClientId: 'id',
    });
  });
});

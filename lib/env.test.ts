import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, livePaymentsConfigured, resetEnvCache, sampleSeller, sampleSellerVariables } from './env';

const realSeller = { SELLER_ADDRESS: '12 Quay Road, D02 X285 Dublin', SELLER_VAT_ID: 'IE9876543W' };
const noPayments = {
  STRIPE_SECRET_KEY: undefined,
  PAYPAL_CLIENT_ID: undefined,
  PAYPAL_CLIENT_SECRET: undefined,
  PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
};

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe('sample seller data', () => {
  it('names the seller variables that still hold the sample values', () => {
    expect(sampleSellerVariables(sampleSeller)).toEqual(['SELLER_ADDRESS', 'SELLER_VAT_ID']);
    expect(sampleSellerVariables({ ...sampleSeller, SELLER_VAT_ID: realSeller.SELLER_VAT_ID })).toEqual([
      'SELLER_ADDRESS',
    ]);
    expect(sampleSellerVariables(realSeller)).toEqual([]);
  });

  it('tells live payment keys from test keys and the PayPal sandbox', () => {
    expect(livePaymentsConfigured(noPayments)).toBe(false);
    expect(livePaymentsConfigured({ ...noPayments, STRIPE_SECRET_KEY: 'sk_test_abc' })).toBe(false);
    expect(livePaymentsConfigured({ ...noPayments, STRIPE_SECRET_KEY: 'sk_live_abc' })).toBe(true);
    expect(livePaymentsConfigured({ ...noPayments, STRIPE_SECRET_KEY: 'rk_live_abc' })).toBe(true);
    const paypal = { ...noPayments, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(livePaymentsConfigured(paypal)).toBe(false);
    expect(livePaymentsConfigured({ ...paypal, PAYPAL_API_BASE: 'http://127.0.0.1:4010' })).toBe(false);
    expect(livePaymentsConfigured({ ...paypal, PAYPAL_API_BASE: 'https://api-m.paypal.com' })).toBe(true);
  });

  it('lets the embedded and test setups run with the sample seller', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_abc');
    expect(env().SELLER_ADDRESS).toBe(sampleSeller.SELLER_ADDRESS);
  });

  it('refuses live payment keys with the sample seller, naming each variable to set', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_abc');
    vi.stubEnv('SELLER_ADDRESS', realSeller.SELLER_ADDRESS);
    expect(() => env()).toThrow(/SELLER_VAT_ID: still the sample value while live payment keys are set/);
    expect(() => env()).not.toThrow(/SELLER_ADDRESS/);
    vi.stubEnv('SELLER_VAT_ID', realSeller.SELLER_VAT_ID);
    expect(env().SELLER_VAT_ID).toBe(realSeller.SELLER_VAT_ID);
  });
});

describe('cloud voice variables', () => {
  it('refuses an Azure key with nowhere to send it, and a malformed budget', () => {
    vi.stubEnv('AZURE_SPEECH_KEY', 'k');
    expect(() => env()).toThrow(/AZURE_SPEECH_KEY: set AZURE_SPEECH_REGION/);
    resetEnvCache();
    vi.stubEnv('AZURE_SPEECH_REGION', 'westeurope');
    vi.stubEnv('TTS_CLOUD_DAILY_CHARS', '200000');
    expect(env()).toMatchObject({ AZURE_SPEECH_REGION: 'westeurope', TTS_CLOUD_DAILY_CHARS: 200_000 });
    resetEnvCache();
    vi.stubEnv('TTS_CLOUD_DAILY_CHARS', 'lots');
    expect(() => env()).toThrow(/TTS_CLOUD_DAILY_CHARS/);
  });
});

describe('public variables at start-up', () => {
  it('refuses a malformed tag manager id, which the browser would ignore', () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-E2ETEST');
    expect(() => env()).not.toThrow();
    resetEnvCache();
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'UA-1234-5');
    expect(() => env()).toThrow(/NEXT_PUBLIC_GTM_ID: a Google Tag Manager container id/);
  });
});

describe('OPERATOR_EMAIL', () => {
  it('is the operator address for alert mail; unset or empty means no mail, a non-address is refused', () => {
    vi.stubEnv('OPERATOR_EMAIL', 'ops@example.com');
    expect(env().OPERATOR_EMAIL).toBe('ops@example.com');
    resetEnvCache();
    vi.stubEnv('OPERATOR_EMAIL', '');
    expect(env().OPERATOR_EMAIL).toBeUndefined();
    resetEnvCache();
    vi.stubEnv('OPERATOR_EMAIL', 'not-an-address');
    expect(() => env()).toThrow(/OPERATOR_EMAIL/);
  });
});

import { describe, expect, it } from 'vitest';
import { apiContentSecurityPolicy, contentSecurityPolicy, createNonce, nonceFromPolicy } from './csp';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const base = { nonce: 'abc123', firebaseAuthDomain: 'demo-greeting-studio.firebaseapp.com' };

describe('contentSecurityPolicy', () => {
  it('locks down framing, plugins, base and forms and allows scripts by nonce', () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    const scripts = d.get('script-src') ?? [];
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.some((s) => s === '*' || s === 'https:' || s === 'http:')).toBe(false);
  });

  it('allows exactly the documented third parties', () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get('script-src')).toEqual([
      "'self'",
      "'nonce-abc123'",
      "'wasm-unsafe-eval'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://www.googletagmanager.com',
      'https://apis.google.com',
    ]);
    expect(d.get('frame-src')).toContain('https://demo-greeting-studio.firebaseapp.com');
    expect(d.get('frame-src')).toContain('https://hooks.stripe.com');
    expect(d.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://www.googletagmanager.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(d.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(d.get('img-src')).toContain('data:');
  });

  it('opens local ports only when the auth emulator is configured', () => {
    const without = directives(contentSecurityPolicy(base));
    expect(without.get('connect-src')?.some((s) => s.startsWith('http://'))).toBe(false);
    const withEmulator = directives(contentSecurityPolicy({ ...base, authEmulatorHost: '127.0.0.1:9099' }));
    expect(withEmulator.get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']),
    );
  });

  it('adds the bot-check provider only when configured', () => {
    const plain = contentSecurityPolicy(base);
    expect(plain).not.toContain('challenges.cloudflare.com');
    expect(plain).not.toContain('recaptcha');
    const turnstile = directives(contentSecurityPolicy({ ...base, botCheck: 'turnstile' }));
    expect(turnstile.get('script-src')).toContain('https://challenges.cloudflare.com');
    expect(turnstile.get('frame-src')).toContain('https://challenges.cloudflare.com');
    const recaptcha = directives(contentSecurityPolicy({ ...base, botCheck: 'recaptcha' }));
    expect(recaptcha.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
  });

  it('lists static-page hashes, eval only in development, upgrade only on https sites', () => {
    const d = directives(
      contentSecurityPolicy({
        ...base,
        scriptHashes: ["'sha256-AAAA'"],
        development: true,
        upgradeInsecureRequests: true,
      }),
    );
    expect(d.get('script-src')).toEqual(expect.arrayContaining(["'sha256-AAAA'", "'unsafe-eval'"]));
    expect(d.has('upgrade-insecure-requests')).toBe(true);
    expect(directives(contentSecurityPolicy(base)).has('upgrade-insecure-requests')).toBe(false);
  });

  it('gives API responses a policy that allows nothing', () => {
    const d = directives(apiContentSecurityPolicy);
    expect(d.get('default-src')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('createNonce', () => {
  it('makes distinct 128-bit base64 values', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('nonceFromPolicy', () => {
  it('reads back the nonce the policy was built with', () => {
    const nonce = createNonce();
    expect(nonceFromPolicy(contentSecurityPolicy({ ...base, nonce }))).toBe(nonce);
  });

  it('finds none in a policy without one, or without a policy', () => {
    expect(nonceFromPolicy(apiContentSecurityPolicy)).toBeUndefined();
    expect(nonceFromPolicy(null)).toBeUndefined();
  });
});

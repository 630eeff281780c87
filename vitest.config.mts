import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Next resolves 'server-only' to an empty module on the server; tests run server code too.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    // Unit tests sit beside the code; tests/ holds integration tests that start servers.
    include: ['{app,components,features,stores,lib,messages,tests,scripts,bench}/**/*.test.{ts,tsx}'],
    // tests/deploy and tests/budget/*.build.test.ts need the production build: scripts/test.mjs
    // runs them after `next build` (vitest.deploy.config.mts, vitest.budget.config.mts).
    exclude: ['node_modules', '.next', 'e2e', 'data', 'tests/deploy/**', 'tests/budget/**/*.build.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on the 2-core CI machines, where the
    // suite then ran file after file (607 s wall for 562 s of work). Two keep both cores busy; the
    // suite passed whole with two under a load average of 6–12 (2026-11-29).
    maxWorkers: 2,
    // No test reaches the real VIES: nothing listens on port 9; tests that need VIES start a stand-in.
    env: { NEXT_TELEMETRY_DISABLED: '1', VIES_ENDPOINT: 'http://127.0.0.1:9' },
  },
});

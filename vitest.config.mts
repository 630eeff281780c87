import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    // Unit tests sit beside the code; tests/ holds integration tests that start servers.
    include: ['{app,components,features,stores,lib,messages,tests,scripts,bench}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', '.next', 'e2e', 'data'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // No test reaches the real VIES: nothing listens on port 9; tests that need VIES start a stand-in.
    env: { NEXT_TELEMETRY_DISABLED: '1', VIES_ENDPOINT: 'http://127.0.0.1:9' },
  },
});

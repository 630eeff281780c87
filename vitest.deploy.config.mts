// tests/deploy: two production instances of the built app on one PostgreSQL. Run by
// scripts/test.mjs after the production build; alone: `npx next build && npx vitest run -c vitest.deploy.config.mts`.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One suite, in order: each step builds on the deployment the previous one left.
    sequence: { concurrent: false },
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});

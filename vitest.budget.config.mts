// tests/budget: byte budgets of the production build. Run by scripts/test.mjs right after
// `next build`; alone (after a build): `npx vitest run -c vitest.budget.config.mts`.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/budget/**/*.build.test.ts'],
    environment: 'node',
    pool: 'threads',
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});

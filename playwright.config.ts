import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Debian's chromium, started with flags that keep it off the (closed) network. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? './test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://localhost:${port}/help/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

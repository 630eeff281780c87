// No server-side secret reaches the browser: `npm test` builds with known fake secrets
// (tests/security/fake-secrets.mjs); every file a browser can fetch from the build must lack them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fakeSecretNeedles } from '@/tests/security/fake-secrets.mjs';

// The build folder next.config.ts uses (NEXT_DIST_DIR lets builds sit side by side).
const dist = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, keep) : keep(full) ? [full] : [];
  });
}

function leaksIn(text: string, where: string): string[] {
  return Object.entries(fakeSecretNeedles)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => `${name} in ${where}`);
}

test('the scan finds a planted secret (the check itself works) and there is a build to scan', () => {
  expect(
    existsSync(path.join(dist, 'BUILD_ID')),
    'no .next build: run `npm test`, which builds with the fake secrets',
  ).toBe(true);
  const planted = `var config={key:${JSON.stringify(fakeSecretNeedles.STRIPE_SECRET_KEY)}}`;
  expect(leaksIn(planted, 'planted')).toEqual(['STRIPE_SECRET_KEY in planted']);
});

test('no secret value in client bundles, prerendered HTML or RSC payloads', async ({ request }) => {
  const clientFiles = [
    ...filesUnder(path.join(dist, 'static'), () => true),
    // Prerendered pages and their flight data are sent to browsers as they are.
    ...filesUnder(path.join(dist, 'server', 'app'), (file) => /\.(html|rsc|body|meta)$/.test(file)),
    ...filesUnder(path.join(process.cwd(), 'public'), () => true),
  ];
  expect(clientFiles.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
  const leaks: string[] = [];
  for (const file of clientFiles) {
    leaks.push(...leaksIn(readFileSync(file).toString('latin1'), path.relative(process.cwd(), file)));
  }
  // And what the running server answers to the browser at run time.
  for (const url of [
    '/',
    '/help/',
    '/api/auth/config/',
    '/api/checkout/config/',
    '/api/bot-check/config/',
    '/api/music/',
    '/api/voices/',
    '/de/',
    '/no-such-page/',
  ]) {
    leaks.push(...leaksIn(await (await request.get(url)).text(), url));
  }
  expect(leaks).toEqual([]);
});

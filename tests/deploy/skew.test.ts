// Skew protection, served: a chunk of the previous release (build A), carried into this build (B)
// the way `npm run build` does (scripts/lib/keep-static.mjs), is answered 200 and immutable by a
// production instance of B, so a tab still running A loads it; a chunk past SKEW_KEEP_DAYS is gone.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryOverStatic } from '@/scripts/lib/keep-static.mjs';
import { root, startInstance, stopInstance, waitReady, type Instance } from './cluster';

const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
const built = existsSync(path.join(distDir, 'BUILD_ID'));
const id = `skew-${process.pid}-${Date.now()}`;
const fromA = { chunk: `chunks/${id}-a.js`, manifest: `${id}/_buildManifest.js` };
const expired = `chunks/${id}-expired.js`;
const manifestFile = path.join(distDir, 'kept-static.json');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let instance: Instance | undefined;
let dataDir = '';
let previousManifest: string | null = null;

beforeAll(async () => {
  if (!built) return;
  previousManifest = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : null;
  // Build A's static folder: two of its files, and one retired 30 days ago by an earlier release.
  const previousDir = mkdtempSync(path.join(tmpdir(), 'skew-previous-'));
  for (const file of [fromA.chunk, fromA.manifest, expired]) {
    mkdirSync(path.dirname(path.join(previousDir, 'static', file)), { recursive: true });
    writeFileSync(path.join(previousDir, 'static', file), `/* ${file} of build A */`);
  }
  writeFileSync(
    path.join(previousDir, 'kept-static.json'),
    JSON.stringify({ [expired]: new Date(Date.now() - 30 * 86_400_000).toISOString() }),
  );
  const { kept } = carryOverStatic({ previousDir, distDir, keepDays: 7 });
  expect(kept.sort()).toEqual([fromA.manifest, fromA.chunk].sort());
  rmSync(previousDir, { recursive: true, force: true });

  dataDir = mkdtempSync(path.join(tmpdir(), 'skew-data-'));
  instance = startInstance('b', await freePort(), {
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: path.relative(root, distDir),
    APP_SECRET: 'skew-test-secret-0123456789abcdef',
  });
  await waitReady(instance);
}, 180_000);

afterAll(async () => {
  if (instance) await stopInstance(instance);
  for (const file of [fromA.chunk, fromA.manifest])
    rmSync(path.join(distDir, 'static', file), { force: true });
  rmSync(path.join(distDir, 'static', id), { recursive: true, force: true });
  if (previousManifest === null) rmSync(manifestFile, { force: true });
  else writeFileSync(manifestFile, previousManifest);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!built)('static chunks of the previous release (skew protection)', () => {
  it("build B serves build A's chunks, immutable, and not those past SKEW_KEEP_DAYS", async () => {
    for (const file of [fromA.chunk, fromA.manifest]) {
      const response = await fetch(`${instance!.url}/_next/static/${file}`);
      expect(response.status, file).toBe(200);
      expect(await response.text()).toBe(`/* ${file} of build A */`);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(response.headers.get('content-type')).toContain('javascript');
    }
    expect((await fetch(`${instance!.url}/_next/static/${expired}`)).status).toBe(404);
    // B's own chunks are still there beside A's.
    const html = await (await fetch(`${instance!.url}/help/`)).text();
    const own = /<script[^>]+src="([^"]*\/_next\/static\/chunks\/[^"]+)"/.exec(html)?.[1];
    expect(own).toBeTruthy();
    expect((await fetch(new URL(own!, instance!.url))).status).toBe(200);
  });
});

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureNodeModules } from './setup.mjs';

const dirs: string[] = [];

afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project whose only dependency is a dev dependency in a local folder (npm needs no network). */
function projectWithDevDependency() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-setup-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'build-tool'));
  writeFileSync(
    path.join(dir, 'build-tool', 'package.json'),
    JSON.stringify({ name: 'build-tool', version: '1.0.0' }),
  );
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'app',
      version: '1.0.0',
      private: true,
      devDependencies: { 'build-tool': 'file:./build-tool' },
    }),
  );
  return dir;
}

describe('ensureNodeModules', () => {
  // `npm start` sets NODE_ENV=production before installing; npm then omits dev dependencies by
  // default, and the build (Tailwind) and the auth emulator (firebase-tools) are dev dependencies.
  it('installs dev dependencies even when NODE_ENV is production', () => {
    const dir = projectWithDevDependency();
    vi.stubEnv('NODE_ENV', 'production');
    ensureNodeModules(dir);
    expect(existsSync(path.join(dir, 'node_modules', 'build-tool', 'package.json'))).toBe(true);
  }, 60_000);

  it('does nothing when node_modules is newer than the manifest', () => {
    const dir = projectWithDevDependency();
    ensureNodeModules(dir);
    rmSync(path.join(dir, 'node_modules', 'build-tool'), { recursive: true });
    ensureNodeModules(dir);
    expect(existsSync(path.join(dir, 'node_modules', 'build-tool'))).toBe(false);
  }, 60_000);
});

// Shared by `npm start` and `npm test`: install what is missing, from the project's own files.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

export function log(message) {
  console.log(`\x1b[36m[greeting-studio]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    log(`${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

/**
 * npm install when node_modules is missing or older than the manifest or lockfile. Dev
 * dependencies are always included: `npm start` builds (Tailwind, TypeScript) and runs the auth
 * emulator (firebase-tools), and it sets NODE_ENV=production, under which npm would leave them out.
 */
export function ensureNodeModules(dir = root) {
  const marker = path.join(dir, 'node_modules', '.package-lock.json');
  const stale =
    !existsSync(marker) ||
    ['package.json', 'package-lock.json'].some(
      (f) => existsSync(path.join(dir, f)) && statSync(path.join(dir, f)).mtimeMs > statSync(marker).mtimeMs,
    );
  if (!stale) return;
  log('Installing npm packages…');
  const { NODE_ENV: _ignored, ...env } = process.env;
  // npm ci fails on lockfiles made here (platform packages the registry lacks), so npm install.
  runOrExit('npm', ['install', '--no-audit', '--no-fund', '--include=dev'], { cwd: dir, env });
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function debInstalled(pkg) {
  return spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed');
}

/**
 * Debian packages the tests need (browser, audio tools, database server). Installed with apt
 * when missing; a machine without apt or root gets a clear message instead.
 */
export function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !debInstalled(p));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!commandExists('apt-get') || !isRoot) {
    log(`Missing system packages: ${missing.join(' ')}. Install them with: sudo apt-get install ${missing.join(' ')}`);
    process.exit(1);
  }
  log(`Installing system packages: ${missing.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runOrExit('apt-get', ['update', '-qq'], { env });
  runOrExit('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

export function nodeBin(name) {
  return path.join(root, 'node_modules', '.bin', name);
}

export function gitRevision() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

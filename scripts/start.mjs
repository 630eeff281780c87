#!/usr/bin/env node
// `npm start`: install what is missing, build, and run the production server on
// http://localhost:3000 with every embedded default (PGlite, local voices, auth emulator,
// test payments). Ctrl+C stops everything it started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureNodeModules, log, root, runOrExit } from './lib/setup.mjs';
import { startServices, stopServices } from './lib/services.mjs';
import { allocatorEnv } from './lib/allocator-env.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'production';
const port = process.env.PORT ?? '3000';

ensureNodeModules();
// The auth emulator starts while the bundle builds: a first start waits for neither twice.
const starting = startServices({ purpose: 'start' }).then(
  (services) => ({ services }),
  (error) => ({ error }),
);
log('Building the production bundle…');
// As `npm run build` (the previous build's chunks stay for tabs still open on it), in a child
// process so the emulator's start goes on meanwhile.
const buildStatus = await new Promise((resolve) => {
  const build = spawn(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  build.on('exit', (code) => resolve(code ?? 1));
});
const started = await starting;
if (buildStatus !== 0 || 'error' in started) {
  if ('services' in started) await stopServices(started.services);
  else console.error(started.error);
  process.exit(buildStatus || 1);
}
const { services } = started;

// With a PostgreSQL of your own (DATABASE_URL), the release step runs here too: instances only
// check the schema; PGlite is migrated by the app itself.
if (process.env.DATABASE_URL) {
  log('Migrating the database…');
  runOrExit(process.execPath, [path.join(root, 'scripts', 'migrate.mjs')]);
}

log(`Starting Greeting Studio on http://localhost:${port}/`);
// scripts/serve.mjs: Next's request handler behind the in-memory cache of prerendered pages.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), port], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...services.env, ...allocatorEnv() },
});

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await stopServices(services);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
server.on('exit', (code) => void shutdown(code ?? 0));

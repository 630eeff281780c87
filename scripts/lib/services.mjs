// Background services next to the app: the embedded defaults that run as their own process.
// Today that is the Firebase Auth emulator (npm firebase-tools), configured like a current real
// project; the database (PGlite) and voices run inside the app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { log, nodeBin, root } from './setup.mjs';

export const firebaseProjectId = 'demo-greeting-studio';

/** @typedef {{ name: string, stop: () => Promise<void> }} RunningService */

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`service stopped before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The Auth emulator on free ports (so `npm start` and `npm test` can run side by side), with the
 * UI off so nothing is downloaded, and email enumeration protection on.
 * @param {{ quiet?: boolean }} options
 * @returns {Promise<{ env: Record<string, string>, service: RunningService }>}
 */
export async function startAuthEmulator({ quiet = false } = {}) {
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'greeting-studio-auth-'));
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(nodeBin('firebase'), ['emulators:start', '--only', 'auth', '--project', firebaseProjectId, '--config', config], {
    cwd: root,
    // Same process group as its parent: when a test runner kills the server's group (Playwright
    // does, with SIGKILL), the emulator goes with it instead of being orphaned.
    detached: false,
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  let alive = true;
  child.on('exit', () => (alive = false));
  const host = `127.0.0.1:${authPort}`;
  const stop = async () => {
    if (alive && child.pid) {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((r) => (alive ? child.once('exit', r) : r(undefined)));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://${host}/`, 120_000, () => alive);
    // Like a current real project: a wrong password and an unknown email look the same.
    const response = await fetch(`http://${host}/emulator/v1/projects/${firebaseProjectId}/config`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ signIn: { allowDuplicateEmails: false }, emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
    });
    if (!response.ok) throw new Error(`emulator config failed: ${response.status} ${await response.text()}`);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`Firebase Auth emulator on ${host} (project ${firebaseProjectId})`);
  return {
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: host,
      FIREBASE_PROJECT_ID: firebaseProjectId,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: host,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: firebaseProjectId,
    },
    service: { name: 'firebase-auth-emulator', stop },
  };
}

/**
 * @param {{ purpose: 'start' | 'test' }} options
 * @returns {Promise<{ env: Record<string, string>, running: RunningService[] }>}
 */
export async function startServices(options) {
  const running = [];
  const env = {};
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST && !process.env.FIREBASE_SERVICE_ACCOUNT_JSON) {
    const auth = await startAuthEmulator({ quiet: options.purpose === 'test' });
    running.push(auth.service);
    Object.assign(env, auth.env);
  }
  return { env, running };
}

/** @param {{ running: RunningService[] }} services */
export async function stopServices(services) {
  await Promise.allSettled(services.running.map((s) => s.stop()));
}

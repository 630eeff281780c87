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

/**
 * `count` distinct ports nothing listens on right now. All are held open until every one is
 * known: closing each before asking for the next could hand the same port out twice.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      server.unref();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve(undefined));
      });
    }
    return servers.map((s) => /** @type {net.AddressInfo} */ (s.address()).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r(undefined)))));
  }
}

/** A port nothing listens on right now. */
export async function freePort() {
  return (await freePorts(1))[0];
}

/**
 * Polls until `ready(response)` holds for a request to `url` (a GET unless `init` says otherwise):
 * polling is a state check, the 250 ms between tries only spaces them.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => boolean} isAlive
 * @param {RequestInit} [init]
 * @param {(response: Response) => Promise<boolean>} [ready]
 */
async function waitFor(url, timeoutMs, isAlive, init, ready = async (response) => response.ok) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`service stopped before ${url} answered`);
    try {
      if (await ready(await fetch(url, init))) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Ready means the Auth API answers, not only the port: the emulator's HTTP server accepts
 * connections (and answers `/`) a moment before its Identity Toolkit routes work, and a first
 * sign-in in that moment failed under load. createAuthUri changes nothing (no user is made).
 * @param {string} host
 * @param {number} timeoutMs
 * @param {() => boolean} isAlive
 */
export async function waitForAuthApi(host, timeoutMs, isAlive) {
  await waitFor(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key=emulator-readiness`,
    timeoutMs,
    isAlive,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'readiness@example.invalid', continueUri: 'http://localhost/' }),
    },
    async (response) => {
      if (!response.ok) return false;
      const body = await response.json().catch(() => null);
      return body !== null && typeof body === 'object' && !('error' in body);
    },
  );
}

/** How many times a start is tried when the emulator exits before it answers. */
const emulatorAttempts = 3;

/**
 * The Auth emulator on free ports (so `npm start` and `npm test` can run side by side), with the
 * UI off so nothing is downloaded, and email enumeration protection on. An emulator that exits
 * before answering (a port taken in the moment between choosing and binding it, a slow first
 * start) is started again on new ports; the last attempt's output goes into the error.
 * @param {{ quiet?: boolean, command?: string[] }} options `command`: the program and its first
 *   arguments (tests put a stand-in here); the emulator's own arguments follow.
 * @returns {Promise<{ env: Record<string, string>, service: RunningService }>}
 */
export async function startAuthEmulator({ quiet = false, command = [nodeBin('firebase')] } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchAuthEmulator(quiet, command);
    } catch (error) {
      if (!(error instanceof EmulatorExited) || attempt >= emulatorAttempts) throw error;
      log(`The Auth emulator stopped before it answered (attempt ${attempt} of ${emulatorAttempts}); starting it again.`);
    }
  }
}

class EmulatorExited extends Error {}

/** The last lines a child printed, for an error message. */
function outputTail(maxLines = 40) {
  /** @type {string[]} */
  const lines = [];
  return {
    /** @param {Buffer} chunk */
    add(chunk) {
      lines.push(...chunk.toString('utf8').split('\n').filter((l) => l.trim() !== ''));
      if (lines.length > maxLines) lines.splice(0, lines.length - maxLines);
    },
    text: () => lines.join('\n'),
  };
}

/**
 * @param {boolean} quiet
 * @param {string[]} command
 */
async function launchAuthEmulator(quiet, command) {
  const [authPort, hubPort, loggingPort] = await freePorts(3);
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
  const [program, ...programArgs] = command;
  const child = spawn(program, [...programArgs, 'emulators:start', '--only', 'auth', '--project', firebaseProjectId, '--config', config], {
    cwd: root,
    // Same process group as its parent: when a test runner kills the server's group (Playwright
    // does, with SIGKILL), the emulator goes with it instead of being orphaned.
    detached: false,
    // Quiet: the output is kept (the last lines only) to explain a failed start, not shown.
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  const output = outputTail();
  child.stdout?.on('data', output.add);
  child.stderr?.on('data', output.add);
  let alive = true;
  /** @type {string} */
  let exitStatus = '';
  child.on('exit', (code, signal) => {
    alive = false;
    exitStatus = signal ? `signal ${signal}` : `code ${code}`;
  });
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
    await waitForAuthApi(host, 60_000, () => alive);
    // Like a current real project: a wrong password and an unknown email look the same.
    const response = await fetch(`http://${host}/emulator/v1/projects/${firebaseProjectId}/config`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ signIn: { allowDuplicateEmails: false }, emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
    });
    if (!response.ok) throw new Error(`emulator config failed: ${response.status} ${await response.text()}`);
  } catch (error) {
    const exitedByItself = !alive;
    await stop();
    if (!exitedByItself) throw error;
    const printed = output.text();
    throw new EmulatorExited(
      `The Firebase Auth emulator exited (${exitStatus}) before ${host} answered.${printed ? `\nIts last output:\n${printed}` : ''}`,
    );
  }
  log(`Firebase Auth emulator on ${host} (project ${firebaseProjectId})`);
  return {
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: host,
      FIREBASE_PROJECT_ID: firebaseProjectId,
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

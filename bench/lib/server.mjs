// The production server the benchmarks measure: scripts/serve.mjs (as `npm start`) on the bench
// build (.next-bench), the embedded services (auth emulator), a throw-away data folder, rate limits
// off unless asked for, and a preload that lets the memory section force a garbage collection (gc-hook.mjs).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/setup.mjs';
import { allocatorEnv } from '../../scripts/lib/allocator-env.mjs';

/** BENCH_DIST_DIR: another build folder, so parallel work does not overwrite the bench build. */
export const distDir = process.env.BENCH_DIST_DIR ?? '.next-bench';
const hook = path.join(root, 'bench', 'lib', 'gc-hook.mjs');

/** Process ids of `pid` and all its descendants (Linux /proc). */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  const out = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift();
    out.push(p);
    queue.push(...(children.get(p) ?? []));
  }
  return out;
}

/** CPU milliseconds (user + system) used so far by a process. */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Resident memory of one process in bytes (0 when it is gone). */
export function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function hasHook(pid) {
  try {
    // The executable, not argv[0]: the Next server renames its process title.
    if (path.basename(readlinkSync(`/proc/${pid}/exe`)) !== 'node') return false;
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').some((v) => v.startsWith('NODE_OPTIONS=') && v.includes(hook));
  } catch {
    return false;
  }
}

async function waitForHttp(url, timeoutMs, alive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('the server exited before it answered');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {{ port: number, servicesEnv: Record<string, string>, rateLimit?: boolean, env?: Record<string, string>, log?: string }} options
 */
/** True when something already accepts connections on the port (e.g. a server a crashed run left behind). */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startApp({ port, servicesEnv, rateLimit = false, env = {}, log = '/tmp/bench-server.log' }) {
  // A server already on the port would answer for ours and every figure would be its figure.
  if (await portInUse(port)) throw new Error(`port ${port} is already in use; stop that server or pass --port=`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'greeting-studio-bench-'));
  const gcDir = path.join(dataDir, 'gc');
  mkdirSync(gcDir);
  const out = createWriteStream(log, { flags: 'a' });
  const startedAt = performance.now();
  // What `npm start` runs: scripts/serve.mjs, Next behind the cache of prerendered pages.
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...servicesEnv,
      ...allocatorEnv(),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      RATE_LIMIT_DISABLED: rateLimit ? '0' : '1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import ${hook}`.trim(),
      BENCH_GC: '1',
      BENCH_GC_DIR: gcDir,
      ...env,
    },
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let alive = true;
  const exited = new Promise((resolve) =>
    child.on('exit', () => {
      alive = false;
      resolve(undefined);
    }),
  );
  const url = `http://localhost:${port}`;
  try {
    await waitForHttp(`${url}/api/voices/`, 120_000, () => alive);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const readyMs = performance.now() - startedAt;
  await new Promise((r) => setTimeout(r, 500));
  if (!alive) throw new Error('the server exited right after start (port taken?)');

  /** Resident memory of the server: every process in its tree (the Next server and helpers). */
  const rss = () => processTree(child.pid).reduce((sum, p) => sum + rssOf(p), 0);

  /** CPU milliseconds used so far by the server's processes. */
  const cpuMs = () => processTree(child.pid).reduce((sum, p) => sum + cpuMsOf(p), 0);

  /** Force a GC in every Node process of the tree; resolves with the summed after-GC figures. */
  async function gc() {
    // Only Node processes that preloaded the hook: SIGUSR2 would end any other process.
    const pids = processTree(child.pid).filter(hasHook);
    for (const p of pids) rmSync(path.join(gcDir, `gc-${p}.json`), { force: true });
    const signalled = [];
    for (const p of pids) {
      try {
        process.kill(p, 'SIGUSR2');
        signalled.push(p);
      } catch {
        // Gone.
      }
    }
    const deadline = Date.now() + 20_000;
    const reports = [];
    for (const p of signalled) {
      const file = path.join(gcDir, `gc-${p}.json`);
      while (!existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (existsSync(file)) reports.push(JSON.parse(readFileSync(file, 'utf8')));
    }
    if (reports.length === 0) throw new Error('no process answered the GC signal');
    await new Promise((r) => setTimeout(r, 300));
    return { reports, rss: rss() };
  }

  async function stop() {
    if (alive) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => alive && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { url, pid: child.pid, readyMs, rss, cpuMs, gc, stop, alive: () => alive };
}

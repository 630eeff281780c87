// The pieces of a small deployment for tests/deploy: production instances of the built app
// (scripts/serve.mjs, as `npm run serve` runs it), and a round-robin load balancer in front of
// them that can take an instance out of rotation and wait for its requests in flight (a drain).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

export type Instance = {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  /** Everything it printed, for assertions and for the failure message. */
  output: string[];
  exited: Promise<number | null>;
};

export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), String(port)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const record = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, url: `http://127.0.0.1:${port}`, process: child, output, exited };
}

/** Until the instance answers a route that needs its database (the order API's 404 path). */
export async function waitReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void instance.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${instance.name} exited (${exitCode}):\n${instance.output.slice(-30).join('\n')}`);
    try {
      // Readiness: database reachable, schema current, worker pools up, storage writable.
      const response = await fetch(`${instance.url}/api/ready/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${instance.name} not ready:\n${instance.output.slice(-30).join('\n')}`);
}

export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  instance.process.kill(signal);
  await instance.exited;
}

export type Balancer = {
  url: string;
  setBackends: (ports: number[]) => void;
  /** Take a backend out of rotation and wait until none of its requests is in flight. */
  drain: (port: number) => Promise<void>;
  add: (port: number) => void;
  close: () => Promise<void>;
};

export async function startBalancer(port: number, backends: number[]): Promise<Balancer> {
  let rotation = [...backends];
  let next = 0;
  const inFlight = new Map<number, number>();
  const server = http.createServer((request, response) => {
    const target = rotation[next++ % rotation.length];
    if (target === undefined) {
      response.writeHead(503).end();
      return;
    }
    inFlight.set(target, (inFlight.get(target) ?? 0) + 1);
    const done = () => inFlight.set(target, (inFlight.get(target) ?? 1) - 1);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
        reply.once('end', done);
        reply.once('error', done);
      },
    );
    upstream.once('error', () => {
      done();
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setBackends: (ports) => (rotation = [...ports]),
    add: (p) => void (rotation.includes(p) || rotation.push(p)),
    drain: async (p) => {
      rotation = rotation.filter((r) => r !== p);
      while ((inFlight.get(p) ?? 0) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

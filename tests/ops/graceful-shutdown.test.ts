// SIGTERM against a server wired like scripts/serve.mjs: a request in flight gets its whole answer,
// new connections are refused, the shutdown hooks run in order after the request, the process
// exits 0 — and a request longer than SHUTDOWN_GRACE_MS is cut off at the grace time. Every stdout
// line is a JSON log object; request lines carry id, route, status and duration.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const fixture = path.join(import.meta.dirname, 'drain-fixture.ts');
type Line = Record<string, unknown>;
let child: ChildProcess | undefined;
afterEach(() => void child?.kill('SIGKILL'));

async function start(graceMs: number) {
  const proc = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, SHUTDOWN_GRACE_MS: String(graceMs), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = proc;
  const lines: Line[] = [];
  let buffer = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as Line);
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const listening = lines.find((l) => l.msg === 'listening');
      if (listening) {
        clearInterval(timer);
        resolve(listening.port as number);
      }
    }, 20);
    void exited.then(() => reject(new Error('fixture exited before listening')));
  });
  return { proc, lines, exited, port };
}

function get(port: number, pathname: string): Promise<{ status: number; body: string; requestId: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            requestId: String(response.headers['x-request-id']),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, runs hooks in order, exits 0', async () => {
    const { proc, lines, exited, port } = await start(5000);
    const slow = get(port, '/slow/?ms=1000');
    await new Promise((r) => setTimeout(r, 200));
    proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    await expect(get(port, '/late/')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'done after 1000 ms' });
    expect(await exited).toBe(0);

    const messages = lines.map((l) => l.msg);
    const order = [
      'shutting down',
      'handler finished',
      'request',
      'requests in flight finished',
      'hook ran',
      'hook ran',
      'stopped',
    ];
    expect(messages.filter((m) => order.includes(m as string))).toEqual(order);
    expect(lines.filter((l) => l.msg === 'hook ran').map((l) => l.hook)).toEqual(['jobs', 'database']);
    expect(lines.find((l) => l.hook === 'jobs')?.inFlight).toBe(0);
    const request = lines.find((l) => l.msg === 'request')!;
    expect(request).toMatchObject({ reqId: answer.requestId, method: 'GET', route: '/slow/', status: 200 });
    expect(request.durationMs).toBeGreaterThanOrEqual(990);
    // A line logged by the handler carries the id of the request it served.
    expect(lines.find((l) => l.msg === 'handler finished')?.reqId).toBe(answer.requestId);
  });

  it('cuts a request off at SHUTDOWN_GRACE_MS and still runs the hooks', async () => {
    const { proc, lines, exited, port } = await start(300);
    const slow = get(port, '/slow/?ms=10000').catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(3000);
    expect(await slow).toBeInstanceOf(Error);
    expect(lines.find((l) => l.msg === 'grace time over, requests cut off')).toMatchObject({
      cutOff: 1,
      finished: false,
    });
    expect(lines.filter((l) => l.msg === 'hook ran')).toHaveLength(2);
  });
});

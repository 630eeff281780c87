// The production server's own refusals (scripts/lib/http-limits.mjs, used by scripts/serve.mjs):
// TRACE and other unsupported methods get 405 without a stack, a client that never finishes its
// headers or body is cut off, and a client hanging up is told apart from a server fault.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allowedMethods,
  isClientAbort,
  refuseUnsupportedMethod,
  serverOptions,
} from '@/scripts/lib/http-limits.mjs';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(timeoutMs = 30_000): Promise<number> {
  server = http.createServer(serverOptions(timeoutMs), (request, response) => {
    if (refuseUnsupportedMethod(request, response)) return;
    // Stands in for Next: reads the whole body, then answers.
    request.resume();
    request.on('end', () => response.end(`ok ${request.method}`));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw exchange, so methods fetch refuses (TRACE) can be sent. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('methods', () => {
  it('answers TRACE, CONNECT-like and WebDAV methods 405 with Allow and no stack', async () => {
    const port = await start();
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK']) {
      const answer = await raw(
        port,
        `${method} /api/voices/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toContain(`Allow: ${allowedMethods.join(', ')}`);
      expect(answer).toContain('"code":"method-not-allowed"');
      expect(answer).not.toMatch(/\bat \w|\.ts:\d+|Error/);
    }
  });

  it('lets the methods the site uses through', async () => {
    const port = await start();
    for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method });
      expect(await response.text()).toBe(`ok ${method}`);
    }
  });
});

describe('timeouts', () => {
  it('uses 30 s for headers and bodies by default, not Node’s 300 s', () => {
    expect(serverOptions()).toMatchObject({ requestTimeout: 30_000, headersTimeout: 30_000 });
  });

  it('cuts off a client that stalls in its headers or body', async () => {
    const port = await start(500);
    const started = Date.now();
    // Headers never finished.
    const stalledHeaders = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    // Body announced but never sent.
    const stalledBody = await raw(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{');
    expect(stalledHeaders).toMatch(/^HTTP\/1\.1 408 /);
    expect(stalledBody).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('client aborts', () => {
  it('are recognised by their codes, not mistaken for server faults', () => {
    expect(isClientAbort(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isClientAbort(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(true);
    expect(isClientAbort(new Error('aborted'), { destroyed: true })).toBe(true);
    expect(isClientAbort(new Error('aborted'), { destroyed: false, socket: { destroyed: false } })).toBe(
      false,
    );
    expect(isClientAbort(new TypeError('cannot read properties of undefined'))).toBe(false);
  });
});

// Forged client addresses over a real socket: the serve.mjs peer header cannot be supplied by a
// client, and X-Forwarded-For decides only as far as TRUST_PROXY_HOPS trusts it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/rate-limit/client-key';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { markPeerAddress, peerAddressHeader as serverHeader } from '@/scripts/lib/peer-address.mjs';

let server: http.Server;
let base = '';

beforeAll(async () => {
  // What serve.mjs does before Next sees the request, then what a route handler reads.
  server = http.createServer((request, response) => {
    markPeerAddress(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    const hops = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('hops'));
    response.end(clientAddress(headers, hops));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ask = (hops: number, headers: Record<string, string>) =>
  fetch(`${base}/?hops=${hops}`, { headers }).then((r) => r.text());

describe('client address behind 0, 1 and 2 proxies', () => {
  it('the app and the server agree on the header name', () => {
    expect(serverHeader).toBe(peerAddressHeader);
  });

  it('0 hops: the socket address, whatever the client forges', async () => {
    for (let i = 0; i < 5; i++) {
      const seen = await ask(0, {
        'x-forwarded-for': `198.51.100.${i}`,
        [peerAddressHeader]: `203.0.113.${i}`,
        'x-real-ip': `192.0.2.${i}`,
      });
      expect(seen).toBe('127.0.0.1');
    }
  });

  it('1 hop: the address the proxy appended, not what the client prepended', async () => {
    expect(await ask(1, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await ask(1, { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('2 hops: the entry before the inner proxy', async () => {
    expect(await ask(2, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.5' })).toBe('203.0.113.7');
    // A forged peer header changes nothing: the socket address is the last link of the chain.
    expect(await ask(2, { 'x-forwarded-for': '203.0.113.7', [peerAddressHeader]: '6.6.6.6' })).toBe(
      '203.0.113.7',
    );
  });
});

import { env } from '../env';
import { peerAddressHeader } from '../http/peer-address';

/**
 * The client a request counts against. Only scripts/serve.mjs sees the socket: it drops any
 * incoming `peerAddressHeader` and sets it to the socket's address, so the header cannot be forged.
 * X-Forwarded-For is forgeable from the left: each trusted proxy appends the address it was
 * reached from, so with `hops` proxies in front the client is `hops` entries from the right of
 * [...forwarded, socket]. Entries a client wrote itself sit further left and are never read.
 * Without a socket address (a server not started by serve.mjs) every visitor is "local".
 */
export function clientAddress(headers: Headers, hops: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, headers.get(peerAddressHeader)?.trim() || 'local'];
  // Fewer entries than proxies: the request skipped a proxy; the leftmost is the best we know.
  const picked = chain[chain.length - 1 - hops] ?? chain[0] ?? 'local';
  return picked.slice(0, 64);
}

/** The client address under this deployment's TRUST_PROXY_HOPS. */
export function clientKey(headers: Headers): string {
  return clientAddress(headers, env().TRUST_PROXY_HOPS);
}

// The socket address for the app, which only sees headers (lib/rate-limit/client-key.ts reads it).
// Whatever a client sent under this name is dropped first, so only this server can set it.
export const peerAddressHeader = 'x-gs-peer-address';

/** Overwrite the peer header on an incoming request with its socket's address. */
export function markPeerAddress(request) {
  delete request.headers[peerAddressHeader];
  const address = request.socket?.remoteAddress;
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; one spelling per client.
  if (address) request.headers[peerAddressHeader] = address.replace(/^::ffff:(?=\d+\.)/, '');
}

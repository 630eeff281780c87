/**
 * The header scripts/serve.mjs sets to the TCP peer's address after removing any copy the client
 * sent (Next's route handlers never see the socket). Keep in step with scripts/lib/peer-address.mjs.
 */
export const peerAddressHeader = 'x-gs-peer-address';

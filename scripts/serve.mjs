#!/usr/bin/env node
// The production server (`npm start`, the browser tests and the benchmarks run it in place of
// `next start`): Next's own request handler behind an in-memory cache of prerendered pages. A
// prerendered page is the same bytes for every visitor of a build, yet each request still costs
// the proxy and the App Router pipeline (~2 ms of CPU); replaying the stored response costs a
// socket write, which is what a CDN in front of Next would do. The rules — which requests and
// responses qualify, the key — live in lib/http/page-cache.ts with their tests; everything else
// goes to Next unchanged.
//   node scripts/serve.mjs [port]      (PORT, default 3000; NEXT_DIST_DIR picks the build)
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import next from 'next';
import { tsImport } from 'tsx/esm/api';
import { isClientAbort, refuseUnsupportedMethod, serverOptions } from './lib/http-limits.mjs';
import { markPeerAddress } from './lib/peer-address.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
// What `next start` sets before it loads the app.
process.env.NODE_ENV = 'production';
process.env.PORT = String(port);
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://localhost:${port}`;

const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
// After prepare: tsx's resolver, once loaded, stands in the way of Next compiling next.config.ts.
const { PageCache, bypassReason, cacheKey, replayHeaders, storeRejection, toEntry } = await tsImport(
  '../lib/http/page-cache.ts',
  import.meta.url,
);

// Operations (lib/ops/serve-ops.ts): request ids, JSON logs, metrics, graceful shutdown.
const { installGracefulShutdown, observeRequests, shutdownGraceMs } = await tsImport(
  '../lib/ops/serve-ops.ts',
  import.meta.url,
);
const { InFlight } = await tsImport('../lib/ops/shutdown.ts', import.meta.url);
const { routeConsoleToLogger } = await tsImport('../lib/ops/logger.ts', import.meta.url);
routeConsoleToLogger();
const inFlight = new InFlight();
const observe = observeRequests(inFlight);

/** A few dozen pages of ~130 KiB, identity and gzip: 32 MiB holds them all with room to spare. */
const cache = new PageCache(32 * 1024 * 1024);

/** Same shape as lib/security/csp.ts createNonce: 128 random bits, base64. */
const nonce = () => randomBytes(16).toString('base64');

function replay(response, entry) {
  const headers = replayHeaders(entry, nonce());
  headers.push(['Content-Length', String(entry.body.byteLength)], ['X-Page-Cache', 'hit']);
  response.writeHead(entry.status, Object.fromEntries(headers));
  response.end(entry.body);
}

/** Let Next answer, recording what goes on the wire (after Next's own gzip) to store it if allowed. */
function handleAndRecord(request, response, key) {
  const chunks = [];
  let size = 0;
  let tooBig = false;
  const record = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooBig) return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk);
    size += buffer.byteLength;
    if (size > 4 * 1024 * 1024) tooBig = true;
    else chunks.push(buffer);
  };
  const write = response.write;
  const end = response.end;
  response.write = function (chunk, encoding, callback) {
    record(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  response.end = function (chunk, encoding, callback) {
    record(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  };
  // Headers passed to writeHead are not all visible through getHeaders(); keep them.
  let headPairs = [];
  const writeHead = response.writeHead;
  response.writeHead = function (status, ...rest) {
    const given = rest.find((r) => r && typeof r === 'object');
    if (Array.isArray(given))
      headPairs = Array.from({ length: given.length / 2 }, (_, i) => [given[2 * i], given[2 * i + 1]]);
    else if (given) headPairs = Object.entries(given);
    return writeHead.call(this, status, ...rest);
  };
  response.once('finish', () => {
    if (tooBig || request.method !== 'GET') return;
    // Next's spelling of the names, so a replay looks like the response it copies.
    const headers = {};
    for (const name of response.getRawHeaderNames()) headers[name] = response.getHeader(name);
    for (const [name, value] of headPairs) {
      for (const known of Object.keys(headers))
        if (known.toLowerCase() === name.toLowerCase()) delete headers[known];
      headers[name] = value;
    }
    const lower = Object.fromEntries(Object.entries(headers).map(([n, v]) => [n.toLowerCase(), v]));
    const body = Buffer.concat(chunks);
    // A body cut short (or one we failed to record whole) must never be replayed.
    const declared = lower['content-length'];
    if (declared !== undefined && Number(declared) !== body.byteLength) return;
    if (storeRejection(response.statusCode, lower, body) !== null) return;
    cache.set(key, toEntry(response.statusCode, headers, body));
  });
  return handle(request, response);
}

/** Next answers its own errors; this only catches a failure of the handler itself. */
function toNext(request, response, run) {
  Promise.resolve()
    .then(run)
    .catch((error) => {
      // A visitor who closed the tab is not a server fault.
      if (!isClientAbort(error, request)) console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
}

function serve(request, response) {
  if (bypassReason(request) !== null) return toNext(request, response, () => handle(request, response));
  const key = cacheKey(request);
  const entry = cache.get(key);
  if (entry) return replay(response, entry);
  return toNext(request, response, () => handleAndRecord(request, response, key));
}

const server = http.createServer(serverOptions(), (request, response) => {
  if (refuseUnsupportedMethod(request, response)) return;
  markPeerAddress(request);
  observe(request, response, () => serve(request, response));
});

server.listen(port, () => {
  console.log(`> Greeting Studio on http://localhost:${port}/ (page cache ${cache.bytes} B)`);
});

// SIGTERM: stop accepting, finish requests in flight (SHUTDOWN_GRACE_MS), run shutdown hooks, exit.
installGracefulShutdown(server, inFlight, { graceMs: shutdownGraceMs(), close: () => app.close() });

// A server wired like scripts/serve.mjs (observeRequests + installGracefulShutdown) whose answers
// take ?ms= milliseconds: tests/ops/graceful-shutdown.test.ts sends it SIGTERM mid-request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from '@/lib/ops/logger';
import { installGracefulShutdown, observeRequests, shutdownGraceMs } from '@/lib/ops/serve-ops';
import { InFlight, onShutdown, SHUTDOWN_ORDER } from '@/lib/ops/shutdown';

const inFlight = new InFlight();
const observe = observeRequests(inFlight);
const server = http.createServer((request, response) =>
  observe(request, response, () => {
    const ms = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
    setTimeout(() => {
      logger().info('handler finished');
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`done after ${ms} ms`);
    }, ms);
  }),
);
onShutdown('database', () => logger().info({ hook: 'database' }, 'hook ran'), SHUTDOWN_ORDER.database);
onShutdown(
  'jobs',
  () => logger().info({ hook: 'jobs', inFlight: inFlight.count }, 'hook ran'),
  SHUTDOWN_ORDER.jobs,
);
server.listen(0, '127.0.0.1', () =>
  logger().info({ port: (server.address() as AddressInfo).port }, 'listening'),
);
installGracefulShutdown(server, inFlight, { graceMs: shutdownGraceMs() });

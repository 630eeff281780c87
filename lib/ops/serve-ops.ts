// What scripts/serve.mjs adds around Next for operations, kept out of serve.mjs itself: every
// request runs in a request context, gets an X-Request-Id, one JSON log line and its metrics;
// SIGTERM/SIGINT drain the server and run the shutdown hooks before exit.
// No 'server-only' marker: serve.mjs loads this module outside Next, where the marker throws.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logger as defaultLogger } from './logger';
import { metrics, recordRequest } from './metrics';
import { requestIdFrom, requestStorage } from './request-context';
import { drainServer, InFlight, isDraining, runShutdownHooks } from './shutdown';

export type Observed = (request: IncomingMessage, response: ServerResponse, handle: () => void) => void;

/** Wrap the server's handler: context, id header, in-flight count, log line and metrics. */
export function observeRequests(inFlight: InFlight, log: () => Logger = defaultLogger): Observed {
  return (request, response, handle) => {
    const requestId = requestIdFrom(request.headers['x-request-id']);
    const started = process.hrtime.bigint();
    inFlight.track(response);
    response.setHeader('X-Request-Id', requestId);
    // While draining, every answer tells the client not to reuse the connection.
    if (isDraining()) response.setHeader('Connection', 'close');
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const pathname = (request.url ?? '/').split('?')[0] ?? '/';
      const status = response.writableFinished ? response.statusCode : 499; // 499: client went away
      recordRequest(metrics(), { method: request.method ?? 'GET', pathname, status, seconds });
      log().info(
        {
          reqId: requestId,
          method: request.method,
          route: pathname,
          status,
          durationMs: Math.round(seconds * 1e4) / 10,
        },
        'request',
      );
    });
    requestStorage().run({ requestId }, handle);
  };
}

/** Grace time from SHUTDOWN_GRACE_MS (validated in lib/env.ts), 20 s by default. */
export function shutdownGraceMs(value = process.env.SHUTDOWN_GRACE_MS): number {
  const ms = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(ms) && ms >= 0 ? ms : 20_000;
}

/** Hooks get at least this long even when the requests used the whole grace time. */
const HOOK_BUDGET_MS = 10_000;

/**
 * On SIGTERM or SIGINT: drain, run hooks, `close` (Next's app), exit 0. A second signal exits at
 * once (an operator who means it).
 */
export function installGracefulShutdown(
  server: Server,
  inFlight: InFlight,
  options: {
    graceMs: number;
    close?: () => Promise<void>;
    exit?: (code: number) => void;
    log?: () => Logger;
  },
): void {
  const log = options.log ?? defaultLogger;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return exit(1);
    stopping = true;
    log().info({ signal, inFlight: inFlight.count, graceMs: options.graceMs }, 'shutting down');
    void (async () => {
      const drained = await drainServer(server, inFlight, options.graceMs);
      log().info(
        drained,
        drained.finished ? 'requests in flight finished' : 'grace time over, requests cut off',
      );
      await runShutdownHooks(HOOK_BUDGET_MS, (message, error) => log().error({ err: error }, message));
      await options
        .close?.()
        .catch((error: unknown) => log().error({ err: error }, 'closing the app failed'));
      log().info('stopped');
      exit(0);
    })();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

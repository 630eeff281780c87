// Graceful shutdown. On SIGTERM the server stops accepting connections, /api/ready/ answers 503 so
// the load balancer stops sending, requests in flight finish (up to SHUTDOWN_GRACE_MS), then the
// registered hooks run in order — the job queue hands unfinished jobs back, the database closes
// last — and the process exits.
// No 'server-only' marker: serve.mjs loads this module outside Next, where the marker throws.
import type { Server } from 'node:http';

type Hook = { name: string; order: number; run: () => Promise<void> | void };
type State = { hooks: Hook[]; draining: boolean };

// One state per process, shared by serve.mjs and Next's bundled copy of this module.
const key = Symbol.for('greeting-studio.shutdown');
type Holder = { [key]?: State };

function state(): State {
  const holder = globalThis as Holder;
  holder[key] ??= { hooks: [], draining: false };
  return holder[key];
}

/** Hooks run in ascending order; the database registers late (100) so others can still use it. */
export const SHUTDOWN_ORDER = { jobs: 0, default: 50, database: 100 } as const;

/**
 * Run `run` once the requests in flight have finished (or the grace time is over), before exit.
 * Returns a function that removes the hook (a worker that stops by itself).
 */
export function onShutdown(
  name: string,
  run: Hook['run'],
  order: number = SHUTDOWN_ORDER.default,
): () => void {
  const hook = { name, order, run };
  state().hooks.push(hook);
  return () => {
    state().hooks = state().hooks.filter((h) => h !== hook);
  };
}

export const isDraining = (): boolean => state().draining;

/** Tests only: forget hooks and the draining flag. */
export function resetShutdownState(): void {
  (globalThis as Holder)[key] = { hooks: [], draining: false };
}

/** Every hook in order, each given what is left of `budgetMs`; a failing or slow hook is logged, never blocks exit. */
export async function runShutdownHooks(
  budgetMs: number,
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  const deadline = Date.now() + budgetMs;
  const hooks = [...state().hooks].sort((a, b) => a.order - b.order);
  for (const hook of hooks) {
    const left = Math.max(0, deadline - Date.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left)));
    try {
      const outcome = await Promise.race([Promise.resolve().then(hook.run), timeout]);
      if (outcome === 'timeout') log(`shutdown hook "${hook.name}" did not finish in time`);
    } catch (error) {
      log(`shutdown hook "${hook.name}" failed`, error);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Counts requests in flight on a server (a response counts until it finished or was aborted). */
export class InFlight {
  count = 0;
  private waiters: Array<() => void> = [];

  track(response: { once(event: 'close', listener: () => void): unknown }): void {
    this.count += 1;
    response.once('close', () => {
      this.count -= 1;
      if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Resolves true when none is left, false when `ms` passed first. */
  idle(ms: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

export type DrainOutcome = { finished: boolean; cutOff: number; ms: number };

/**
 * Stop accepting, let requests in flight finish within `graceMs`, then close every connection.
 * Idle keep-alive connections are closed at once and again as responses complete, so clients
 * reconnect elsewhere instead of sending a next request into a closing server.
 */
export async function drainServer(
  server: Server,
  inFlight: InFlight,
  graceMs: number,
): Promise<DrainOutcome> {
  const started = Date.now();
  state().draining = true;
  server.close();
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const finished = await inFlight.idle(graceMs);
  clearInterval(sweep);
  const cutOff = inFlight.count;
  server.closeAllConnections();
  return { finished, cutOff, ms: Date.now() - started };
}

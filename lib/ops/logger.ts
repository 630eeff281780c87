// Structured JSON logs (pino), one object per line on stdout, each stamped with the request id of
// the request being served (request-context.ts). serve.mjs also sends console.* here, so the
// app's existing console messages come out as JSON lines too.
// No 'server-only' marker: serve.mjs loads this module outside Next, where the marker throws.
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    // Synchronous writes: a line logged just before exit (a crash, the end of a shutdown) is not lost.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

// One logger per process, shared by serve.mjs and Next's bundled copy of this module.
const key = Symbol.for('greeting-studio.logger');
type Holder = { [key]?: Logger };

const levels = new Set<LogLevel>(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function logger(): Logger {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    // LOG_LEVEL is validated in lib/env.ts; read directly so serve.mjs need not load every variable.
    const wanted = process.env.LOG_LEVEL as LogLevel | undefined;
    holder[key] = createLogger(wanted && levels.has(wanted) ? wanted : 'info');
  }
  return holder[key];
}

/** console.log/info/warn/error/debug as JSON lines; an Error argument keeps its stack under `err`. */
export function routeConsoleToLogger(target: () => Logger = logger): void {
  const send =
    (level: 'info' | 'warn' | 'error' | 'debug') =>
    (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const msg = format(...args.filter((arg) => arg !== err));
      if (err) target()[level]({ err }, msg || err.message);
      else target()[level](msg);
    };
  console.log = send('info');
  console.info = send('info');
  console.warn = send('warn');
  console.error = send('error');
  console.debug = send('debug');
}

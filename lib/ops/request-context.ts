// The request a line of log belongs to. scripts/serve.mjs runs each request inside this context;
// anything logged while serving it (route handlers, fulfilment started by it) carries its id.
// No 'server-only' marker: serve.mjs loads this module outside Next, where the marker throws.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export type RequestContext = { requestId: string };

// On globalThis: serve.mjs and Next's bundled routes load separate copies of this module, and both
// must see one storage.
const key = Symbol.for('greeting-studio.request-context');
type Holder = { [key]?: AsyncLocalStorage<RequestContext> };

export function requestStorage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[key] ??= new AsyncLocalStorage<RequestContext>();
  return holder[key];
}

export const currentRequestId = (): string | undefined => requestStorage().getStore()?.requestId;

// A load balancer's id is kept so one request can be followed across both logs; anything else
// (too long, odd characters that could forge log fields) is replaced.
const forwardedId = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && forwardedId.test(value) ? value : randomUUID();
}

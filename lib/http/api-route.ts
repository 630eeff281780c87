// The outermost layer of every route handler in app/api: whatever a handler throws unexpectedly
// (a bug, a database that went away) is logged on the server and answered with the API's error
// shape, { error: { code: 'internal', message } }; the stack and the error's text stay in the log.
// Without it Next.js answers an empty 500 that API clients cannot read. A client that closed the
// connection is not logged.
import { apiError } from './api-error';

function internalError(error: unknown, args: readonly unknown[]): Response {
  const request = args[0] instanceof Request ? args[0] : null;
  // The client hung up (Next aborts the request's signal): nobody reads the answer and nothing
  // failed on our side, so it is no error for the log.
  if (request?.signal.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new Response(null, { status: 499 });
  }
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : 'route';
  console.error(`[api] unexpected error in ${where}:`, error);
  return apiError(500, 'internal', 'Something went wrong on our side. Please try again.', {
    headers: { 'Cache-Control': 'no-store' },
  });
}

/** Wrap a handler; a synchronous one stays synchronous (callers and tests may rely on it). */
export function apiRoute<A extends unknown[], R extends Response | Promise<Response>>(
  handler: (...args: A) => R,
): (...args: A) => R {
  return (...args: A): R => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) return result.catch((error: unknown) => internalError(error, args)) as R;
      return result;
    } catch (error) {
      const response = internalError(error, args);
      // A handler declared to return a promise gets one, even when it threw before returning it.
      return (handler.constructor.name === 'AsyncFunction' ? Promise.resolve(response) : response) as R;
    }
  };
}

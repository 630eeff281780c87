// What the production server (scripts/serve.mjs) refuses before Next sees a request: methods no
// route answers (TRACE, CONNECT, WebDAV verbs…) get a plain 405 instead of a 500 with a stack in
// the log, and a client gets 30 s (not Node's 300 s) to send its headers and body.
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const allowed = new Set(allowedMethods);

/** Options for http.createServer: a slow or stalled upload is cut off after `timeoutMs`. */
export function serverOptions(timeoutMs = 30_000) {
  return {
    requestTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    // How often Node checks those timeouts (default 30 s, which could double them).
    connectionsCheckingInterval: Math.min(1_000, timeoutMs),
  };
}

/** Answers 405 and returns true for a method the site does not support. */
export function refuseUnsupportedMethod(request, response) {
  if (allowed.has(request.method)) return false;
  const body = JSON.stringify({
    error: { code: 'method-not-allowed', message: `${request.method} is not supported.` },
  });
  response.writeHead(405, {
    Allow: allowedMethods.join(', '),
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

const abortCodes = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** A failure caused by the client hanging up: expected, not worth an error in the log. */
export function isClientAbort(error, request) {
  const code = error && typeof error === 'object' ? error.code : undefined;
  const name = error && typeof error === 'object' ? error.name : undefined;
  if (abortCodes.has(code) || name === 'AbortError') return true;
  return (
    Boolean(request && (request.destroyed || request.socket?.destroyed)) &&
    /aborted|terminated|closed/i.test(String(error?.message))
  );
}

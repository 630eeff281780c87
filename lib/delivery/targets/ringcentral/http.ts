// RingCentral's REST calls by plain fetch (the @ringcentral/sdk adds nothing we need for five
// endpoints): its documented error body {errorCode, message, errors[]} — or the OAuth form
// {error, error_description} on /restapi/oauth/* — mapped onto our DeliveryError codes.
import { DeliveryError } from '../types';

const TIMEOUT_MS = 30_000;

type ErrorBody = { errorCode?: unknown; message?: unknown; error?: unknown; error_description?: unknown };

/** RingCentral's answer → what the customer reads; 429 and 5xx go back to the queue. */
function ringCentralError(status: number, body: ErrorBody): DeliveryError {
  const code = String(body.errorCode ?? body.error ?? '');
  const detail = `RingCentral ${status} ${code}: ${String(body.message ?? body.error_description ?? '')}`.slice(0, 500);
  // A refresh token that expired or was revoked ends the connection: the customer connects again.
  if (status === 401 || code === 'invalid_grant') return new DeliveryError('credentials-revoked', false, detail);
  if (status === 403 || code === 'InsufficientPermissions') return new DeliveryError('permission-missing', false, detail);
  if (status === 404) return new DeliveryError('not-found', false, detail);
  if (status === 413) return new DeliveryError('too-large', false, detail);
  if (status === 429) return new DeliveryError('quota', true, detail);
  if (status >= 500) return new DeliveryError('unavailable', true, detail);
  // 415 and the 400s (unsupported media, a missing field) are refusals of what we sent.
  return new DeliveryError('format-rejected', false, detail);
}

export async function ringCentralFetch(
  url: string,
  init: { method: 'GET' | 'POST' | 'DELETE'; headers: Record<string, string>; body?: URLSearchParams | FormData },
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    // Never the tokens or the body: only what kind of failure it was.
    throw new DeliveryError('unavailable', true, `RingCentral unreachable: ${(error as Error).name}`);
  }
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML error page: the status alone decides.
  }
  if (!response.ok) throw ringCentralError(response.status, body);
  return body;
}

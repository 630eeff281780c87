// Twilio's REST calls, by plain fetch: Basic auth with the API key SID and secret, form-encoded
// bodies, JSON answers, and Twilio's documented error body {code, message, more_info, status}
// mapped onto our DeliveryError codes. Plain fetch rather than the `twilio` SDK: the SDK cannot
// upload an AssetVersion (Twilio documents that step as a raw multipart POST to the upload host),
// so we would need this client anyway, and the rest is four small endpoints.
import { DeliveryError } from '../types';

export type TwilioAuth = { apiKeySid: string; apiKeySecret: string };

const TIMEOUT_MS = 30_000;

/** Twilio's answer status → what the customer reads; 5xx and 429 go back to the queue. */
function twilioError(status: number, detail: string): DeliveryError {
  if (status === 401) return new DeliveryError('credentials-revoked', false, detail);
  if (status === 403) return new DeliveryError('permission-missing', false, detail);
  if (status === 404) return new DeliveryError('not-found', false, detail);
  if (status === 413) return new DeliveryError('too-large', false, detail);
  if (status === 429) return new DeliveryError('quota', true, detail);
  if (status >= 500) return new DeliveryError('unavailable', true, detail);
  return new DeliveryError('format-rejected', false, detail);
}

/** Twilio's own words, for the operator: its error code and message, never our request. */
async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    return `Twilio ${response.status} ${String(body.code ?? '')}: ${String(body.message ?? '')}`.slice(
      0,
      500,
    );
  } catch {
    return `Twilio ${response.status}`;
  }
}

export async function twilioRequest(
  auth: TwilioAuth,
  url: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: URLSearchParams | FormData } = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        authorization: `Basic ${Buffer.from(`${auth.apiKeySid}:${auth.apiKeySecret}`).toString('base64')}`,
        accept: 'application/json',
      },
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    // Never the URL's credentials or the body: only what kind of failure it was.
    throw new DeliveryError('unavailable', true, `Twilio unreachable: ${(error as Error).name}`);
  }
  if (!response.ok) throw twilioError(response.status, await errorDetail(response));
  if (response.status === 204) return {};
  return (await response.json()) as Record<string, unknown>;
}

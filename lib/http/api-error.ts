// The one JSON error shape every API answers with: { error: { code, message } }.
// Messages are English for API clients; the UI maps codes to localized text.
export type ApiErrorCode =
  | 'bad-request'
  | 'invalid-json'
  | 'validation'
  | 'unknown-voice'
  | 'unknown-track'
  | 'empty-text'
  | 'text-too-long'
  | 'payload-too-large'
  | 'rate-limited'
  | 'unauthorized'
  | 'forbidden'
  /** A cookie-authenticated mutation sent from another origin (lib/security/origin-check.ts). */
  | 'forbidden-origin'
  | 'not-found'
  | 'conflict'
  | 'payment-failed'
  | 'engine-unavailable'
  | 'bot-check'
  | 'internal';

export type ApiErrorBody = { error: { code: ApiErrorCode; message: string; details?: unknown } };

export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  init?: { headers?: Record<string, string>; details?: unknown },
): Response {
  const body: ApiErrorBody = { error: { code, message, ...(init?.details ? { details: init.details } : {}) } };
  return Response.json(body, { status, headers: init?.headers });
}

/** Read a JSON body with a size cap, so a huge upload is refused before it is parsed. */
export async function readJsonBody(
  request: Request,
  maxBytes = 64 * 1024,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    return { ok: false, response: apiError(413, 'payload-too-large', `Request body exceeds ${maxBytes} bytes.`) };
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) {
    return { ok: false, response: apiError(413, 'payload-too-large', `Request body exceeds ${maxBytes} bytes.`) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: apiError(400, 'invalid-json', 'Request body is not valid JSON.') };
  }
}

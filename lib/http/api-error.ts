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
  /** The request would make more audio than MAX_AUDIO_SECONDS (lib/tts/text/audio-length.ts). */
  | 'audio-too-long'
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
  /** A cloud voice's previews for today are used up (TTS_CLOUD_DAILY_CHARS); orders still render. */
  | 'voice-quota'
  | 'bot-check'
  /** A stored file that is lost and could not be rendered again (lib/orders/delivery/restore-file.ts). */
  | 'file-unavailable'
  /** A checkout without the buyer's consent to immediate delivery (lib/orders/checkout/input.ts). */
  | 'withdrawal_consent_required'
  /** A cart line the server cannot render (lib/render/deliverable.ts); details name the line. */
  | 'undeliverable'
  /** A country code outside the ISO list (lib/commerce/countries.ts). */
  | 'unknown-country'
  /** A phone system refused the credentials at connect; details.reason is a DeliveryErrorCode. */
  | 'delivery-refused'
  | 'internal';

export type ApiErrorBody = { error: { code: ApiErrorCode; message: string; details?: unknown } };

export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  init?: { headers?: Record<string, string>; details?: unknown },
): Response {
  const body: ApiErrorBody = {
    error: { code, message, ...(init?.details ? { details: init.details } : {}) },
  };
  return Response.json(body, { status, headers: init?.headers });
}

const tooLarge = (maxBytes: number) =>
  apiError(413, 'payload-too-large', `Request body exceeds ${maxBytes} bytes.`);

/** A 413 when the request declares a body over `maxBytes` (Content-Length), else null. */
export function declaredTooLarge(request: Request, maxBytes: number): Response | null {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return declared > maxBytes ? tooLarge(maxBytes) : null;
}

/**
 * Refuse a declared oversized body before anything else runs (a session check included): the
 * answer is 413 whoever sends it, and no work is spent on a body that will never be read.
 */
export function withBodyLimit<A extends [Request, ...unknown[]]>(
  maxBytes: number,
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args: A) => declaredTooLarge(args[0], maxBytes) ?? handler(...args);
}

/**
 * Read a body as text with a size cap. A declared Content-Length over the cap is refused before
 * reading; a chunked body is read as a stream and abandoned at the first chunk past the cap, so a
 * huge upload never sits in memory whole.
 */
export async function readTextBody(
  request: Request,
  maxBytes = 64 * 1024,
): Promise<{ ok: true; value: string } | { ok: false; response: Response }> {
  const early = declaredTooLarge(request, maxBytes);
  if (early) return { ok: false, response: early };
  if (!request.body) return { ok: true, value: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, response: tooLarge(maxBytes) };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: new TextDecoder().decode(bytes) };
}

/** Read a JSON body with a size cap (64 KiB unless the route documents why it needs more). */
export async function readJsonBody(
  request: Request,
  maxBytes = 64 * 1024,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await readTextBody(request, maxBytes);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return { ok: false, response: apiError(400, 'invalid-json', 'Request body is not valid JSON.') };
  }
}

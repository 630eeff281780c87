// Why a listen failed, as a code the UI turns into a localized message (player namespace).
// Small and DSP-free, so the Listen button can import it without loading the engine.

export const playerErrorCodes = [
  'offline',
  'rate-limited',
  'too-long',
  'unavailable',
  'voice-quota',
  'empty-text',
  'no-voice',
  'unknown-voice',
  'invalid',
  'unsupported',
  'decode',
  'failed',
] as const;
export type PlayerErrorCode = (typeof playerErrorCodes)[number];

export class PlayerError extends Error {
  readonly code: PlayerErrorCode;
  /** Seconds the server asked us to wait (429/503 Retry-After), when it said. */
  readonly retryAfterSeconds: number | null;
  constructor(code: PlayerErrorCode, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'PlayerError';
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isPlayerErrorCode(value: unknown): value is PlayerErrorCode {
  return typeof value === 'string' && (playerErrorCodes as readonly string[]).includes(value);
}

/** Map a failed API response (the { error: { code } } shape) to a player error. */
export async function playerErrorFromResponse(response: Response): Promise<PlayerError> {
  const retry = Number(response.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : null;
  let code = '';
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    code = typeof body.error?.code === 'string' ? body.error.code : '';
  } catch {
    // Not JSON (a proxy's error page): the status decides.
  }
  const message = `HTTP ${response.status} ${code}`.trim();
  if (response.status === 429) return new PlayerError('rate-limited', message, retryAfter);
  if (response.status === 413) return new PlayerError('too-long', message);
  if (code === 'voice-quota') return new PlayerError('voice-quota', message, retryAfter);
  if (response.status === 503) return new PlayerError('unavailable', message, retryAfter);
  if (code === 'empty-text') return new PlayerError('empty-text', message);
  if (code === 'unknown-voice') return new PlayerError('unknown-voice', message);
  if (response.status === 400) return new PlayerError('invalid', message);
  return new PlayerError('failed', message);
}

/** A fetch that threw: offline when the browser says so, otherwise a network failure. */
export function playerErrorFromNetwork(error: unknown): PlayerError {
  if (error instanceof PlayerError) return error;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return new PlayerError(
    offline ? 'offline' : 'failed',
    error instanceof Error ? error.message : String(error),
  );
}

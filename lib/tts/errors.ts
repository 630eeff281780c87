// Typed failures of the TTS pipeline, so route handlers map them to statuses without string matching.

/** The visitor's input cannot be spoken: a 4xx. */
export type TtsInputErrorCode =
  'unknown-voice' | 'empty-text' | 'text-too-long' | 'control-characters' | 'validation';

export class TtsInputError extends Error {
  readonly code: TtsInputErrorCode;
  readonly limit: number | undefined;
  constructor(code: TtsInputErrorCode, message: string, limit?: number) {
    super(message);
    this.name = 'TtsInputError';
    this.code = code;
    this.limit = limit;
  }
}

/**
 * Synthesis could not run right now: a 503 the client may retry. `quota`: a paid voice's
 * previews for today are used up (TTS_CLOUD_DAILY_CHARS); orders still render.
 */
export type TtsUnavailableReason = 'busy' | 'timeout' | 'engine' | 'quota';

export class TtsUnavailableError extends Error {
  readonly reason: TtsUnavailableReason;
  /** Seconds after which a retry is sensible. */
  readonly retryAfterSeconds: number;
  constructor(
    reason: TtsUnavailableReason,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'TtsUnavailableError';
    this.reason = reason;
    this.retryAfterSeconds = options?.retryAfterSeconds ?? (reason === 'busy' ? 2 : 5);
  }
}

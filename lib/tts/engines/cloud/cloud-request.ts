// One provider call with the rules every cloud adapter shares: a time limit per attempt, one
// retry with backoff on 429 and 5xx (honouring a short Retry-After), typed failures.

/** An HTTP failure of a provider call; `status` null = no answer (network error or timeout). */
export class CloudHttpError extends Error {
  readonly status: number | null;
  readonly retryAfterSeconds: number | null;
  constructor(status: number | null, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'CloudHttpError';
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The provider refused our credentials: retrying cannot help. */
  get auth(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /** Worth one more try: throttled or a server-side failure. */
  get transient(): boolean {
    return this.status === 429 || (this.status !== null && this.status >= 500);
  }
}

export interface CloudRequestOptions {
  /** Per attempt. */
  timeoutMs: number;
  /** Wait before the retry (a Retry-After up to maxRetryWaitMs is honoured instead). */
  backoffMs: number;
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Run `attempt` (which throws CloudHttpError on a refused answer), retrying once if transient. */
export async function cloudRequest<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  options: CloudRequestOptions,
): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  try {
    return await timed(attempt, options.timeoutMs);
  } catch (error) {
    if (!(error instanceof CloudHttpError) || !error.transient) throw error;
    const asked = (error.retryAfterSeconds ?? 0) * 1000;
    // A provider asking for a long wait will not be ready within one visitor's request.
    if (asked > (options.maxRetryWaitMs ?? 2000)) throw error;
    await sleep(Math.max(options.backoffMs, asked));
    return timed(attempt, options.timeoutMs);
  }
}

async function timed<T>(attempt: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await attempt(signal);
  } catch (error) {
    if (error instanceof CloudHttpError) throw error;
    if (signal.aborted) throw new CloudHttpError(null, `no answer within ${timeoutMs} ms`);
    throw new CloudHttpError(null, error instanceof Error ? error.message : String(error));
  }
}

/** fetch that throws CloudHttpError for anything but a 2xx (body read for the message). */
export async function fetchOk(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { ...init, signal });
  if (response.ok) return response;
  const detail = (await response.text().catch(() => '')).slice(0, 200);
  throw new CloudHttpError(
    response.status,
    `HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
    parseRetryAfter(response.headers.get('retry-after')),
  );
}

/** GET a provider's voice list (`{ voices: [...] }`): the ids its voices carry under `idField`. */
export async function fetchVoiceIds(
  url: string,
  headers: Record<string, string>,
  idField: string,
  signal: AbortSignal,
): Promise<Set<string>> {
  const response = await fetchOk(url, { headers }, signal);
  const body = (await response.json()) as { voices?: Record<string, unknown>[] };
  return new Set(
    (body.voices ?? []).map((v) => v[idField]).filter((n): n is string => typeof n === 'string'),
  );
}

/** POST a JSON body with the provider's headers (fetchOk's failures). */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
): Promise<Response> {
  return fetchOk(
    url,
    {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    signal,
  );
}

/** Retry-After in seconds (delta form; an HTTP date counts from now). */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

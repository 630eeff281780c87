// The product's HTTP client for its own API: JSON accepted, base address from runtime
// configuration (falling back to the site's own origin), timeouts by device and connection,
// and errors that carry the API's { error: { code, message } } and Retry-After.
import type * as z from 'zod/mini';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** No answer: the network failed or the request took longer than its timeout. */
export class NetworkError extends Error {
  constructor(readonly reason: 'timeout' | 'offline' | 'failed') {
    super(`network-request-failed: ${reason}`);
    this.name = 'NetworkError';
  }
}

export type HttpClientOptions = {
  /** Absolute base URL; empty or missing means the current origin. */
  baseUrl?: string | null;
  timeoutMs: () => number;
  isOnline?: () => boolean;
  fetchImpl?: typeof fetch;
};

export function createHttpClient(options: HttpClientOptions) {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  function url(path: string): string {
    if (/^https?:\/\//.test(path)) return path;
    const base = options.baseUrl?.replace(/\/+$/, '') ?? '';
    return `${base}${path.startsWith('/') ? path : `/${path}`}`;
  }

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const controller = new AbortController();
    const timeout = options.timeoutMs();
    const timer = setTimeout(() => controller.abort(new NetworkError('timeout')), timeout);
    const onAbort = () => controller.abort(init.signal?.reason);
    init.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const headers = new Headers(init.headers);
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      const response = await fetchImpl(url(path), { ...init, headers, signal: controller.signal });
      if (!response.ok) throw await toHttpError(response);
      return response;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (init.signal?.aborted) throw error;
      if (controller.signal.aborted) throw new NetworkError('timeout');
      throw new NetworkError(options.isOnline && !options.isOnline() ? 'offline' : 'failed');
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    request,
    async getJson<T>(path: string, schema: z.ZodMiniType<T>, init?: RequestInit): Promise<T> {
      const response = await request(path, { ...init, method: 'GET' });
      return schema.parse(await response.json());
    },
    async postJson<T>(path: string, body: unknown, schema: z.ZodMiniType<T>, init?: RequestInit): Promise<T> {
      const response = await request(path, {
        ...init,
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          'Content-Type': 'application/json',
          ...(init?.headers as Record<string, string> | undefined),
        },
      });
      return schema.parse(await response.json());
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

async function toHttpError(response: Response): Promise<HttpError> {
  const retryAfter = Number(response.headers.get('Retry-After'));
  let code = `http-${response.status}`;
  let message = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // Not JSON: keep the status text.
  }
  return new HttpError(
    response.status,
    code,
    message,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient, HttpError, NetworkError } from './client';

afterEach(() => vi.useRealTimers());

describe('http client', () => {
  it('sends Accept: application/json to the configured base address', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ok: true }));
    const client = createHttpClient({ baseUrl: 'https://api.example.com/', timeoutMs: () => 1000, fetchImpl });
    await expect(client.getJson('/api/voices/', z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/voices/');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it('falls back to the site origin (relative URL) without a base address', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL) => Response.json([]));
    const client = createHttpClient({ baseUrl: null, timeoutMs: () => 1000, fetchImpl });
    await client.getJson('/api/music/', z.array(z.unknown()));
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/music/');
  });

  it('turns API errors into HttpError with code and Retry-After', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ error: { code: 'rate-limited', message: 'Slow down' } }, { status: 429, headers: { 'Retry-After': '7' } }),
    );
    const client = createHttpClient({ timeoutMs: () => 1000, fetchImpl });
    const error = await client.getJson('/x/', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, code: 'rate-limited', retryAfterSeconds: 7 });
  });

  it('aborts after the timeout with a NetworkError', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const client = createHttpClient({ timeoutMs: () => 5000, fetchImpl });
    const pending = client.getJson('/slow/', z.unknown()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('timeout');
  });

  it('reports offline failures as such', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createHttpClient({ timeoutMs: () => 1000, fetchImpl, isOnline: () => false });
    const error = await client.getJson('/x/', z.unknown()).catch((e: unknown) => e);
    expect((error as NetworkError).reason).toBe('offline');
  });

  it('rejects a response that does not match its schema', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ id: 5 }));
    const client = createHttpClient({ timeoutMs: () => 1000, fetchImpl });
    await expect(client.getJson('/x/', z.object({ id: z.string() }))).rejects.toThrow();
  });
});

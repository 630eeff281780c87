import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, readJsonBody, readTextBody } from './api-error';
import { apiRoute } from './api-route';

afterEach(() => vi.restoreAllMocks());

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(encoder.encode(chunks[i++]));
      else controller.close();
    },
  });
}

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/x/', {
    method: 'POST',
    body,
    headers,
    // Streams need half-duplex in Node's Request.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

describe('apiRoute', () => {
  it('answers an unexpected exception with the error shape and no stack or error text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = apiRoute((request: Request) => {
      if (request.method === 'POST') throw new TypeError('secret detail at /srv/app/lib/db.ts:12');
      return Response.json({ ok: true });
    });
    const response = await handler(post('{}'));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(text).not.toMatch(/secret detail|TypeError|\.ts:\d+|\bat /);
    // The details go to the server log instead.
    expect(log).toHaveBeenCalledWith('[api] unexpected error in POST /api/x/:', expect.any(TypeError));
  });

  it('does not log a client that closed the connection mid-body as an unexpected error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"text":'));
        // The visitor closes the tab: Next aborts the request's signal and the body errors.
        setTimeout(() => {
          controller.abort();
          c.error(new Error('aborted'));
        }, 5);
      },
    });
    const request = new Request('http://localhost/api/x/', {
      method: 'POST',
      body,
      signal: controller.signal,
      duplex: 'half',
    } as RequestInit);
    const handler = apiRoute(async (r: Request) => {
      const parsed = await readJsonBody(r);
      return parsed.ok ? Response.json(parsed.value) : parsed.response;
    });
    const response = await handler(request);
    expect(response.status).toBe(499);
    expect(log).not.toHaveBeenCalled();
  });

  it('passes answers through untouched, including errors the handler chose', async () => {
    const ok = apiRoute(() => Response.json({ ok: true }));
    expect(await (await ok()).json()).toEqual({ ok: true });
    const refused = apiRoute(() => apiError(404, 'not-found', 'Order not found.'));
    expect((await refused()).status).toBe(404);
  });

  it('keeps a synchronous handler synchronous, and catches its throws too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sync = apiRoute(() => Response.json({ ok: true }));
    expect(sync()).toBeInstanceOf(Response);
    const throwing = apiRoute((): Response => {
      throw new Error('boom');
    });
    expect(throwing().status).toBe(500);
  });

  it('catches rejected promises as well as synchronous throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = apiRoute(async (): Promise<Response> => Promise.reject(new Error('db down')));
    expect((await handler()).status).toBe(500);
  });
});

describe('request body readers', () => {
  it('refuses a declared Content-Length over the cap before reading', async () => {
    const r = await readTextBody(post('x'.repeat(10), { 'content-length': '70000' }), 64 * 1024);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.response.status).toBe(413);
  });

  it('stops reading a chunked body at the first chunk past the cap', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const r = await readTextBody(post(endless), 64 * 1024);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.response.status).toBe(413);
      expect(await r.response.json()).toMatchObject({ error: { code: 'payload-too-large' } });
    }
    expect(pulled).toBeLessThan(10);
  });

  it('counts bytes, not characters (Greek and emoji take several bytes each)', async () => {
    const greek = 'α'.repeat(40); // 80 bytes
    expect((await readTextBody(post(greek), 80)).ok).toBe(true);
    expect((await readTextBody(post(`${greek}😀`), 80)).ok).toBe(false);
  });

  it('reassembles characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('{"text":"Καλημέρα"}');
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 12));
        controller.enqueue(bytes.subarray(12));
        controller.close();
      },
    });
    expect(await readJsonBody(post(split))).toEqual({ ok: true, value: { text: 'Καλημέρα' } });
    expect((await readJsonBody(post(streamOf(['{"a":', '1}'])))).ok).toBe(true);
  });

  it('answers malformed JSON with invalid-json and an empty body as invalid JSON too', async () => {
    for (const body of ['{"a":', '', 'undefined']) {
      const r = await readJsonBody(post(body));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(await r.response.json()).toMatchObject({ error: { code: 'invalid-json' } });
    }
  });
});

// The S3 store (official SDK) against s3rver, a local S3-compatible server that verifies every
// signature: objects round-trip, a missing key is null, wrong keys fail loudly, credentials come
// from the default chain when none are configured, and retries and timeouts are bounded.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3FileStore, type S3Config } from '@/lib/orders/storage/s3-file-store';
import { startS3Server, type S3Server } from './s3-server';

let s3: S3Server;
let config: S3Config;

beforeAll(async () => {
  s3 = await startS3Server();
  config = {
    endpoint: s3.url,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    timeoutMs: 5000,
    maxAttempts: 2,
  };
});
afterAll(() => s3.close());
afterEach(() => vi.unstubAllEnvs());

describe('S3FileStore against s3rver', () => {
  it('puts, checks, gets and deletes an object', async () => {
    const store = new S3FileStore(config);
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const key = 'ord_abc/file1-01-thank-you-for-calling-master-48k.wav';
    await store.put(key, bytes);
    expect(await store.exists(key)).toBe(true);
    expect(Buffer.from((await store.get(key))!).equals(Buffer.from(bytes))).toBe(true);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it('keeps unicode, spaces and reserved characters in keys', async () => {
    const store = new S3FileStore(config);
    const key = "ord_x/Καλημέρα (1) it's*.mp3";
    await store.put(key, new Uint8Array([1, 2, 3]));
    expect([...(await store.get(key))!]).toEqual([1, 2, 3]);
  });

  it('refuses unsafe keys before any request', async () => {
    const store = new S3FileStore(config);
    for (const bad of ['', 'a//b', '../x', 'a/./b']) await expect(store.get(bad)).rejects.toThrow(/Unsafe/);
  });

  it('presigns a download the bucket serves with the file name and type', async () => {
    const store = new S3FileStore(config);
    await store.put('ord_p/greeting.mp3', new Uint8Array([7, 8, 9]));
    const url = await store.presignedDownload(
      'ord_p/greeting.mp3',
      { name: 'greeting.mp3', mime: 'audio/mpeg', disposition: 'attachment; filename="greeting.mp3"' },
      60,
    );
    expect(url).toContain('X-Amz-Signature=');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="greeting.mp3"');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([7, 8, 9]);
  });

  // s3rver checks the access key (not the V4 signature itself): an unknown key must surface.
  it('fails loudly and stores nothing with credentials the service does not know', async () => {
    const wrong = new S3FileStore({ ...config, accessKeyId: 'AKIAUNKNOWN' });
    await expect(wrong.put('ord_w/x.wav', new Uint8Array([9]))).rejects.toThrow(/Access Key Id/i);
    expect(await new S3FileStore(config).get('ord_w/x.wav')).toBeNull();
  });

  it('uses the default credential chain (with a session token) when no keys are configured', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session-token-from-the-role');
    const store = new S3FileStore({ ...config, accessKeyId: undefined, secretAccessKey: undefined });
    const credentials = await store.client.config.credentials();
    expect(credentials).toMatchObject({ accessKeyId: 'S3RVER', sessionToken: 'session-token-from-the-role' });
    await store.put('ord_chain/a.wav', new Uint8Array([4]));
    expect([...(await store.get('ord_chain/a.wav'))!]).toEqual([4]);
  });
});

describe('S3FileStore retries and timeouts', () => {
  let server: Server | undefined;
  let afterTimeout = () => {};
  afterEach(() => {
    afterTimeout();
    return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it('retries a 503 up to maxAttempts, then succeeds when the service recovers', async () => {
    let calls = 0;
    const endpoint = await listen((request, response) => {
      calls += 1;
      request.resume();
      if (calls < 3) {
        response.writeHead(503, { 'content-type': 'application/xml' });
        response.end('<Error><Code>SlowDown</Code><Message>busy</Message></Error>');
      } else response.writeHead(200).end();
    });
    const store = new S3FileStore({ ...config, endpoint, maxAttempts: 3 });
    await store.put('ord_r/a.wav', new Uint8Array([1]));
    expect(calls).toBe(3);
  });

  it('gives up on a silent server after timeout × attempts', async () => {
    let calls = 0;
    const endpoint = await listen((request) => {
      calls += 1;
      request.resume(); // never answers
    });
    afterTimeout = () => server!.closeAllConnections();
    const store = new S3FileStore({ ...config, endpoint, timeoutMs: 300, maxAttempts: 2 });
    const started = Date.now();
    await expect(store.get('ord_t/a.wav')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(calls).toBe(2);
  });
});

// The S3 store against a local stand-in that verifies every SigV4 signature independently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '@/tests/orders/s3-stand-in';
import { amzDates, S3FileStore, uriEncode, type S3Config } from './s3-file-store';

const keys = {
  accessKeyId: 'AKIASTANDIN000000001',
  secretAccessKey: 'standin/secret+key=0123456789abcdefABCDEF',
  region: 'eu-central-1',
  bucket: 'greeting-files',
};
let s3: S3StandIn;
let config: S3Config;

beforeAll(async () => {
  s3 = await startS3StandIn(keys);
  config = { ...keys, endpoint: s3.url };
});
afterAll(() => s3.close());

describe('S3FileStore', () => {
  it('puts and gets an object path-style with a signature the server accepts', async () => {
    const store = new S3FileStore(config);
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const key = 'ord_abc/file1-01-thank-you-for-calling-master-48k.wav';
    await store.put(key, bytes);
    expect(s3.objects.get(key)?.equals(Buffer.from(bytes))).toBe(true);
    const back = await store.get(key);
    expect(back && Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
    expect(s3.log).toEqual([`PUT /greeting-files/${key} ok`, `GET /greeting-files/${key} ok`]);
  });

  it('answers null for a missing key', async () => {
    const store = new S3FileStore(config);
    expect(await store.get('ord_missing/nothing.mp3')).toBeNull();
    expect(s3.log.at(-1)).toBe('GET /greeting-files/ord_missing/nothing.mp3 ok');
  });

  it('encodes key segments once (spaces, unicode, reserved characters) and still signs right', async () => {
    const store = new S3FileStore(config);
    const key = "ord_x/Καλημέρα (1) it's*.mp3";
    await store.put(key, new Uint8Array([1, 2, 3]));
    expect([...(s3.objects.get(key) ?? [])]).toEqual([1, 2, 3]);
    expect(s3.log.at(-1)).toMatch(/ ok$/);
    expect(store.objectUrl(key).pathname).toBe(
      `/greeting-files/ord_x/${uriEncode("Καλημέρα (1) it's*.mp3")}`,
    );
    expect(store.objectUrl(key).pathname).toContain('%281%29%20it%27s%2A.mp3');
  });

  it('keeps an endpoint path prefix and refuses unsafe keys', () => {
    const store = new S3FileStore({ ...config, endpoint: 'https://storage.example/s3/' });
    expect(store.objectUrl('a/b.wav').href).toBe('https://storage.example/s3/greeting-files/a/b.wav');
    for (const bad of ['', 'a//b', '../x', 'a/./b']) expect(() => store.objectUrl(bad)).toThrow(/Unsafe/);
  });

  it('fails loudly (and stores nothing) when the secret or the clock is wrong', async () => {
    const wrongSecret = new S3FileStore({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put('ord_w/x.wav', new Uint8Array([9]))).rejects.toThrow(
      /403 SignatureDoesNotMatch/,
    );
    const skewed = new S3FileStore(config, () => new Date(Date.now() - 3600_000));
    await expect(skewed.get('ord_w/x.wav')).rejects.toThrow(/403 RequestTimeTooSkewed/);
    expect(s3.objects.has('ord_w/x.wav')).toBe(false);
  });

  it('formats SigV4 dates', () => {
    expect(amzDates(new Date('2026-11-21T23:05:09.123Z'))).toEqual({
      amzDate: '20261121T230509Z',
      day: '20261121',
    });
  });
});

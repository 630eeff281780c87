// Downloads from shared storage (s3rver) for a paid order in embedded PGlite: a file the bucket lost
// is rendered again from the stored spec and put back; a ZIP is every file or an error, never a
// 200 with entries left out (the empty 22-byte ZIP of issue 24).
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db/client';
import { files } from '@/lib/db/schema';
import type { PresetId } from '@/lib/greeting/spec';
import { signedFile, signedFileUrl, signedZip } from '@/lib/orders/delivery/downloads';
import type { Renderer } from '@/lib/orders/fulfilment/render-order';
import { fileUnavailable } from '@/lib/orders/route-helpers';
import { MissingFileError } from '@/lib/orders/delivery/restore-file';
import { S3FileStore } from '@/lib/orders/storage/s3-file-store';
import { readyTestOrder, testGreeting } from '@/lib/orders/paid-order.test-kit';
import { signDownload } from '@/lib/orders/access/tokens';
import { startS3Server, type S3Server } from './s3-server';

const secret = 'test-secret-0123456789';
let db: Db;
let close: () => Promise<void>;
let s3: S3Server;
let store: S3FileStore;

// Deterministic stand-in for the render path: the bytes depend on the preset only.
const bytesFor = (preset: PresetId) => new Uint8Array([...Buffer.from(preset)]);
function renderer(options: { fail?: boolean } = {}) {
  const asked: PresetId[][] = [];
  const render: Renderer = async (_spec, { presets }) => {
    asked.push(presets);
    if (options.fail) throw new Error('voice engine unavailable');
    return presets.map((preset) => ({
      preset,
      extension: preset.includes('mp3') ? 'mp3' : 'wav',
      mime: preset.includes('mp3') ? 'audio/mpeg' : 'audio/wav',
      bytes: bytesFor(preset),
    }));
  };
  return { asked, render };
}

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  s3 = await startS3Server();
  store = new S3FileStore({
    endpoint: s3.url,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    timeoutMs: 5000,
    maxAttempts: 2,
  });
});
afterAll(async () => {
  await close?.();
  await s3.close();
});

async function readyOrderFiles() {
  const created = await readyTestOrder(db, {
    secret,
    items: [{ ...testGreeting, text: 'Welcome', preset: 'ulaw-8k' }],
    buyer: { email: 'b@example.com', name: 'B', country: 'IE' },
    render: renderer().render,
    store,
  });
  const rows = await db.select().from(files).where(eq(files.orderId, created.orderId));
  expect(rows.length).toBeGreaterThanOrEqual(2);
  return { orderId: created.orderId, rows };
}

/** Delete an object behind the app's back, as a lifecycle rule or a lost write would. */
async function lose(key: string) {
  await store.delete(key);
  expect(await store.exists(key)).toBe(false);
}

const fileQuery = (fileId: string) => ({ fileId, ...signDownload(secret, fileId) });
const zipQuery = (orderId: string) => ({ orderId, ...signDownload(secret, `zip:${orderId}`) });

describe('downloads from shared storage', () => {
  it('serves a stored file, and renders a lost one again from the spec and stores it back', async () => {
    const { rows } = await readyOrderFiles();
    const row = rows[0]!;
    const served = await signedFile(
      db,
      { store, render: renderer({ fail: true }).render },
      secret,
      fileQuery(row.id),
    );
    expect(served?.name).toBe(row.name);
    expect([...served!.bytes]).toEqual([...bytesFor(row.preset as PresetId)]);

    await lose(row.storageKey);
    const { asked, render } = renderer();
    const restored = await signedFile(db, { store, render }, secret, fileQuery(row.id));
    expect(asked).toEqual([[row.preset]]);
    expect([...restored!.bytes]).toEqual([...bytesFor(row.preset as PresetId)]);
    expect(await store.exists(row.storageKey)).toBe(true);
  });

  it('answers a ZIP with every file, restoring lost ones', async () => {
    const { orderId, rows } = await readyOrderFiles();
    await lose(rows[1]!.storageKey);
    const zip = await signedZip(db, { store, render: renderer().render }, secret, zipQuery(orderId));
    const entries = unzipSync(zip!.bytes);
    expect(Object.keys(entries).sort()).toEqual(rows.map((r) => r.name).sort());
    for (const row of rows) expect([...entries[row.name]!]).toEqual([...bytesFor(row.preset as PresetId)]);
  });

  it('makes a ZIP with a file that cannot be restored an error (503), never a short ZIP', async () => {
    const { orderId, rows } = await readyOrderFiles();
    await lose(rows[0]!.storageKey);
    const failing = signedZip(
      db,
      { store, render: renderer({ fail: true }).render },
      secret,
      zipQuery(orderId),
    );
    await expect(failing).rejects.toBeInstanceOf(MissingFileError);
    const error = await failing.catch((e: Error) => e);
    const response = fileUnavailable(error as Error);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'file-unavailable' } });
  });

  it('presigns a direct download only once the object exists again', async () => {
    const { rows } = await readyOrderFiles();
    const row = rows[0]!;
    await lose(row.storageKey);
    const url = await signedFileUrl(db, { store, render: renderer().render }, secret, fileQuery(row.id));
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="${row.name}"`);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...bytesFor(row.preset as PresetId)]);
  });

  it('refuses a bad signature before touching storage', async () => {
    const { rows } = await readyOrderFiles();
    const q = { ...fileQuery(rows[0]!.id), sig: 'x'.repeat(43) };
    expect(await signedFile(db, { store, render: renderer().render }, secret, q)).toBeNull();
    expect(await signedFileUrl(db, { store, render: renderer().render }, secret, q)).toBeNull();
  });
});

// Readiness against embedded PGlite and a local folder: ready when everything answers; each failing
// dependency (schema behind the build, no workers, unwritable storage, a hung database) is named.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../db/client';
import { LocalFileStore, type FileStore } from '../orders/storage/file-store';
import { readiness, shippedMigrations, type ReadinessDeps } from './readiness';
import { drainServer, InFlight, onShutdown, resetShutdownState } from './shutdown';

vi.mock('server-only', () => ({}));

let db: Db;
let close: () => Promise<void>;
let dir: string;
const up = { size: 2, busy: 0, queued: 0, started: 2, recycled: 0 };

beforeAll(async () => {
  ({ db, close } = await openDb({ inMemory: true }));
  dir = mkdtempSync(path.join(tmpdir(), 'gs-ready-'));
});
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => resetShutdownState());

const deps = (overrides: Partial<ReadinessDeps> = {}): ReadinessDeps => ({
  db: async () => db,
  store: () => new LocalFileStore(dir),
  pools: () => ({ tts: up, render: up }),
  migrations: () => shippedMigrations().tags,
  timeoutMs: 1000,
  ...overrides,
});

describe('readiness', () => {
  it('is ready when the database, schema, workers and storage all answer', async () => {
    const result = await readiness(deps());
    expect(result.status).toBe('ready');
    expect(Object.keys(result.checks)).toEqual(['database', 'schema', 'workers', 'storage']);
    expect(result.checks.schema!.detail).toBe(`${shippedMigrations().tags.length} migrations`);
  });

  it('names what is wrong', async () => {
    const broken: FileStore = {
      put: async () => {
        throw new Error('EACCES: read-only file system');
      },
      get: async () => null,
      delete: async () => {},
    };
    const result = await readiness(
      deps({
        store: () => broken,
        pools: () => ({ tts: up, render: { ...up, size: 0 } }),
        migrations: () => [...shippedMigrations().tags, '9999_from_a_newer_build'],
      }),
    );
    expect(result.status).toBe('not-ready');
    expect(result.checks.database!.ok).toBe(true);
    expect(result.checks.schema).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/run npm run migrate/),
    });
    expect(result.checks.workers).toMatchObject({ ok: false, detail: 'no workers in render' });
    expect(result.checks.storage).toMatchObject({ ok: false, detail: 'EACCES: read-only file system' });
  });

  it('answers in bounded time when the database hangs', async () => {
    const started = Date.now();
    const result = await readiness(deps({ db: () => new Promise<Db>(() => {}), timeoutMs: 200 }));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.checks.database).toMatchObject({ ok: false, detail: 'no answer in 200 ms' });
    expect(result.status).toBe('not-ready');
  });

  it('reports draining once shutdown has begun, so the load balancer stops sending', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onShutdown('noop', () => {});
    await drainServer(server, new InFlight(), 100);
    expect((await readiness(deps())).status).toBe('draining');
  });
});

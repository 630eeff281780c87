import 'server-only';
// One database handle per process: embedded PGlite (files under DATA_DIR/db) by default, a
// PostgreSQL server through node-postgres when DATABASE_URL is set. Migrations run on first use.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool as PgPool, PoolClient as PgPoolClient } from 'pg';
import { env } from '../env';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Handle = { db: Db; close: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');

// On globalThis so Next's dev server (which re-evaluates modules) still opens the files once.
const globalKey = Symbol.for('greeting-studio.db');
type Holder = { [globalKey]?: Promise<Handle> };

export type DbOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

/** Open and migrate a database. Tests call this directly; the app uses getDb(). */
export async function openDb(options: DbOptions = {}): Promise<Handle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection cut by the server (restart, failover) is reported on the pool; without a
    // listener that 'error' event would crash the process. The pool replaces the connection.
    pool.on('error', (error) => console.warn('[db] idle PostgreSQL connection lost:', error.message));
    // A connection cut while checked out (mid-transaction) emits 'error' on the client itself,
    // where no one listens: the query in flight fails on its own; this keeps the process alive.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn('[db] PostgreSQL connection lost:', error.message));
    });
    guardCheckouts(pool);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (options.inMemory) {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir ?? env().DATA_DIR, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}

/**
 * drizzle's transaction() checks a client out and runs BEGIN before its try/finally, so a BEGIN
 * on a connection the server just dropped (a restart) never releases that client: each such
 * failure leaks one of the pool's connections until the pool is exhausted and every query waits
 * forever. Checked-out clients are therefore released when their connection ends, and release
 * is made idempotent so drizzle's own later release is harmless.
 */
function guardCheckouts(pool: PgPool): void {
  const connect = pool.connect.bind(pool);
  const connectAsync = connect as () => Promise<PgPoolClient>;
  const guarded = async (): Promise<PgPoolClient> => {
    const client = await connectAsync();
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('end', onEnd);
      release(error);
    };
    const onEnd = () => releaseOnce(new Error('connection ended while checked out'));
    client.once('end', onEnd);
    client.release = releaseOnce;
    return client;
  };
  // Only the promise form (drizzle's transactions); pool.query() uses the callback form and
  // releases its clients itself.
  pool.connect = ((callback?: Parameters<PgPool['connect']>[0]) =>
    callback ? connect(callback) : guarded()) as PgPool['connect'];
}

/** The process-wide database, opened and migrated on first call, closed on shutdown. */
export function getDb(): Promise<Db> {
  const holder = globalThis as Holder;
  if (!holder[globalKey]) {
    const e = env();
    const opening = openDb({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
    holder[globalKey] = opening;
    opening.catch(() => {
      // A failed open (e.g. the server is down) is retried on the next request.
      delete holder[globalKey];
    });
    opening
      .then((handle) => {
        const close = () => void handle.close().catch(() => undefined);
        process.once('SIGTERM', close);
        process.once('SIGINT', close);
        process.once('beforeExit', close);
      })
      .catch(() => undefined);
  }
  return holder[globalKey]!.then((h) => h.db);
}

/** Close the process-wide database (tests and graceful shutdown). */
export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const opening = holder[globalKey];
  delete holder[globalKey];
  if (opening) await (await opening).close();
}

export { schema };

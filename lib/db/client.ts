import 'server-only';
// One database handle per process: embedded PGlite (files under DATA_DIR/db) by default, a
// PostgreSQL server through node-postgres when DATABASE_URL is set. PGlite is migrated on first
// use (one process owns it). PostgreSQL is shared by every instance: `npm run migrate` applies
// migrations under an advisory lock, and an instance only checks that the schema is current and
// refuses to serve otherwise — instances starting together never migrate concurrently.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool as PgPool, PoolClient as PgPoolClient } from 'pg';
import { env } from '../env';
import { onShutdown, SHUTDOWN_ORDER } from '../ops/shutdown';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Handle = { db: Db; close: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');

// On globalThis so Next's dev server (which re-evaluates modules) still opens the files once.
const globalKey = Symbol.for('greeting-studio.db');
type Holder = { [globalKey]?: Promise<Handle> };

export type DbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** PostgreSQL only: false = check the schema instead of migrating (the app's instances). */
  migrate?: boolean;
};

/** Every migration runner takes this session-level advisory lock first (any bigint would do). */
export const MIGRATION_LOCK_KEY = 4_770_152_024;

export class SchemaOutdatedError extends Error {
  constructor(detail: string) {
    super(
      `The database schema is not current (${detail}). Run \`npm run migrate\` before starting this release.`,
    );
    this.name = 'SchemaOutdatedError';
  }
}

/** The `when` of the newest migration this code knows: drizzle records it as created_at. */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Throws SchemaOutdatedError unless every migration of this code is applied. A newer schema is
 * fine: during a rolling release old instances keep running on the migrated database.
 */
export async function assertSchemaCurrent(pool: Pick<PgPool, 'query'>): Promise<void> {
  const exists = await pool.query<{ table: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS "table"`,
  );
  if (!exists.rows[0]?.table) throw new SchemaOutdatedError('no migrations applied');
  const { rows } = await pool.query<{ applied: string | null }>(
    'SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations',
  );
  const applied = rows[0]?.applied;
  if (applied === null || applied === undefined) throw new SchemaOutdatedError('no migrations applied');
  if (Number(applied) < latestMigrationMillis()) throw new SchemaOutdatedError('migrations pending');
}

/** Apply the migrations to PostgreSQL holding MIGRATION_LOCK_KEY: concurrent runners queue up. */
async function migrateUnderLock(pool: PgPool): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Open a database: PGlite is migrated; PostgreSQL is migrated under the lock unless `migrate: false`. */
export async function openDb(options: DbOptions = {}): Promise<Handle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
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
    try {
      if (options.migrate === false) await assertSchemaCurrent(pool);
      else await migrateUnderLock(pool);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const db = drizzle(pool, { schema });
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

/** The process-wide database, opened (PGlite: and migrated) on first call, closed on shutdown. */
export function getDb(): Promise<Db> {
  const holder = globalThis as Holder;
  if (!holder[globalKey]) {
    const e = env();
    // The app never migrates a shared PostgreSQL: that is the release step `npm run migrate`.
    const opening = openDb({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR, migrate: false });
    holder[globalKey] = opening;
    opening.catch(() => {
      // A failed open (e.g. the server is down) is retried on the next request.
      delete holder[globalKey];
    });
    opening
      .then((handle) => {
        const close = () => handle.close().catch(() => undefined);
        // Closed after the requests in flight and the other shutdown hooks, not at the signal.
        onShutdown('database', close, SHUTDOWN_ORDER.database);
        process.once('beforeExit', () => void close());
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

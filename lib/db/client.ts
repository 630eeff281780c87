// One database handle per process: embedded PGlite (files under DATA_DIR/db) by default, a
// PostgreSQL server through node-postgres when DATABASE_URL is set. Migrations run on first use.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

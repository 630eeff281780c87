// The release step `npm run migrate` (scripts/migrate.mjs): bring the database to this code's
// schema, then exit. PostgreSQL: our migrations under the advisory lock, then pg-boss's schema
// (pg-boss takes its own lock); running it on two machines at once is safe, the second waits and
// finds nothing to do. PGlite: the embedded database under DATA_DIR.
import { PgBossQueue } from '../jobs/pg-boss-queue';
import { openDb } from './client';

export async function migrateDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const handle = await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, migrate: true });
  await handle.close();
  if (options.databaseUrl) await PgBossQueue.migrate(options.databaseUrl);
}

#!/usr/bin/env node
// `npm run migrate`: the release step between `npm run build` and starting (or rolling) the
// instances. With DATABASE_URL it migrates the shared PostgreSQL under an advisory lock; the
// instances themselves only check the schema and refuse to serve an outdated one.
import { tsImport } from 'tsx/esm/api';

const { migrateDatabase } = await tsImport('../lib/db/migrate.ts', import.meta.url);
const databaseUrl = process.env.DATABASE_URL || undefined;
try {
  await migrateDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || undefined });
  console.log(`> Database migrated (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}).`);
} catch (error) {
  console.error('Migration failed:', error);
  process.exit(1);
}

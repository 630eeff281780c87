#!/usr/bin/env node
// `npm run migrate`: the release step between `npm run build` and starting (or rolling) the
// instances. With DATABASE_URL it migrates the shared PostgreSQL under an advisory lock; the
// instances themselves only check the schema and refuse to serve an outdated one.
import { spawnSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';

// The database modules are marked `import 'server-only'`, which throws outside a server
// bundle unless Node resolves packages for the server (the react-server condition).
if (!process.execArgv.includes('--conditions=react-server')) {
  const again = spawnSync(process.execPath, ['--conditions=react-server', ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}

const { migrateDatabase } = await tsImport('../lib/db/migrate.ts', import.meta.url);
const databaseUrl = process.env.DATABASE_URL || undefined;
try {
  await migrateDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || undefined });
  console.log(`> Database migrated (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}).`);
} catch (error) {
  console.error('Migration failed:', error);
  process.exit(1);
}

import { defineConfig } from 'drizzle-kit';

// Migrations are generated from lib/db/schema.ts (`npx drizzle-kit generate`) and committed;
// the app applies them on first database use (lib/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});

// The job queue contract on pg-boss and a real PostgreSQL (the DATABASE_URL setup), including a
// worker process killed with SIGKILL mid-job; and the release step's migration lock.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, SchemaOutdatedError } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { PgBossQueue } from '@/lib/jobs/pg-boss-queue';
import { queueContract } from '@/lib/jobs/queue-contract';
import { postgresAvailable, startPostgres, type PostgresServer } from './postgres-server';

let server: PostgresServer | undefined;
const opened: PgBossQueue[] = [];

beforeAll(async () => {
  if (postgresAvailable) server = await startPostgres();
}, 60_000);
afterAll(async () => {
  await Promise.allSettled(opened.map((q) => q.stop()));
  server?.stop();
});

const databaseUrl = (name: string) => server!.url.replace(/\/postgres$/, `/${name}`);
async function createDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: server!.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return databaseUrl(name);
}

describe.skipIf(!postgresAvailable)('release: migrations and the schema check (PostgreSQL)', () => {
  it('an instance refuses an unmigrated database instead of migrating it', async () => {
    const url = await createDatabase('unmigrated');
    await expect(openDb({ databaseUrl: url, migrate: false })).rejects.toBeInstanceOf(SchemaOutdatedError);
    await expect(PgBossQueue.start({ connectionString: url })).rejects.toBeInstanceOf(SchemaOutdatedError);
    // Nothing was created by the refusals.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(`SELECT to_regclass('public.orders') AS t`);
    await client.end();
    expect(rows[0].t).toBeNull();
  });

  it('migrations started on several machines at once apply once, under the lock', async () => {
    const url = await createDatabase('racing');
    await Promise.all([1, 2, 3].map(() => migrateDatabase({ databaseUrl: url })));
    const handle = await openDb({ databaseUrl: url, migrate: false });
    await handle.close();
    const queue = await PgBossQueue.start({ connectionString: url });
    opened.push(queue);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await client.end();
    const journal = (await import('@/lib/db/migrations/meta/_journal.json')).default;
    expect(rows[0].n).toBe(journal.entries.length);
  });
});

describe.skipIf(!postgresAvailable)('instances starting at once (PostgreSQL)', () => {
  it('define the same queues together without a deadlock leaving one without workers', async () => {
    const url = await createDatabase('starting');
    await migrateDatabase({ databaseUrl: url });
    const policy = { retryLimit: 2, retryDelaySeconds: 1, backoff: true, expireInSeconds: 20 };
    const names = ['fulfil-order', 'send-email', 'fulfil-sweep', 'deliver-greeting', 'alert-mail'];
    // Several rounds: pg-boss's createQueue deadlocked in a good share of two-instance starts.
    for (let round = 0; round < 3; round++) {
      const queues = await Promise.all([1, 2, 3].map(() => PgBossQueue.start({ connectionString: url })));
      opened.push(...queues);
      await Promise.all(
        queues.map(async (queue) => {
          for (const name of names) await queue.define(`${name}-${round}`, policy);
        }),
      );
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM pgboss.queue');
    await client.end();
    // Each name and its dead-letter queue, once.
    expect(rows[0].n).toBe(3 * names.length * 2);
  });
});

describe.skipIf(!postgresAvailable)('the job queue on pg-boss (PostgreSQL)', () => {
  let url = '';
  beforeAll(async () => {
    url = await createDatabase('jobs');
    await migrateDatabase({ databaseUrl: url });
  }, 60_000);
  let n = 0;
  queueContract(
    {
      open: async () => {
        const queue = await PgBossQueue.start({
          connectionString: url,
          superviseSeconds: 1,
          pollingSeconds: 0.5,
        });
        opened.push(queue);
        return queue;
      },
      startDoomed: async (name, policy) => {
        const child = spawn(
          process.execPath,
          [
            // The queue's database modules are server-only: resolve packages as a server does.
            '--conditions=react-server',
            '--import',
            'tsx',
            path.join(import.meta.dirname, 'fixtures', 'doomed-worker.mts'),
            url,
            name,
            JSON.stringify(policy),
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const started = new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('started')) resolve();
          });
          child.once('exit', (code) => reject(new Error(`doomed worker exited early (${code})`)));
        });
        return { started, kill: () => void child.kill('SIGKILL') };
      },
    },
    (suffix) => `test-${suffix}-${++n}`,
  );
});

import 'server-only';
// The job queue on PostgreSQL (DATABASE_URL): pg-boss, in its own `pgboss` schema. Its tables
// are created by `npm run migrate` (under its own advisory lock); instances start it with
// migrate off and refuse to run on a pg-boss schema of another version. Expired active jobs
// (their instance died) are retried by the supervisor of whichever instance runs it next.
import PgBoss from 'pg-boss';
import { SchemaOutdatedError } from '../db/client';
import {
  deadLetterName,
  deadLetterPolicy,
  type JobHandler,
  type JobPolicy,
  type JobQueue,
  type SendOptions,
  type StuckJob,
} from './queue';

export type PgBossQueueOptions = {
  connectionString: string;
  /** Create or upgrade pg-boss's schema (only `npm run migrate` and tests do). */
  migrate?: boolean;
  /** How often this instance looks for expired jobs and moves due retries (seconds). */
  superviseSeconds?: number;
  pollingSeconds?: number;
};

/** pg-boss stores a thrown Error as { name, message, stack }, a string as { value }. */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const { message, value } = output as { message?: unknown; value?: unknown };
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
    return (value as { message: string }).message;
  return JSON.stringify(output).slice(0, 1000);
}

type StuckRow = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  output: unknown;
  data: Record<string, unknown> | null;
  changed_on: Date;
};

/** Deadlock, serialization failure, unique violation: what two statements racing each other get. */
const racingCodes = new Set(['40P01', '40001', '23505']);

/**
 * pg-boss's createQueue and updateQueue take table locks in an order that can deadlock when two
 * instances start at once (seen in tests/deploy: one instance was left without workers). Both are
 * idempotent, so the loser simply runs its statement again.
 */
export async function retryRacing<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= attempts || typeof code !== 'string' || !racingCodes.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

const queueOptions = (policy: JobPolicy) => ({
  retryLimit: policy.retryLimit,
  retryDelay: policy.retryDelaySeconds,
  retryBackoff: policy.backoff,
  expireInSeconds: policy.expireInSeconds,
});

export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly pollingSeconds: number;

  private constructor(boss: PgBoss, pollingSeconds: number) {
    this.boss = boss;
    this.pollingSeconds = pollingSeconds;
  }

  static async start(options: PgBossQueueOptions): Promise<PgBossQueue> {
    const boss = new PgBoss({
      connectionString: options.connectionString,
      max: 4,
      migrate: options.migrate ?? false,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: options.superviseSeconds ?? 5,
    });
    // pg-boss reports lost connections and failed maintenance here; unheard, they would crash us.
    boss.on('error', (error: Error) => console.error('[jobs] pg-boss:', error.message));
    try {
      await boss.start();
    } catch (error) {
      // With migrate off, pg-boss checks its schema version: the same refusal as our own schema's.
      if (error instanceof Error && /requires migrations|not installed/.test(error.message))
        throw new SchemaOutdatedError(`pg-boss: ${error.message}`);
      throw error;
    }
    return new PgBossQueue(boss, options.pollingSeconds ?? 1);
  }

  /** Create or upgrade pg-boss's schema, then stop: the job part of `npm run migrate`. */
  static async migrate(connectionString: string): Promise<void> {
    const boss = new PgBoss({ connectionString, max: 1, migrate: true, supervise: false, schedule: false });
    boss.on('error', (error: Error) => console.error('[jobs] pg-boss:', error.message));
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
  }

  async define(name: string, policy: JobPolicy): Promise<void> {
    const dead = deadLetterName(name);
    // createQueue is idempotent; updateQueue applies a changed policy from a newer release.
    await retryRacing(() => this.boss.createQueue(dead, { name: dead, ...queueOptions(deadLetterPolicy) }));
    // 'short': a second send with the same singleton key while one waits is dropped (a running
    // job does not block a new one; handlers are idempotent, so that one finds the work done).
    const queue = { name, policy: 'short' as const, ...queueOptions(policy), deadLetter: dead };
    await retryRacing(() => this.boss.createQueue(name, queue));
    await retryRacing(() => this.boss.updateQueue(name, queue));
  }

  async send(name: string, data: Record<string, unknown>, options: SendOptions = {}): Promise<void> {
    await this.boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.boss.work<T>(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollingSeconds },
      async ([job]) => {
        if (!job) return;
        // A throw marks the job failed; pg-boss schedules the retry or moves it to the dead letters.
        await handler(job.data, { id: job.id, name: job.name, attempt: job.retryCount + 1 });
      },
    );
  }

  // pg-boss has no listing API: its own job table (schema `pgboss`, v10) is read directly.
  async stuckJobs(limit: number): Promise<StuckJob[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT id, name, state, retry_count, output, data,
              coalesce(completed_on, started_on, created_on) AS changed_on
         FROM pgboss.job
        WHERE state = 'failed' OR (name LIKE '%-dead' AND state IN ('created', 'retry', 'active'))
        ORDER BY changed_on DESC, id DESC
        LIMIT $1`,
      [limit],
    );
    return (rows as StuckRow[]).map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      deadLetter: row.name.endsWith('-dead'),
      // retry_count counts retries begun; a failed job also ran its first attempt.
      attempts: row.state === 'failed' ? row.retry_count + 1 : row.retry_count,
      error: errorOf(row.output),
      data: row.data ?? {},
      updatedAt: new Date(row.changed_on),
    }));
  }

  // The statement of boss.retry() (one more attempt), with RETURNING so a repeat is told apart.
  async retry(name: string, id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const { rows } = await this.boss.getDb().executeSql(
      `UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1
        WHERE name = $1 AND id = $2::uuid AND state = 'failed' RETURNING id`,
      [name, id],
    );
    return rows.length === 1;
  }

  async stop(): Promise<void> {
    // graceful: running handlers finish (up to the timeout); what is left is failed back for retry.
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
  }
}

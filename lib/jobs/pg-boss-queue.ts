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
} from './queue';

export type PgBossQueueOptions = {
  connectionString: string;
  /** Create or upgrade pg-boss's schema (only `npm run migrate` and tests do). */
  migrate?: boolean;
  /** How often this instance looks for expired jobs and moves due retries (seconds). */
  superviseSeconds?: number;
  pollingSeconds?: number;
};

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
    await this.boss.createQueue(dead, { name: dead, ...queueOptions(deadLetterPolicy) });
    // 'short': a second send with the same singleton key while one waits is dropped (a running
    // job does not block a new one; handlers are idempotent, so that one finds the work done).
    const queue = { name, policy: 'short' as const, ...queueOptions(policy), deadLetter: dead };
    await this.boss.createQueue(name, queue);
    await this.boss.updateQueue(name, queue);
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

  async stop(): Promise<void> {
    // graceful: running handlers finish (up to the timeout); what is left is failed back for retry.
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
  }
}

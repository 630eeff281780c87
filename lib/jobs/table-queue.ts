import 'server-only';
// The embedded job queue: jobs are rows of the `jobs` table in the app's own database, so
// `npm start` with PGlite needs nothing else. A worker claims a due row (FOR UPDATE SKIP LOCKED,
// so it would also be safe with several processes on PostgreSQL) and holds a lease it renews
// while the handler runs; a row whose lease ran out lost its worker and is claimed again.
import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { newId } from '../orders/access/tokens';
import {
  deadLetterName,
  deadLetterPolicy,
  retryDelaySeconds,
  type JobHandler,
  type JobPolicy,
  type JobQueue,
  type SendOptions,
  type StuckJob,
} from './queue';

export type TableQueueOptions = { pollMs?: number };

type JobRow = typeof jobs.$inferSelect;

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

export class TableQueue implements JobQueue {
  readonly kind = 'table';
  private readonly policies = new Map<string, JobPolicy>();
  private readonly wakers = new Map<string, () => void>();
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private stopped = false;
  private readonly pollMs: number;

  constructor(
    private readonly db: Db,
    options: TableQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
  }

  async define(name: string, policy: JobPolicy): Promise<void> {
    this.policies.set(name, policy);
    if (!this.policies.has(deadLetterName(name))) this.policies.set(deadLetterName(name), deadLetterPolicy);
  }

  private policy(name: string): JobPolicy {
    const policy = this.policies.get(name);
    if (!policy) throw new Error(`Job queue ${name} is not defined.`);
    return policy;
  }

  async send(name: string, data: Record<string, unknown>, options: SendOptions = {}): Promise<void> {
    this.policy(name);
    await this.db
      .insert(jobs)
      .values({
        id: newId(),
        name,
        data,
        singletonKey: options.singletonKey ?? null,
        runAfter: new Date(Date.now() + (options.startAfterSeconds ?? 0) * 1000),
      })
      // The partial unique index on (name, singleton_key) drops a duplicate of a waiting job.
      .onConflictDoNothing();
    this.wakers.get(name)?.();
  }

  /** Claim the oldest due job of this queue: waiting and due, or active with its lease run out. */
  private async claim(name: string, policy: JobPolicy): Promise<JobRow | null> {
    const now = new Date();
    const [row] = await this.db
      .update(jobs)
      .set({
        state: 'active',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + policy.expireInSeconds * 1000),
        updatedAt: now,
      })
      .where(
        eq(
          jobs.id,
          sql`(SELECT "id" FROM "jobs" WHERE "name" = ${name} AND (("state" = 'created' AND "run_after" <= ${now})
            OR ("state" = 'active' AND "locked_until" < ${now}))
            ORDER BY "run_after" LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Update the row only while this attempt still owns it (a lease taken over is not ours). */
  private mine(row: JobRow) {
    return and(eq(jobs.id, row.id), eq(jobs.attempts, row.attempts), eq(jobs.state, 'active'));
  }

  private async fail(row: JobRow, policy: JobPolicy, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const now = new Date();
    if (row.attempts > policy.retryLimit) {
      const moved = await this.db
        .update(jobs)
        .set({ state: 'failed', lastError: message, lockedUntil: null, updatedAt: now })
        .where(this.mine(row))
        .returning({ id: jobs.id });
      if (moved.length === 1 && this.policies.has(deadLetterName(row.name)) && !row.name.endsWith('-dead'))
        await this.send(deadLetterName(row.name), { ...row.data, error: message });
      return;
    }
    try {
      await this.db
        .update(jobs)
        .set({
          state: 'created',
          lastError: message,
          lockedUntil: null,
          runAfter: new Date(now.getTime() + retryDelaySeconds(policy, row.attempts) * 1000),
          updatedAt: now,
        })
        .where(this.mine(row));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key was sent again while this one ran: that waiting job does the work.
      await this.db
        .update(jobs)
        .set({ state: 'completed', lastError: message, lockedUntil: null, updatedAt: now })
        .where(this.mine(row));
    }
  }

  private async runOne<T>(row: JobRow, policy: JobPolicy, handler: JobHandler<T>): Promise<void> {
    // A job that lost its worker more often than it may be retried goes straight to dead letters.
    if (row.attempts > policy.retryLimit + 1)
      return this.fail(row, policy, new Error(row.lastError ?? 'stalled'));
    const renewLease = async () => {
      try {
        await this.db
          .update(jobs)
          .set({ lockedUntil: new Date(Date.now() + policy.expireInSeconds * 1000) })
          .where(this.mine(row));
      } catch {
        // The database is away: if it stays away past the lease, another worker takes the job.
      }
    };
    const renew = setInterval(() => void renewLease(), Math.max(200, (policy.expireInSeconds * 1000) / 3));
    try {
      await handler(row.data as T, { id: row.id, name: row.name, attempt: row.attempts });
      clearInterval(renew);
      await this.db
        .update(jobs)
        .set({ state: 'completed', lockedUntil: null, updatedAt: new Date() })
        .where(this.mine(row));
    } catch (error) {
      clearInterval(renew);
      console.error(`[jobs] ${row.name} ${row.id} attempt ${row.attempts} failed:`, error);
      await this.fail(row, policy, error);
    }
  }

  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    const policy = this.policy(name);
    let busy = false;
    let again = false;
    const loop = async () => {
      if (this.stopped) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        do {
          again = false;
          const row = await this.claim(name, policy);
          if (!row) break;
          const run = this.runOne(row, policy, handler);
          this.running.add(run);
          await run.finally(() => this.running.delete(run));
          again = true;
        } while (again && !this.stopped);
      } catch (error) {
        console.error(`[jobs] polling ${name} failed:`, error);
      } finally {
        busy = false;
      }
    };
    this.wakers.set(name, () => void loop());
    const tick = () => {
      if (this.stopped) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void loop().finally(tick);
      }, this.pollMs);
      timer.unref();
      this.timers.add(timer);
    };
    tick();
    void loop();
  }

  async stuckJobs(limit: number): Promise<StuckJob[]> {
    const rows = await this.db
      .select()
      .from(jobs)
      .where(or(eq(jobs.state, 'failed'), and(like(jobs.name, '%-dead'), inArray(jobs.state, ['created', 'active']))))
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      deadLetter: row.name.endsWith('-dead'),
      attempts: row.attempts,
      error: row.lastError,
      data: row.data,
      updatedAt: row.updatedAt,
    }));
  }

  /** Back to waiting with its attempts reset: it gets its queue's full retries again. */
  async retry(name: string, id: string): Promise<boolean> {
    try {
      const moved = await this.db
        .update(jobs)
        .set({ state: 'created', attempts: 0, runAfter: new Date(), lockedUntil: null, updatedAt: new Date() })
        .where(and(eq(jobs.id, id), eq(jobs.name, name), eq(jobs.state, 'failed')))
        .returning({ id: jobs.id });
      if (moved.length === 1) this.wakers.get(name)?.();
      return moved.length === 1;
    } catch (error) {
      // A job with the same key already waits (e.g. the order was queued again): it does the work.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}

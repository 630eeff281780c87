// The job interface every background task goes through. Two implementations: pg-boss on
// PostgreSQL (DATABASE_URL, several instances) and a table in the embedded database (PGlite,
// `npm start`). Both promise the same things: at-least-once delivery, retries with exponential
// backoff, a job whose worker died (kill -9) is picked up again by any instance once its lease
// or expiry runs out, and a job that failed every retry lands in its dead-letter queue.
// Handlers must therefore be idempotent.

/** How a queue retries. Delay n (1-based) waits retryDelaySeconds · 2^(n-1) when backoff is on. */
export type JobPolicy = {
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  /** A running job not finished (pg-boss) or not heartbeating (table) for this long is taken back. */
  expireInSeconds: number;
};

export type JobInfo = { id: string; name: string; attempt: number };

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export type SendOptions = {
  /**
   * At most one waiting job per queue and key: a second send while one waits is dropped (a
   * running one does not count: it may already be past the point the new send cares about).
   */
  singletonKey?: string;
  startAfterSeconds?: number;
};

/**
 * A job the back office must see: failed every retry, or waiting in a dead-letter queue.
 * `attempts` counts runs so far; `error` is the last one's message.
 */
export type StuckJob = {
  id: string;
  name: string;
  state: string;
  deadLetter: boolean;
  attempts: number;
  error: string | null;
  data: Record<string, unknown>;
  updatedAt: Date;
};

export interface JobQueue {
  readonly kind: 'pg-boss' | 'table';
  /** Create the queue and its dead-letter queue (`<name>-dead`) with this policy. */
  define(name: string, policy: JobPolicy): Promise<void>;
  send(name: string, data: Record<string, unknown>, options?: SendOptions): Promise<void>;
  /** Run jobs of this queue in this process, one at a time. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stop taking jobs; those running finish (or their lease runs out and another instance takes over). */
  stop(): Promise<void>;
  /** Failed and dead-letter jobs, most recent first (the back office's jobs screen). */
  stuckJobs(limit: number): Promise<StuckJob[]>;
  /**
   * Run a failed job again. True when this call moved it back to waiting; false when it was not
   * failed (any more): a second click, or another operator, already did.
   */
  retry(name: string, id: string): Promise<boolean>;
}

export const deadLetterName = (name: string) => `${name}-dead`;
/** The dead-letter queue's own retries: its handler (mark the order, refund) may meet a busy database. */
export const deadLetterPolicy: JobPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  backoff: true,
  expireInSeconds: 60,
};

/** Seconds to wait before attempt `attempt + 1`, after `attempt` failures (1-based). */
export function retryDelaySeconds(policy: JobPolicy, attempt: number): number {
  if (!policy.backoff) return policy.retryDelaySeconds;
  return policy.retryDelaySeconds * 2 ** Math.max(0, attempt - 1);
}

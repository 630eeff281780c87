import 'server-only';
// Rate-limit buckets in PostgreSQL, for several app instances behind one load balancer: each
// request is one INSERT … ON CONFLICT DO UPDATE … RETURNING on the bucket's row, so the row lock
// serialises concurrent requests across processes and no burst can outrun the capacity.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MemoryRateLimitStore, type RateLimitStore } from './store';
import type { RateDecision, RateRule } from './token-bucket';

type Row = { tokens: number | string; allowed: boolean };

/** node-postgres answers a QueryResult, PGlite a Results object; both carry `rows`. */
function rowsOf(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

export type PostgresRateLimitStoreOptions = {
  /** How often (at most) one instance deletes buckets that have refilled completely. */
  cleanupEveryMs?: number;
  /** Called when the database fails and the in-memory fallback decides instead. */
  onError?: (error: unknown) => void;
};

export class PostgresRateLimitStore implements RateLimitStore {
  /**
   * When the database is unreachable the limits still hold per instance instead of failing every
   * request: a down database must not turn previews into 500s (and must not lift the limits either).
   */
  private readonly fallback = new MemoryRateLimitStore();
  private lastCleanup = 0;
  private readonly cleanupEveryMs: number;

  constructor(
    private readonly db: () => Promise<Db>,
    private readonly options: PostgresRateLimitStoreOptions = {},
  ) {
    this.cleanupEveryMs = options.cleanupEveryMs ?? 60_000;
  }

  async consume(key: string, rule: RateRule, now: number): Promise<RateDecision> {
    try {
      const db = await this.db();
      const decision = await consumeRow(db, key, rule, now);
      if (now - this.lastCleanup >= this.cleanupEveryMs) {
        this.lastCleanup = now;
        // Off the request's path: a failed clean-up only leaves rows for the next one.
        void this.cleanup(now).catch(() => undefined);
      }
      return decision;
    } catch (error) {
      this.options.onError?.(error);
      return this.fallback.consume(key, rule, now);
    }
  }

  /** Delete buckets that are full again by `now` (a missing row means a full bucket). */
  async cleanup(now: number): Promise<number> {
    const db = await this.db();
    const result = await db.execute(
      sql`DELETE FROM rate_limit_buckets WHERE full_at <= ${now}::bigint RETURNING key`,
    );
    return rowsOf(result).length;
  }
}

/**
 * takeToken (token-bucket.ts) in SQL: refill by the elapsed time up to the capacity, take one token
 * when at least one is there. `updated_at` never moves backwards, so an instance whose clock lags
 * cannot hand out tokens another instance already counted.
 */
async function consumeRow(db: Db, key: string, rule: RateRule, now: number): Promise<RateDecision> {
  const perMs = rule.refillPerMinute / 60_000;
  const capacity = rule.capacity;
  const refilled = sql`LEAST(${capacity}::float8, b.tokens + GREATEST(0, ${now}::bigint - b.updated_at)::float8 * ${perMs}::float8)`;
  const tokens = sql`(CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END)`;
  const updatedAt = sql`GREATEST(b.updated_at, ${now}::bigint)`;
  const firstFullAt = now + Math.ceil(1 / perMs);
  const result = await db.execute(sql`
    INSERT INTO rate_limit_buckets AS b (key, tokens, updated_at, full_at, allowed)
    VALUES (${key}, ${capacity - 1}::float8, ${now}::bigint, ${firstFullAt}::bigint, ${capacity >= 1})
    ON CONFLICT (key) DO UPDATE SET
      tokens = ${tokens},
      updated_at = ${updatedAt},
      full_at = ${updatedAt} + CEIL((${capacity}::float8 - ${tokens}) / ${perMs}::float8)::bigint,
      allowed = ${refilled} >= 1
    RETURNING tokens, allowed`);
  const row = rowsOf(result)[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const left = Number(row.tokens);
  if (row.allowed) return { allowed: true, remaining: Math.floor(left), retryAfterSeconds: 0 };
  const waitMs = (1 - left) / perMs;
  return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

import 'server-only';
// GET /api/ready/: may this instance take traffic? The database answers, its schema has every
// migration this build ships, the worker pools are up, shared storage takes a write, and the
// instance is not draining for shutdown. Each check is bounded in time, so a hung dependency
// reads as "not ready" instead of a hung probe.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { FileStore } from '../orders/storage/file-store';
import type { PoolStats } from '../tts/pool';
import { isDraining } from './shutdown';

export type Check = { ok: boolean; ms: number; detail?: string };
export type Readiness = { status: 'ready' | 'not-ready' | 'draining'; checks: Record<string, Check> };

export type ReadinessDeps = {
  db: () => Promise<Db>;
  store: () => FileStore;
  /** Each pool's stats after asking it to start its workers. */
  pools: () => Record<string, PoolStats>;
  /** Tags of the migrations this build ships, in order (the journal). */
  migrations: () => string[];
  timeoutMs?: number;
};

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The build's migration journal, read from disk like the migrator does. */
export function shippedMigrations(folder = path.join(process.cwd(), 'lib', 'db', 'migrations')): {
  tags: string[];
  lastWhen: number;
} {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')),
  );
  return {
    tags: journal.entries.map((e) => e.tag),
    lastWhen: Math.max(0, ...journal.entries.map((e) => e.when)),
  };
}

async function timed(run: () => Promise<string | undefined>, timeoutMs: number): Promise<Check> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const detail = await Promise.race([
      run(),
      new Promise<never>(
        (_, reject) =>
          (timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)),
      ),
    ]);
    return { ok: true, ms: Date.now() - started, ...(detail ? { detail } : {}) };
  } catch (error) {
    return {
      ok: false,
      ms: Date.now() - started,
      detail: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? [];

export async function readiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? 3000;
  const [database, schema, workers, storage] = await Promise.all([
    timed(async () => {
      await (await deps.db()).execute(sql`select 1`);
      return undefined;
    }, timeoutMs),
    timed(async () => {
      const shipped = deps.migrations();
      const rows = rowsOf(
        await (await deps.db()).execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      const applied = Number(rows[0]?.n ?? 0);
      if (applied < shipped.length)
        throw new Error(`${applied} of ${shipped.length} migrations applied; run npm run migrate`);
      return `${applied} migrations`;
    }, timeoutMs),
    timed(async () => {
      const down = Object.entries(deps.pools())
        .filter(([, stats]) => stats.size < 1)
        .map(([name]) => name);
      if (down.length > 0) throw new Error(`no workers in ${down.join(', ')}`);
      return undefined;
    }, timeoutMs),
    timed(async () => {
      const store = deps.store();
      const key = `_ready/${process.pid}-${Date.now()}`;
      const probe = new TextEncoder().encode('ready');
      await store.put(key, probe);
      const back = await store.get(key);
      await store.delete(key);
      if (!back || back.byteLength !== probe.byteLength) throw new Error('a written probe did not read back');
      return undefined;
    }, timeoutMs),
  ]);
  const checks = { database, schema, workers, storage };
  if (isDraining()) return { status: 'draining', checks };
  return { status: Object.values(checks).every((c) => c.ok) ? 'ready' : 'not-ready', checks };
}

import 'server-only';
// Server only: the back office's audit trail. Written once per operator action, never changed
// (the table refuses UPDATE and DELETE, migration 0010).
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { adminAudit } from '../db/schema';
import type { Operator } from './operator';

export type AuditEntry = typeof adminAudit.$inferSelect;

export type AuditInput = {
  action: string;
  orderId?: string | null;
  amount?: number | null;
  currency?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
};

export async function recordAudit(db: Db | Tx, actor: Pick<Operator, 'uid' | 'email'>, input: AuditInput): Promise<AuditEntry> {
  const [row] = await db
    .insert(adminAudit)
    .values({
      id: randomUUID(),
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: input.action,
      orderId: input.orderId ?? null,
      amount: input.amount ?? null,
      currency: input.currency ?? null,
      before: input.before ?? null,
      after: input.after ?? null,
      note: input.note ?? null,
    })
    .returning();
  return row!;
}

export function auditOfOrder(db: Db, orderId: string): Promise<AuditEntry[]> {
  return db.select().from(adminAudit).where(eq(adminAudit.orderId, orderId)).orderBy(asc(adminAudit.at));
}

import 'server-only';
// The back office's audit trail: one append-only row per operator action (who, when, what, on
// which order, how much, before → after). Written in the same transaction as the action where
// the action is a database change, so an action is never done without its trace.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { adminAudit } from '../db/schema';
import type { Operator } from './with-operator';

export const auditActions = [
  'resend-delivery',
  're-render',
  'fresh-links',
  'refund',
  'cancel',
  'alert-handled',
  'job-retry',
  'vat-rate-set',
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditEntry = {
  action: AuditAction;
  orderId?: string | null;
  amount?: number | null;
  currency?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
};

export type AuditRow = typeof adminAudit.$inferSelect;

export async function appendAudit(db: Db | Tx, operator: Operator, entry: AuditEntry): Promise<AuditRow> {
  const [row] = await db
    .insert(adminAudit)
    .values({
      id: randomUUID(),
      operatorUid: operator.uid,
      operatorEmail: operator.email,
      action: entry.action,
      orderId: entry.orderId ?? null,
      amount: entry.amount ?? null,
      currency: entry.currency ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note ?? null,
    })
    .returning();
  if (!row) throw new Error('audit insert returned nothing');
  return row;
}

/** An order's trail, oldest first (the order page's timeline). */
export function orderAudit(db: Db, orderId: string): Promise<AuditRow[]> {
  return db.select().from(adminAudit).where(eq(adminAudit.orderId, orderId)).orderBy(asc(adminAudit.createdAt), asc(adminAudit.id));
}

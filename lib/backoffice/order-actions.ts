import 'server-only';
// Operator actions that only change the order's own row: cancel a pending order, mark its alert
// handled. Each is one conditional UPDATE plus its audit row in one transaction, so a double click
// (or two operators at once) changes the order once and leaves one audit entry; the second call
// answers `unchanged`.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { appendAudit } from './audit';
import type { Operator } from './with-operator';

export type ActionResult = { outcome: 'done' | 'unchanged' } | { outcome: 'not-found' } | { outcome: 'refused'; reason: string };

/**
 * A pending order the buyer never paid becomes `expired` (the status the housekeeping gives
 * abandoned checkouts: never fulfilled, never a sale). Anything past pending is refused: a paid
 * order is refunded, not cancelled.
 */
export async function cancelPendingOrder(db: Db, operator: Operator, orderId: string): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { outcome: 'not-found' } as const;
    if (order.status === 'expired') return { outcome: 'unchanged' } as const;
    if (order.status !== 'pending') return { outcome: 'refused', reason: `The order is ${order.status}, not pending.` } as const;
    await tx.update(orders).set({ status: 'expired', updatedAt: new Date() }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
    await appendAudit(tx, operator, { action: 'cancel', orderId, before: { status: 'pending' }, after: { status: 'expired' } });
    return { outcome: 'done' } as const;
  });
}

/** Clears the order's alert, keeping what it said and the operator's note in the audit. */
export async function markAlertHandled(db: Db, operator: Operator, orderId: string, note: string): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ alert: orders.alert }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { outcome: 'not-found' } as const;
    if (order.alert === null) return { outcome: 'unchanged' } as const;
    await tx.update(orders).set({ alert: null, updatedAt: new Date() }).where(and(eq(orders.id, orderId), isNotNull(orders.alert)));
    await appendAudit(tx, operator, { action: 'alert-handled', orderId, before: { alert: order.alert }, after: { alert: null }, note });
    return { outcome: 'done' } as const;
  });
}
